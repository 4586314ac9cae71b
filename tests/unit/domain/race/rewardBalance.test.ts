// Rewards balanced across the two sites and the math site's two input modes. One reward table
// (raceReward) pays every race; what differs is the speed it is paid for (paidSpeed):
//
// - Typing site: its WPM, as measured.
// - Math site, answers typed: a steady typed-answer racer makes about 15 problems a minute, and the
//   typing site's steady racer about 60 WPM; each problem is paid as 4 WPM so the two earn alike.
// - Math site, answers tapped: tapping one of four big buttons is much faster than typing the
//   answer (a phone reached 118.9 problems a minute and was paid $3,905 a race, where a typist
//   earned $983). The server cannot know how an answer was entered, so the pay stops growing at
//   20 problems a minute (≙ 80 WPM, a quick typed-answer racer): past it, a tapped race and a typed
//   one pay the same, and neither out-earns a quick typist.
import { describe, expect, it } from 'vitest';

import { problemsPerMinute } from '../../../../src/domain/math/mathStats';
import { problemSequence } from '../../../../src/domain/math/problemSequence';
import {
  MATH_PAID_SPEED,
  paidSpeed,
  raceReward,
  type RewardInput,
} from '../../../../src/domain/race/rewards';
import { honestMathRace } from '../math/honestMathPlayer';

/** A race's cash on `site` at `speed` (WPM or problems a minute), all else equal. */
function cash(site: 'typing' | 'math', speed: number, race: Partial<RewardInput> = {}): number {
  return raceReward({
    place: 2,
    racers: 5,
    accuracy: 96,
    typedChars: 240,
    gold: false,
    scoringMode: 'competitive',
    ...race,
    wpm: paidSpeed(site, speed),
  }).money;
}

const TYPICAL_TYPIST_WPM = 60;
const TYPICAL_TYPED_ANSWERS_PPM = 15;
/** The tapped race in the report. */
const TAPPED_PPM = 118.9;

describe('rewards balanced across sites and input modes', () => {
  it('pays a typical typed-answer math race what a typical typing race pays', () => {
    expect(cash('math', TYPICAL_TYPED_ANSWERS_PPM)).toBe(cash('typing', TYPICAL_TYPIST_WPM));
  });

  it('pays the simulated typed-answer racers about what a typical typist earns (median ±15 %)', () => {
    // The honest racer of the math tests reads each problem for 0.8-8 s and sometimes slips.
    const paid = Array.from({ length: 101 }, (_, seed) => {
      const problems = problemSequence(seed + 1, ['addition_1', 'multiplication_1'], 20);
      const race = honestMathRace(problems, seed + 1, { wrongRate: 0.1 });
      return cash('math', problemsPerMinute(problems.length, race.finishedAt!));
    }).sort((a, b) => a - b);
    const median = paid[50]!;
    const typist = cash('typing', TYPICAL_TYPIST_WPM);
    expect(median / typist).toBeGreaterThan(0.85);
    expect(median / typist).toBeLessThan(1.15);
  });

  it('pays a tapped race no more than a typed one once both are quick', () => {
    for (const race of [{ place: 1, accuracy: 100 }, { place: 4, accuracy: 90 }, {}]) {
      expect(cash('math', TAPPED_PPM, race)).toBe(cash('math', MATH_PAID_SPEED.topPpm, race));
      expect(cash('math', 45, race)).toBe(cash('math', MATH_PAID_SPEED.topPpm, race));
    }
  });

  it("keeps the reported tapped race within a third of a typical typist's, and under a quick typist's", () => {
    for (const race of [{ place: 1, accuracy: 100 }, { place: 2, accuracy: 96 }, { place: 5 }]) {
      const tapped = cash('math', TAPPED_PPM, race);
      expect(tapped / cash('typing', TYPICAL_TYPIST_WPM, race)).toBeLessThan(4 / 3);
      expect(tapped).toBeLessThanOrEqual(cash('typing', 80, race));
    }
    // It was $3,905 against $983 before: the factor-4 speed was paid without a ceiling.
    expect(cash('math', TAPPED_PPM, { place: 1, accuracy: 100 })).toBeLessThan(2000);
  });

  it('never pays less for going faster, on either site', () => {
    for (const site of ['typing', 'math'] as const) {
      let previous = 0;
      for (let speed = 1; speed <= 150; speed += 1) {
        const paid = cash(site, speed);
        expect(paid).toBeGreaterThanOrEqual(previous);
        previous = paid;
      }
    }
  });
});
