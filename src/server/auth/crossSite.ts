// Cross-site login (SPEC §2, §7): a player logged in on one site follows a link to the other and
// arrives logged in there. The link carries a one-minute handoff token minted for the target site;
// the target checks it, uses it up (a second use fails) and starts a session of its own.
import type { SiteId } from '../../domain/site';
import type { Db } from '../db/client';
import { usedHandoffs } from '../db/schema';
import type { TokenService } from '../security/tokens';
import { findUserById, type UserRow } from '../users/userRepo';

/**
 * Only a path on the same product is a landing place: one leading slash, no scheme, no host, no
 * backslash tricks ("//evil.example", "/\\evil.example"), no control characters.
 */
export function safeRedirect(redirect: string | undefined): string {
  const path = redirect ?? '/';
  const control = [...path].some((ch) => ch.charCodeAt(0) < 0x20 || ch === '\\');
  if (!path.startsWith('/') || path.startsWith('//') || control) return '/';
  return path.length <= 500 ? path : '/';
}

export function createCrossSite(deps: { db: Db; tokens: TokenService }) {
  const { db, tokens } = deps;
  return {
    /** A handoff link to `app` (its base URL given) for a logged-in player. */
    async link(userID: number, app: SiteId, baseUrl: string, redirect: string): Promise<string> {
      const token = await tokens.issueHandoff(userID, app);
      const query = new URLSearchParams({ redirect: safeRedirect(redirect), token });
      return `${baseUrl}/api/v2/auth/cross-site/${app}?${query.toString()}`;
    },

    /** The player a handoff token names, once; null for a bad, expired or used token. */
    async redeem(token: string, app: SiteId): Promise<UserRow | null> {
      let claims: { userID: number; jti: string; exp: number };
      try {
        claims = await tokens.verifyHandoff(token, app);
      } catch {
        return null;
      }
      const [used] = await db
        .insert(usedHandoffs)
        .values({ jti: claims.jti, expiresStamp: claims.exp })
        .onConflictDoNothing()
        .returning({ jti: usedHandoffs.jti });
      if (!used) return null;
      return (await findUserById(db, claims.userID)) ?? null;
    },
  };
}

export type CrossSite = ReturnType<typeof createCrossSite>;
