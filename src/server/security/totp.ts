// TOTP (RFC 6238, the authenticator apps' codes) through otpauth: a new secret, its otpauth URL
// for the QR code, and the time step a code belongs to within the ±1 step window. Whether that
// step may still be used (no replay) is the domain's rule (domain/settings/secondFactor.ts).
import { Secret, TOTP } from 'otpauth';

import { TOTP_PERIOD_SECONDS, totpStep } from '../../domain/settings/secondFactor';

const totpFor = (secretBase32: string, label = 'player', issuer = 'Nitro Race') =>
  new TOTP({
    issuer,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: TOTP_PERIOD_SECONDS,
    secret: Secret.fromBase32(secretBase32),
  });

/** A fresh 160-bit secret, base32 as authenticator apps take it typed in. */
export const newTotpSecret = (): string => new Secret({ size: 20 }).base32;

/** The otpauth:// URL an authenticator app reads from the QR code. */
export const otpauthUrl = (secretBase32: string, label: string, issuer: string): string =>
  totpFor(secretBase32, label, issuer).toString();

/** The code of the step of `nowSeconds` (tests, and nothing else, compute codes). */
export const totpCode = (secretBase32: string, nowSeconds: number): string =>
  totpFor(secretBase32).generate({ timestamp: nowSeconds * 1000 });

/** The time step `code` was made for, within one step of now; null when it matches none. */
export function matchingTotpStep(
  secretBase32: string,
  code: string,
  nowSeconds: number,
): number | null {
  const delta = totpFor(secretBase32).validate({
    token: code,
    timestamp: nowSeconds * 1000,
    window: 1,
  });
  return delta === null ? null : totpStep(nowSeconds) + delta;
}
