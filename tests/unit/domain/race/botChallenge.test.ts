// Bots are drawn around the room's level so that a race is a contest: a typist at the room's median
// speed, racing four bots, wins about one race in five (as they would against four typists like
// themselves). A player's speed varies from race to race; HUMAN_RACE_SPREAD is that variation.
import { describe, expect, it } from 'vitest';

import { BOT_SPREAD, botFinishMs, botProfile, planBot } from '../../../../src/domain/race/bots';
import { gaussian, hashSeed, seededRng } from '../../../../src/domain/random';

const PASSAGE =
  'The pit crew waved the flag as the cars rolled onto the grid, engines humming, drivers ' +
  'gripping their wheels and waiting for the lights to turn green before the long first straight.';
/** How much a typist's speed varies between races (about 8 %), the same as a bot draw's spread. */
const HUMAN_RACE_SPREAD = BOT_SPREAD;

/** Races of a median typist against four bots; the share the typist wins. */
function winShare(roomWpm: number, races: number, seed: string): number {
  let wins = 0;
  for (let race = 0; race < races; race += 1) {
    const rng = seededRng(hashSeed(`${seed}-${race}`));
    const playerWpm = gaussian(rng, roomWpm, roomWpm * HUMAN_RACE_SPREAD);
    const playerMs = (PASSAGE.length / (playerWpm * 5)) * 60_000;
    let beaten = true;
    for (let bot = 0; bot < 4; bot += 1) {
      const profile = botProfile(rng, roomWpm, [1]);
      const finish = botFinishMs(planBot(rng, PASSAGE, profile.wpm, 0));
      if (finish <= playerMs) beaten = false;
    }
    if (beaten) wins += 1;
  }
  return wins / races;
}

describe('bots around the room level', () => {
  it.each([30, 50, 75, 110])(
    'a median typist at %i WPM wins about one race in five over 100 races',
    (wpm) => {
      const share = winShare(wpm, 100, `room-${wpm}`);
      expect(share).toBeGreaterThanOrEqual(0.1);
      expect(share).toBeLessThanOrEqual(0.32);
    },
  );

  it('a bot drawn at a speed finishes the passage at about that speed (typos and pauses included)', () => {
    const rng = seededRng(7);
    for (const wpm of [25, 60, 120]) {
      const runs = Array.from({ length: 40 }, () => botFinishMs(planBot(rng, PASSAGE, wpm, 0)));
      const meanMs = runs.reduce((a, b) => a + b, 0) / runs.length;
      const effective = PASSAGE.length / 5 / (meanMs / 60_000);
      expect(effective / wpm).toBeGreaterThan(0.95);
      expect(effective / wpm).toBeLessThan(1.05);
    }
  });
});
