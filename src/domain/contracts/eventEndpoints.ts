// Special events (SPEC §2 /events, §3 Special event): the events running now and those to come,
// each with its cars (as the shop sells them) and bonus. Anyone may read them; a logged-in
// player's answer also says which cars they own and drive.
import { defineContract } from './contract';

export const eventEndpoints = {
  events: defineContract({
    method: 'GET',
    path: '/events',
    auth: 'optional',
    response: () => import('./eventResponses').then((r) => r.events),
  }),
};

/** An event car as the /events page and the event-car modal show it. */
export interface EventCarView {
  carID: number;
  name: string;
  /** The car's art (an /assets/ path). */
  src: string;
  rarity: string;
  price: number;
  /** The Event Showroom listing that sells it (POST /loot/dealership/{srlID}/buy). */
  srlID: number;
  owned: boolean;
  /** The player's current car. */
  current: boolean;
}

export interface EventView {
  eventID: number;
  name: string;
  description: string;
  startStamp: number;
  /** SPEC §3 endDate: the first second after the event. */
  endStamp: number;
  bonus: { moneyPercent: number; experiencePercent: number };
  cars: EventCarView[];
}

/** GET /api/v2/events */
export interface EventsResults {
  /** The server's time of the answer (seconds), which the lists were taken at. */
  now: number;
  running: EventView[];
  upcoming: EventView[];
}
