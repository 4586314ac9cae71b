import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

import { describe, expect, it } from 'vitest';

import { carsSeedFile, eventsSeedFile } from '../../../../src/domain/catalogue';
import {
  isEventCar,
  isEventRunning,
  runningEvents,
  specialEventSchema,
  upcomingEvents,
  type SpecialEvent,
} from '../../../../src/domain/events/specialEvent';
import { eventEndingAt, START } from './eventFactory';

const END = START + 7 * 86_400;

const event = eventEndingAt(END);

describe('isEventRunning (start inclusive, end exclusive)', () => {
  it.each([
    [START - 1, false],
    [START, true],
    [START + 1, true],
    [END - 1, true],
    [END, false],
    [END + 1, false],
  ])('at %i is %s', (now, running) => {
    expect(isEventRunning(event(), now)).toBe(running);
  });
});

describe('runningEvents and upcomingEvents', () => {
  const soonEnding = event({ eventID: 2, endStamp: START + 86_400 });
  const later = event({ eventID: 3, startStamp: END, endStamp: END + 86_400 });
  const all = [event(), soonEnding, later];

  it('lists the running ones, the one ending first first', () => {
    expect(runningEvents(all, START + 10).map((e) => e.eventID)).toEqual([2, 1]);
  });

  it('lists events still to come, soonest first, and not the running ones', () => {
    expect(upcomingEvents(all, START + 10).map((e) => e.eventID)).toEqual([3]);
    expect(upcomingEvents(all, START - 10).map((e) => e.eventID)).toEqual([1, 2, 3]);
  });

  it('hands over to the next event at the very second the first one ends', () => {
    const first = event({ eventID: 1, endStamp: END });
    expect(runningEvents([first, later], END - 1).map((e) => e.eventID)).toEqual([1]);
    expect(runningEvents([first, later], END).map((e) => e.eventID)).toEqual([3]);
  });
});

describe('isEventCar', () => {
  it('is true only for a running event’s car', () => {
    expect(isEventCar([event()], 49, START)).toBe(true);
    expect(isEventCar([event()], 50, START)).toBe(false);
    expect(isEventCar([event()], 49, END)).toBe(false);
    expect(isEventCar([event()], 49, START - 1)).toBe(false);
  });
});

describe('specialEventSchema', () => {
  it('accepts a well-formed event', () => {
    expect(specialEventSchema.safeParse(event()).success).toBe(true);
  });

  it.each([
    ['an end before the start', { endStamp: START - 1 }],
    ['an end equal to the start', { endStamp: START }],
    ['no cars', { cars: [] }],
    ['a car id that does not fit a listing id', { cars: [{ carID: 1000, price: 1 }] }],
    ['a negative price', { cars: [{ carID: 49, price: -5 }] }],
    ['a huge bonus', { bonus: { moneyPercent: 501, experiencePercent: 0 } }],
  ])('refuses %s', (_what, over) => {
    expect(specialEventSchema.safeParse(event(over as Partial<SpecialEvent>)).success).toBe(false);
  });
});

describe('the seeded events', () => {
  const dataDir = resolve(
    dirname(fileURLToPath(import.meta.url)),
    '../../../../src/server/seed/data',
  );
  const read = (name: string): unknown =>
    JSON.parse(readFileSync(`${dataDir}/${name}.json`, 'utf8'));
  const events = eventsSeedFile.parse(read('events'));
  const cars = carsSeedFile.parse(read('cars'));

  it('name only cars of the catalogue, and none a dealership already sells', () => {
    // Without seeded event cars the loop below would check nothing.
    expect(events.items.flatMap((seeded) => seeded.cars).length).toBeGreaterThan(0);
    for (const seeded of events.items) {
      for (const { carID } of seeded.cars) {
        const car = cars.items.find((c) => c.carID === carID);
        expect(car, `event ${seeded.eventID} car ${carID}`).toBeDefined();
        // An event car sold all year round would make the event's window meaningless.
        expect(car?.purchasable).toBe(false);
      }
    }
  });

  it('refuses a file with two events of the same id', () => {
    const first = events.items[0]!;
    expect(eventsSeedFile.safeParse({ version: 1, items: [first, first] }).success).toBe(false);
  });
});
