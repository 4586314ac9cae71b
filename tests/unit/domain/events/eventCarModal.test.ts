import { describe, expect, it } from 'vitest';

import {
  dismissEventCarModal,
  shouldShowEventCarModal,
  type EventCarModalInput,
} from '../../../../src/domain/events/eventCarModal';
import type { EventWindow } from '../../../../src/domain/events/specialEvent';

const START = 1_800_000_000;
const END = START + 86_400;
const frost: EventWindow = {
  eventID: 1,
  startStamp: START,
  endStamp: END,
  cars: [{ carID: 49, price: 1 }],
};

const input = (over: Partial<EventCarModalInput> = {}): EventCarModalInput => ({
  user: { loggedIn: true, carID: 1 },
  events: [frost],
  nowSeconds: START,
  dismissedEventIDs: [],
  ...over,
});

describe('shouldShowEventCarModal', () => {
  it('shows for a logged-in racer in a non-event car during an event', () => {
    expect(shouldShowEventCarModal(input())).toBe(true);
    expect(shouldShowEventCarModal(input({ nowSeconds: END - 1 }))).toBe(true);
  });

  it('does not show outside the event', () => {
    expect(shouldShowEventCarModal(input({ nowSeconds: START - 1 }))).toBe(false);
    expect(shouldShowEventCarModal(input({ nowSeconds: END }))).toBe(false);
  });

  it('does not show when no events are known (not loaded yet, or none)', () => {
    expect(shouldShowEventCarModal(input({ events: [] }))).toBe(false);
  });

  it('does not show in an event car', () => {
    expect(shouldShowEventCarModal(input({ user: { loggedIn: true, carID: 49 } }))).toBe(false);
  });

  it('does not show to guests', () => {
    expect(shouldShowEventCarModal(input({ user: { loggedIn: false, carID: 1 } }))).toBe(false);
  });

  it('does not ask again once the racer chose to race without an event car', () => {
    const dismissed = dismissEventCarModal([], [frost], START);
    expect(dismissed).toEqual([1]);
    expect(shouldShowEventCarModal(input({ dismissedEventIDs: dismissed }))).toBe(false);
  });

  it('asks again when a new event starts after the dismissal', () => {
    const next: EventWindow = { ...frost, eventID: 2, cars: [{ carID: 52, price: 1 }] };
    const dismissed = dismissEventCarModal([], [frost, next], START);
    expect(
      shouldShowEventCarModal(input({ events: [frost, next], dismissedEventIDs: dismissed })),
    ).toBe(false);
    const later: EventWindow = { ...next, eventID: 3, startStamp: START + 10 };
    expect(
      shouldShowEventCarModal(
        input({ events: [frost, later], nowSeconds: START + 10, dismissedEventIDs: dismissed }),
      ),
    ).toBe(true);
  });
});

describe('dismissEventCarModal', () => {
  it('adds the running events once, and not the ones to come', () => {
    const future: EventWindow = { ...frost, eventID: 5, startStamp: END, endStamp: END + 1 };
    expect(dismissEventCarModal([1], [frost, future], START)).toEqual([1]);
  });
});
