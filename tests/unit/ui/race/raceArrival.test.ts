import { describe, expect, it } from 'vitest';

import { RACE_NOW_STATE, takeRaceNowArrival } from '../../../../src/ui/race/raceArrival';

function fakeHistory(state: unknown) {
  return {
    state,
    replaceState(data: unknown) {
      this.state = data;
    },
  };
}

describe('takeRaceNowArrival', () => {
  it('is true once for a page reached from a race button, keeping the rest of the state', () => {
    const history = fakeHistory({ ...RACE_NOW_STATE, scroll: 3 });
    expect(takeRaceNowArrival(history)).toBe(true);
    expect(history.state).toEqual({ raceNow: false, scroll: 3 });
    expect(takeRaceNowArrival(history)).toBe(false);
  });

  it('is false for any other arrival', () => {
    expect(takeRaceNowArrival(fakeHistory(null))).toBe(false);
    expect(takeRaceNowArrival(fakeHistory({ raceNow: 'yes' }))).toBe(false);
    expect(takeRaceNowArrival(undefined)).toBe(false);
  });
});
