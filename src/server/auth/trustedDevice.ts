// "Trust this device" at a two-factor login (issue 15): a signed, httpOnly cookie naming the
// player, the token version it was given under and its expiry, 30 days. A login from that
// browser then needs the password alone. A password change moves the token version on, which
// ends every trusted device with every session; switching two-factor off and on again does not.
// One cookie per browser: the last player who trusted it.
import type { FastifyReply, FastifyRequest } from 'fastify';

import type { UserRow } from '../users/userRepo';

export const TRUSTED_DEVICE_COOKIE = 'trusted_device';
export const TRUSTED_DEVICE_DAYS = 30;
const PATH = '/api/v2/auth';

/** Whether this browser's cookie trusts `user` at `nowSeconds`. */
export function deviceTrusted(request: FastifyRequest, user: UserRow, nowSeconds: number): boolean {
  const raw = request.cookies[TRUSTED_DEVICE_COOKIE];
  if (!raw) return false;
  const unsigned = request.unsignCookie(raw);
  if (!unsigned.valid || !unsigned.value) return false;
  const [userID, tokenVersion, expires] = unsigned.value.split('.').map(Number);
  return userID === user.userID && tokenVersion === user.tokenVersion && expires! > nowSeconds;
}

export function trustDevice(reply: FastifyReply, user: UserRow, nowSeconds: number): void {
  const maxAge = TRUSTED_DEVICE_DAYS * 24 * 3600;
  reply.setCookie(
    TRUSTED_DEVICE_COOKIE,
    `${user.userID}.${user.tokenVersion}.${nowSeconds + maxAge}`,
    { path: PATH, httpOnly: true, sameSite: 'strict', signed: true, maxAge },
  );
}
