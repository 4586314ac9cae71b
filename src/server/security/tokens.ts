// Session tokens: HS256 JWTs with subject and userID claims (SPEC §4 accepts no other), and the
// user's tokenVersion so a password change ends every other session.
import { randomUUID } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';
import type { SiteId } from '../../domain/site';
import type { Clock } from '../clock';

export const TOKEN_ISSUER = 'nitro-race';

export interface TokenClaims {
  userID: number;
  tokenVersion: number;
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
  issue(userID: number, tokenVersion: number): Promise<string>;
  verify(token: string): Promise<TokenClaims>;
  /** A short-lived token naming a guest identity, for the realtime socket (SPEC §7 Realtime). */
  issueGuest(guestID: string): Promise<string>;
  verifyGuest(token: string): Promise<{ guestID: string }>;
  /** A one-minute token that carries a logged-in player to the other site (cross-site login). */
  issueHandoff(userID: number, app: SiteId): Promise<string>;
  verifyHandoff(token: string, app: SiteId): Promise<{ userID: number; jti: string; exp: number }>;
}

/** A cross-site handoff is used at once, by a navigation: a minute is plenty. */
export const HANDOFF_TTL_SECONDS = 60;

const GUEST_TOKEN_TTL = 24 * 3600;

export function createTokenService(secret: string, ttlSeconds: number, clock: Clock): TokenService {
  const key = new TextEncoder().encode(secret);
  return {
    async issue(userID, tokenVersion) {
      const iat = clock.nowSeconds();
      return new SignJWT({ userID, tv: tokenVersion })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(userID))
        .setIssuer(TOKEN_ISSUER)
        .setIssuedAt(iat)
        .setExpirationTime(iat + ttlSeconds)
        .sign(key);
    },
    async issueGuest(guestID) {
      const iat = clock.nowSeconds();
      return new SignJWT({ guestID })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(`guest:${guestID}`)
        .setIssuer(TOKEN_ISSUER)
        .setIssuedAt(iat)
        .setExpirationTime(iat + GUEST_TOKEN_TTL)
        .sign(key);
    },
    async verifyGuest(token) {
      try {
        const { payload } = await jwtVerify(token, key, {
          issuer: TOKEN_ISSUER,
          algorithms: ['HS256'],
          currentDate: new Date(clock.nowMs()),
        });
        if (typeof payload.guestID !== 'string' || payload.sub !== `guest:${payload.guestID}`) {
          throw new TokenError('invalid-jwt');
        }
        return { guestID: payload.guestID };
      } catch (err) {
        if (err instanceof TokenError) throw err;
        if (err instanceof errors.JWTExpired) throw new TokenError('expired-session');
        throw new TokenError('invalid-jwt');
      }
    },
    async issueHandoff(userID, app) {
      const iat = clock.nowSeconds();
      return new SignJWT({ userID, app, purpose: 'cross-site' })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(`handoff:${userID}`)
        .setIssuer(TOKEN_ISSUER)
        .setJti(randomUUID())
        .setIssuedAt(iat)
        .setExpirationTime(iat + HANDOFF_TTL_SECONDS)
        .sign(key);
    },
    async verifyHandoff(token, app) {
      try {
        const { payload } = await jwtVerify(token, key, {
          issuer: TOKEN_ISSUER,
          algorithms: ['HS256'],
          currentDate: new Date(clock.nowMs()),
        });
        const { userID, jti, exp } = payload;
        // Only a handoff minted for this site: a session token or a guest token is not one.
        if (
          payload.purpose !== 'cross-site' ||
          payload.app !== app ||
          typeof userID !== 'number' ||
          payload.sub !== `handoff:${userID}` ||
          typeof jti !== 'string' ||
          typeof exp !== 'number'
        ) {
          throw new TokenError('invalid-jwt');
        }
        return { userID, jti, exp };
      } catch (err) {
        if (err instanceof TokenError) throw err;
        if (err instanceof errors.JWTExpired) throw new TokenError('expired-session');
        throw new TokenError('invalid-jwt');
      }
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, {
          issuer: TOKEN_ISSUER,
          algorithms: ['HS256'],
          currentDate: new Date(clock.nowMs()),
        });
        const userID = payload.userID;
        if (
          typeof userID !== 'number' ||
          payload.sub !== String(userID) ||
          typeof payload.tv !== 'number'
        ) {
          throw new TokenError('invalid-jwt');
        }
        return { userID, tokenVersion: payload.tv, iat: payload.iat ?? 0, exp: payload.exp ?? 0 };
      } catch (err) {
        if (err instanceof TokenError) throw err;
        if (err instanceof errors.JWTExpired) throw new TokenError('expired-session');
        if (err instanceof errors.JWSInvalid || err instanceof errors.JWTInvalid)
          throw new TokenError('jwt-parse');
        throw new TokenError('invalid-jwt');
      }
    },
  };
}
