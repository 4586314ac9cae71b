// Response schema of GET /events (loaded on demand, like responses.ts).
import { z } from '../zodMini';
import type { EventsResults } from './eventEndpoints';

const int = z.int();

const eventCar = z.strictObject({
  carID: int,
  name: z.string(),
  src: z.string(),
  rarity: z.string(),
  price: int,
  srlID: int,
  owned: z.boolean(),
  current: z.boolean(),
});

const eventView = z.strictObject({
  eventID: int,
  name: z.string(),
  description: z.string(),
  startStamp: int,
  endStamp: int,
  bonus: z.strictObject({ moneyPercent: int, experiencePercent: int }),
  cars: z.array(eventCar),
});

export const events = z.pipe(
  z.strictObject({ now: int, running: z.array(eventView), upcoming: z.array(eventView) }),
  z.custom<EventsResults, EventsResults>(),
);
