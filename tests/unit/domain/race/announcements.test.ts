import { describe, expect, it } from 'vitest';

import {
  finisherAnnouncement,
  freshPlaceAnnouncer,
  PLACE_ANNOUNCE_INTERVAL_MS,
  placeAnnouncement,
  resultAnnouncement,
} from '../../../../src/domain/race/announcements';
import type { RaceResult } from '../../../../src/domain/realtime/protocol';

describe('placeAnnouncement', () => {
  it('notes the starting place silently, then says a new place at a polite rate', () => {
    let step = placeAnnouncement(freshPlaceAnnouncer(), 3, 5, 0);
    expect(step.say).toBeNull();
    // Unchanged: nothing.
    step = placeAnnouncement(step.announcer, 3, 5, 10_000);
    expect(step.say).toBeNull();
    // Changed: said.
    step = placeAnnouncement(step.announcer, 2, 5, 10_100);
    expect(step.say).toBe('You are 2nd of 5.');
    // Changed again too soon: held back; once the interval has passed: said.
    step = placeAnnouncement(step.announcer, 1, 5, 10_100 + PLACE_ANNOUNCE_INTERVAL_MS - 1);
    expect(step.say).toBeNull();
    step = placeAnnouncement(step.announcer, 1, 5, 10_100 + PLACE_ANNOUNCE_INTERVAL_MS);
    expect(step.say).toBe('You are 1st of 5.');
  });
});

describe('finisher and result announcements', () => {
  it('names each finisher with their place', () => {
    expect(
      finisherAnnouncement([
        { name: 'Zippy', place: 1 },
        { name: 'Turbo Tess', place: 2 },
      ]),
    ).toBe('Zippy finished 1st. Turbo Tess finished 2nd.');
  });

  it('says the final place, speed and accuracy', () => {
    const result = { place: 3, racers: 5, wpm: 61.27, accuracy: 97.04 } as RaceResult;
    expect(resultAnnouncement(result, 'WPM')).toBe(
      'You finished 3rd of 5: 61.3 WPM, 97% accuracy.',
    );
  });
});
