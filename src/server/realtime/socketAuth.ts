// Who is on the other end of a new socket (SPEC §4, §7 Realtime): the `token` query parameter is a
// user's session JWT or a guest socket token. A browser with no cookies at all cannot keep a guest
// identity, so it is told so ('cookies-required') rather than 'invalid-session'.
import type { FastifyRequest } from 'fastify';

import type { ErrorType } from '../../domain/realtime/protocol';
import { realtimeServerIndex } from '../../domain/realtime/serverChoice';
import type { AuthService } from '../auth/authService';
import { AppError } from '../http/errors';
import type { TokenService } from '../security/tokens';
import { MESSAGES } from './frames';
import type { SocketSession } from './players';

export const CLOSE_CODES = {
  /** Not authenticated (also cookies-required). */
  session: 4001,
  /** Belongs on another realtime server. */
  wrongServer: 4002,
  /** Did not answer pings. */
  pingTimeout: 4000,
  /** Kept flooding past the rate limit. */
  abuse: 4008,
} as const;

export type SocketAuth =
  | { ok: true; session: SocketSession; refreshedToken: string | null }
  | { ok: false; type: ErrorType; message: string; code: number };

export interface SocketAuthDeps {
  auth: AuthService;
  tokens: TokenService;
  /** REALTIME_SERVERS and this process's REALTIME_SERVER index. */
  servers: number;
  serverIndex: number;
}

/** What authentication reads from the upgrade request: nothing else of it is kept. */
export interface SocketCredentials {
  token: string | null;
  /** Whether the browser sent any cookie (a guest needs cookies). */
  cookies: boolean;
}

export function socketCredentials(request: FastifyRequest): SocketCredentials {
  const query = request.query as Record<string, unknown> | undefined;
  const token = query?.token;
  return {
    token: typeof token === 'string' && token.length > 0 ? token : null,
    cookies: Boolean(request.headers.cookie),
  };
}

const refuse = (type: ErrorType, message: string, code: number): SocketAuth => ({
  ok: false,
  type,
  message,
  code,
});

export async function authenticateSocket(
  { token, cookies }: SocketCredentials,
  deps: SocketAuthDeps,
): Promise<SocketAuth> {
  if (!token) {
    return cookies
      ? refuse('invalid-session', MESSAGES.noToken, CLOSE_CODES.session)
      : refuse('cookies-required', MESSAGES.cookiesRequired, CLOSE_CODES.session);
  }
  try {
    const { guestID } = await deps.tokens.verifyGuest(token);
    return { ok: true, session: { kind: 'guest', guestID }, refreshedToken: null };
  } catch {
    // Not a guest token: it must be a user's session.
  }
  try {
    const auth = await deps.auth.authenticate(token, undefined);
    const { userID } = auth.user;
    const belongsOn = realtimeServerIndex(userID, deps.servers);
    if (deps.servers > 1 && belongsOn !== deps.serverIndex) {
      return refuse(
        'wrong-server',
        `This player belongs on realtime server ${belongsOn}.`,
        CLOSE_CODES.wrongServer,
      );
    }
    const refreshedToken = await deps.auth.refreshIfOld(auth);
    const { sid, tokenVersion } = auth.claims;
    return {
      ok: true,
      session: { kind: 'user', userID, login: { userID, sid, tokenVersion } },
      refreshedToken,
    };
  } catch (err) {
    if (err instanceof AppError) return refuse('invalid-session', err.message, CLOSE_CODES.session);
    throw err;
  }
}
