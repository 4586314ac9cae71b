// A simulated honest typist for tests: human-like gaps around a target speed, typos that are
// corrected after a pause. Produces the log a real client would send.
import type { InputLog } from '../../../../src/domain/race/inputLog';
import { gaussian, seededRng } from '../../../../src/domain/random';

export function honestLog(
  passage: string,
  targetWpm: number,
  seed: number,
  typoRate = 0.03,
): InputLog {
  const rng = seededRng(seed);
  const meanGap = 60_000 / (targetWpm * 5);
  const log: InputLog = [];
  let t = 300 + rng() * 400;
  for (let i = 0; i < passage.length; i += 1) {
    // Human gaps: log-normal-ish spread, occasional rollover (two keys close together).
    let gap = Math.max(meanGap * 0.3, gaussian(rng, meanGap, meanGap * 0.35));
    if (passage[i - 1] === ' ') gap *= 1.2;
    if (rng() < typoRate) {
      t += gap;
      log.push({ type: 'key', ms: Math.round(t * 10) / 10, data: passage[i] === 'x' ? 'z' : 'x' });
      gap = 200 + rng() * 300;
    }
    t += gap;
    log.push({ type: 'key', ms: Math.round(t * 10) / 10, data: passage[i]! });
  }
  return log;
}
