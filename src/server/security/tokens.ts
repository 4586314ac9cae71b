// Session tokens: HS256 JWTs with subject and userID claims (SPEC §4 accepts no other), and the
// user's tokenVersion so a password change ends every other session.
import { errors, jwtVerify, SignJWT } from 'jose';
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
}

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
