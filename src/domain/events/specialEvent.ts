// Special events (SPEC §3 "Special event: name, cars, bonus, endDate"): a window of time in which
// some cars are sold in the shop and racing in one of them pays a bonus. Events are data (the
// special_events table, seeded from src/server/seed/data/events.json; docs/events.md), so
// operators add them without a release. Every rule here takes the time in; stamps are seconds.
import { z } from '../zodMini';

/**
 * Listing ids of event cars pack the event and the car (src/domain/shop/eventListings.ts), so
 * both stay below these bounds and every listing id fits a 32-bit integer.
 */
export const MAX_EVENT_ID = 2_000_000;
export const MAX_EVENT_CAR_ID = 999;

export const eventCarSchema = z.strictObject({
  carID: z.int().check(z.positive(), z.lte(MAX_EVENT_CAR_ID)),
  /** What the car costs in the shop during the event (event cars are not sold otherwise). */
  price: z.int().check(z.gte(0), z.lte(100_000_000)),
});

/** Extra cash and experience, in percent of the race's own, for a race in an event car. */
export const eventBonusSchema = z.strictObject({
  moneyPercent: z.int().check(z.gte(0), z.lte(500)),
  experiencePercent: z.int().check(z.gte(0), z.lte(500)),
});

export const specialEventSchema = z
  .strictObject({
    eventID: z.int().check(z.positive(), z.lte(MAX_EVENT_ID)),
    name: z.string().check(z.minLength(1), z.maxLength(60)),
    description: z.string().check(z.maxLength(400)),
    /** First second of the event (inclusive). */
    startStamp: z.int().check(z.nonnegative()),
    /** The SPEC's endDate: the first second after the event (exclusive). */
    endStamp: z.int().check(z.positive()),
    cars: z.array(eventCarSchema).check(z.minLength(1), z.maxLength(12)),
    bonus: eventBonusSchema,
  })
  .check(
    z.refine((event) => event.endStamp > event.startStamp, {
      message: 'An event must end after it starts.',
      path: ['endStamp'],
    }),
  );

export type EventCar = z.infer<typeof eventCarSchema>;
export type EventBonus = z.infer<typeof eventBonusSchema>;
export type SpecialEvent = z.infer<typeof specialEventSchema>;

/** The part of an event its timing and cars rules read. */
export type EventWindow = Pick<SpecialEvent, 'eventID' | 'startStamp' | 'endStamp' | 'cars'>;

/** Whether the event runs at `nowSeconds`: from its start (inclusive) to its end (exclusive). */
export function isEventRunning(
  event: Pick<SpecialEvent, 'startStamp' | 'endStamp'>,
  nowSeconds: number,
): boolean {
  return event.startStamp <= nowSeconds && nowSeconds < event.endStamp;
}

/** The events running at `nowSeconds`, the one ending first first. */
export function runningEvents<E extends EventWindow>(
  events: readonly E[],
  nowSeconds: number,
): E[] {
  return events
    .filter((event) => isEventRunning(event, nowSeconds))
    .sort((a, b) => a.endStamp - b.endStamp || a.eventID - b.eventID);
}

/** Events that have not started yet at `nowSeconds`, soonest first. */
export function upcomingEvents<E extends EventWindow>(
  events: readonly E[],
  nowSeconds: number,
): E[] {
  return events
    .filter((event) => nowSeconds < event.startStamp)
    .sort((a, b) => a.startStamp - b.startStamp || a.eventID - b.eventID);
}

/** Whether `carID` is the car of an event running at `nowSeconds`. */
export function isEventCar(events: readonly EventWindow[], carID: number, nowSeconds: number) {
  return runningEvents(events, nowSeconds).some((event) =>
    event.cars.some((car) => car.carID === carID),
  );
}
