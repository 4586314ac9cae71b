import { describe, expect, it } from 'vitest';

import { raceStandings } from '../../../../src/domain/race/standings';
import type { RacerView } from '../../../../src/domain/realtime/protocol';

const racer = (id: string, isBot = true): RacerView => ({
  id,
  userID: null,
  name: `Racer ${id}`,
  title: '',
  carID: 1,
  carHueAngle: 0,
  isBot,
  isGuest: false,
  wpmHint: 40,
});

describe('raceStandings', () => {
  it('lists finishers by place, then those still racing in room order, marking the player', () => {
    const standings = raceStandings(
      [racer('a'), racer('me', false), racer('b'), racer('c')],
      'me',
      {
        b: { place: 1, speed: 71.2, timeMs: 30_100 },
        me: { place: 2, speed: 55, timeMs: 38_000 },
      },
    );
    expect(standings.map((s) => s.id)).toEqual(['b', 'me', 'a', 'c']);
    expect(standings[1]).toMatchObject({ isYou: true, isBot: false, finish: { place: 2 } });
    expect(standings[2]!.finish).toBeNull();
  });

  it('keeps a finish of a racer who has left out of the list', () => {
    expect(
      raceStandings([racer('a')], 'a', { gone: { place: 1, speed: 1, timeMs: 1 } }),
    ).toHaveLength(1);
  });
});
