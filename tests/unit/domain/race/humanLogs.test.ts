// The verifier over race logs recorded from the real race page in Chromium, typed with human-like
// random delays (tests/fixtures/humanLogs/recordHumanLogs.ts): not one may be flagged, with the
// progress updates the page really sent as the live progress.
import { describe, expect, it } from 'vitest';

import type { InputLog } from '../../../../src/domain/race/inputLog';
import type { ProgressObservation } from '../../../../src/domain/race/liveProgress';
import { timingFault } from '../../../../src/domain/race/timingChecks';
import { verifyRace } from '../../../../src/domain/race/verify';
import recorded from '../../../fixtures/humanLogs/humanRaceLogs.json';

interface RecordedRace {
  targetWpm: number;
  passage: string;
  log: InputLog;
  updates: ProgressObservation[];
  finishAtMs: number;
  serverWpm: number;
}

const races = (recorded as { races: RecordedRace[] }).races;

describe('recorded human-like races', () => {
  it('holds a handful of races, each paid by the server when it was recorded', () => {
    expect(races.length).toBeGreaterThanOrEqual(6);
    for (const race of races) expect(race.serverWpm).toBeGreaterThan(0);
  });

  it.each(races.map((race, i) => [i, race] as const))(
    'race %i passes every check, live progress and timing included',
    (_, race) => {
      expect(timingFault(race.log)).toBeNull();
      const verdict = verifyRace({
        passage: race.passage,
        log: race.log,
        serverElapsedMs: race.finishAtMs,
        liveProgress: race.updates,
        nitrosAllowed: 0,
      });
      if (!verdict.ok) throw new Error(verdict.message);
      // The same judgement the server made when the race was recorded.
      expect(verdict.figures.wpm).toBeCloseTo(race.serverWpm, 0);
    },
  );
});
