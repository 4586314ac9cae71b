// Cross-site login (SPEC §2, §7): a player logged in on one site follows a link to the other and
// arrives logged in there. The link carries a one-minute handoff token minted for the target site;
// the target checks it, uses it up (a second use fails) and continues the same login there: the
// new session keeps the minting login's sid, so logging out of either ends both, and a handoff
// from a login already logged out (or from before a password change) is refused.
import { eq } from 'drizzle-orm';

import type { SiteId } from '../../domain/site';
import type { Db } from '../db/client';
import { revokedSessions, usedHandoffs } from '../db/schema';
import type { HandoffClaims, HandoffLogin, TokenService } from '../security/tokens';
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
    async link(
      userID: number,
      login: HandoffLogin,
      app: SiteId,
      baseUrl: string,
      redirect: string,
    ): Promise<string> {
      const token = await tokens.issueHandoff(userID, app, login);
      const query = new URLSearchParams({ redirect: safeRedirect(redirect), token });
      return `${baseUrl}/api/v2/auth/cross-site/${app}?${query.toString()}`;
    },

    /**
     * The player a handoff token names and the login (sid) to continue, once; null for a bad,
     * expired or used token, or one whose login has since been logged out or password-changed.
     */
    async redeem(token: string, app: SiteId): Promise<{ user: UserRow; sid: string } | null> {
      let claims: HandoffClaims;
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
      const [revoked] = await db
        .select({ sid: revokedSessions.sid })
        .from(revokedSessions)
        .where(eq(revokedSessions.sid, claims.sid));
      if (revoked) return null;
      const user = await findUserById(db, claims.userID);
      if (!user || user.tokenVersion !== claims.tokenVersion) return null;
      return { user, sid: claims.sid };
    },
  };
}

export type CrossSite = ReturnType<typeof createCrossSite>;
