// Session tokens: HS256 JWTs with subject and userID claims (SPEC §4 accepts no other), the user's
// tokenVersion so a password change ends every other session, and a session id (`sid`) that a
// refreshed token keeps, so logging out can revoke exactly one login (see revokedSessions).
//
// Every kind of token we sign (session, guest socket, cross-site handoff) must carry iss, sub,
// iat and exp; its lifetime (exp - iat) may not exceed what we issue for that kind, and iat may
// not lie in the future beyond a small skew between processes. A token without these was not
// minted by this server as it is now, whatever key signed it.
import { randomUUID } from 'node:crypto';

import { errors, jwtVerify, SignJWT, type JWTPayload } from 'jose';

import type { Clock } from '../../domain/clock';
import type { SiteId } from '../../domain/site';

export const TOKEN_ISSUER = 'nitro-race';

/** Processes on one database may disagree about the time by this much. */
export const TOKEN_CLOCK_SKEW_SECONDS = 30;

export interface TokenClaims {
  userID: number;
  tokenVersion: number;
  /** The login this token belongs to; refreshed tokens keep it. */
  sid: string;
  iat: number;
  exp: number;
}

/** SPEC §4 forced-logout reasons the server can name. */
export type TokenFailure = 'invalid-jwt' | 'expired-session' | 'jwt-parse';

export class TokenError extends Error {
  constructor(readonly reason: TokenFailure) {
    super(reason);
  }
}

export interface TokenService {
  /** A session token; `sid` continues an existing login (refresh), else a new one starts. */
  issue(userID: number, tokenVersion: number, sid?: string): Promise<string>;
  verify(token: string): Promise<TokenClaims>;
  /** A short-lived token naming a guest identity, for the realtime socket (SPEC §7 Realtime). */
  issueGuest(guestID: string): Promise<string>;
  verifyGuest(token: string): Promise<{ guestID: string }>;
  /**
   * A one-minute token that carries a logged-in player to the other site (cross-site login). It
   * names the login it was minted from (sid, tokenVersion): the session it starts continues that
   * login, so one logout ends both, and a revoked login cannot be carried anywhere.
   */
  issueHandoff(userID: number, app: SiteId, login: HandoffLogin): Promise<string>;
  verifyHandoff(token: string, app: SiteId): Promise<HandoffClaims>;
}

/** The login a handoff was minted from. */
export interface HandoffLogin {
  sid: string;
  tokenVersion: number;
}

export interface HandoffClaims extends HandoffLogin {
  userID: number;
  jti: string;
  exp: number;
}

/** A cross-site handoff is used at once, by a navigation: a minute is plenty. */
export const HANDOFF_TTL_SECONDS = 60;

export const GUEST_TOKEN_TTL_SECONDS = 24 * 3600;

type Timed = JWTPayload & { sub: string; iat: number; exp: number };

/** The claims every token must carry, with a bounded lifetime that has already begun. */
function hasSoundTimes(payload: JWTPayload, maxLifetime: number, now: number): payload is Timed {
  const { sub, iat, exp } = payload;
  return (
    payload.iss === TOKEN_ISSUER &&
    typeof sub === 'string' &&
    sub !== '' &&
    Number.isInteger(iat) &&
    Number.isInteger(exp) &&
    (exp as number) > (iat as number) &&
    (exp as number) - (iat as number) <= maxLifetime &&
    (iat as number) <= now + TOKEN_CLOCK_SKEW_SECONDS
  );
}

export function createTokenService(secret: string, ttlSeconds: number, clock: Clock): TokenService {
  const key = new TextEncoder().encode(secret);

  const sign = (claims: Record<string, unknown>, sub: string, lifetime: number, jti?: string) => {
    const iat = clock.nowSeconds();
    const jwt = new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(sub)
      .setIssuer(TOKEN_ISSUER)
      .setIssuedAt(iat)
      .setExpirationTime(iat + lifetime);
    return (jti ? jwt.setJti(jti) : jwt).sign(key);
  };

  /** Signature, issuer, expiry, then the claim rules above; failures named per SPEC §4. */
  async function open(token: string, maxLifetime: number): Promise<Timed> {
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(token, key, {
        issuer: TOKEN_ISSUER,
        algorithms: ['HS256'],
        requiredClaims: ['iss', 'sub', 'iat', 'exp'],
        currentDate: new Date(clock.now()),
      }));
    } catch (err) {
      if (err instanceof errors.JWTExpired) throw new TokenError('expired-session');
      if (err instanceof errors.JWSInvalid || err instanceof errors.JWTInvalid)
        throw new TokenError('jwt-parse');
      throw new TokenError('invalid-jwt');
    }
    if (!hasSoundTimes(payload, maxLifetime, clock.nowSeconds())) {
      throw new TokenError('invalid-jwt');
    }
    return payload;
  }

  return {
    issue: (userID, tokenVersion, sid = randomUUID()) =>
      sign({ userID, tv: tokenVersion, sid }, String(userID), ttlSeconds),

    issueGuest: (guestID) => sign({ guestID }, `guest:${guestID}`, GUEST_TOKEN_TTL_SECONDS),

    async verifyGuest(token) {
      const payload = await open(token, GUEST_TOKEN_TTL_SECONDS);
      if (typeof payload.guestID !== 'string' || payload.sub !== `guest:${payload.guestID}`) {
        throw new TokenError('invalid-jwt');
      }
      return { guestID: payload.guestID };
    },

    issueHandoff: (userID, app, login) =>
      sign(
        { userID, app, purpose: 'cross-site', sid: login.sid, tv: login.tokenVersion },
        `handoff:${userID}`,
        HANDOFF_TTL_SECONDS,
        randomUUID(),
      ),

    async verifyHandoff(token, app) {
      const payload = await open(token, HANDOFF_TTL_SECONDS);
      const { userID, jti, exp, sid, tv } = payload;
      // Only a handoff minted for this site: a session token or a guest token is not one.
      if (
        payload.purpose !== 'cross-site' ||
        payload.app !== app ||
        typeof userID !== 'number' ||
        payload.sub !== `handoff:${userID}` ||
        typeof jti !== 'string' ||
        jti === '' ||
        typeof sid !== 'string' ||
        sid === '' ||
        sid.length > 64 ||
        typeof tv !== 'number'
      ) {
        throw new TokenError('invalid-jwt');
      }
      return { userID, jti, exp, sid, tokenVersion: tv };
    },

    async verify(token) {
      const payload = await open(token, ttlSeconds);
      const { userID, tv, sid } = payload;
      if (
        typeof userID !== 'number' ||
        payload.sub !== String(userID) ||
        typeof tv !== 'number' ||
        typeof sid !== 'string' ||
        sid === '' ||
        sid.length > 64
      ) {
        throw new TokenError('invalid-jwt');
      }
      return { userID, tokenVersion: tv, sid, iat: payload.iat, exp: payload.exp };
    },
  };
}
