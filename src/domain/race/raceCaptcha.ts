// SPEC §4 Captcha 'pending' (many races in a row): every `racesBeforeCaptcha`-th race of a
// session (races each within 30 minutes of the last) asks for the captcha once. Counting in
// multiples, not "at least N", matters: solving the captcha does not reset the session's race
// count, so "at least N" would ask again after every single race that follows.
import type { CaptchaStatus } from '../user';

export function captchaDueAfterRace(
  sessionRaces: number,
  racesBeforeCaptcha: number,
  status: CaptchaStatus,
): boolean {
  if (racesBeforeCaptcha <= 0 || sessionRaces <= 0) return false;
  return sessionRaces % racesBeforeCaptcha === 0 && (status === 'na' || status === 'passed');
}
