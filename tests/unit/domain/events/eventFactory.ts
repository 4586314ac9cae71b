// The special event both event test files start from: Frost Festival with one event car and a
// bonus, from START to the end each file needs.
import type { SpecialEvent } from '../../../../src/domain/events/specialEvent';

export const START = 1_800_000_000;

/** An event factory for events that end at `endStamp`; `over` changes any field. */
export const eventEndingAt =
  (endStamp: number) =>
  (over: Partial<SpecialEvent> = {}): SpecialEvent => ({
    eventID: 1,
    name: 'Frost Festival',
    description: '',
    startStamp: START,
    endStamp,
    cars: [{ carID: 49, price: 120_000 }],
    bonus: { moneyPercent: 25, experiencePercent: 10 },
    ...over,
  });
