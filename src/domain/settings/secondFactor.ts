// Two-factor login codes (issue 15): which kind of code a player typed, and the normal form a
// backup code is stored and compared in. Pure rules; the server does the crypto.
import { BACKUP_CODE_PATTERN, TOTP_DIGITS } from '../contracts/settings';

export type SecondFactorInput =
  { kind: 'totp'; code: string } | { kind: 'backup'; code: string } | { kind: 'invalid' };

/** Spaces and dashes a player may type between groups carry no meaning. */
const squeeze = (code: string) => code.replace(/[\s-]/g, '');

export function secondFactorInput(raw: string): SecondFactorInput {
  const code = squeeze(raw.trim());
  if (new RegExp(`^\\d{${TOTP_DIGITS}}$`).test(code)) return { kind: 'totp', code };
  if (BACKUP_CODE_PATTERN.test(code)) return { kind: 'backup', code: code.toLowerCase() };
  return { kind: 'invalid' };
}

/** A backup code as shown to the player: two groups of five. */
export const formatBackupCode = (code: string) => `${code.slice(0, 5)}-${code.slice(5)}`;

/** The TOTP time step of a moment (RFC 6238, 30-second steps). */
export const TOTP_PERIOD_SECONDS = 30;
export const totpStep = (nowSeconds: number) => Math.floor(nowSeconds / TOTP_PERIOD_SECONDS);

/**
 * A code matched at `step` is accepted only if that step is within one of now (the ±1 window,
 * for clocks and typing time) and later than the last step used: the same code, or an older one,
 * cannot be replayed.
 */
export function totpStepAccepted(
  step: number,
  nowSeconds: number,
  lastUsedStep: number | null,
): boolean {
  const now = totpStep(nowSeconds);
  return Math.abs(step - now) <= 1 && (lastUsedStep === null || step > lastUsedStep);
}
