// Single sign-on (issue 15, SPEC §2, §7 Auth): `start` sends the browser to a provider with a
// state, nonce and PKCE verifier kept here; `complete` takes the provider's answer back, uses the
// state up (once, and only from the browser that started it), lets openid-client check the code
// and ID token, then finds the player by the provider's `sub` or makes a new account for it.
// Accounts are never matched by e-mail: an identity is linked only to the account it created.
import { randomInt } from 'node:crypto';

import { and, eq, gt, lt } from 'drizzle-orm';
import type { Logger } from 'pino';

import type { Clock } from '../../../domain/clock';
import {
  isSsoSubject,
  ssoEmail,
  ssoUsername,
  type SsoClaims,
} from '../../../domain/sso/ssoAccount';
import type { SsoProviderView } from '../../../domain/sso/ssoProviders';
import { emptyGarage, STARTER_CAR_ID } from '../../../domain/user';
import type { Db } from '../../db/client';
import { ssoIdentities, ssoLogins } from '../../db/schema';
import { AppError } from '../../http/errors';
import { recordLedger } from '../../payments/ledger';
import { addressKey } from '../../security/loginRate';
import { createWindowRate } from '../../security/windowRate';
import { findUserById, insertUser, updateUser, type UserRow } from '../../users/userRepo';
import type { SsoProviderClient } from './ssoClients';

/** How long a sign-in may stay at the provider before its state is refused. */
export const SSO_LOGIN_TTL_SECONDS = 10 * 60;

/**
 * Set on a browser by logout, taken by its next single sign-on start: after a logout the provider
 * is asked to authenticate again (prompt=login), so on a shared computer (a classroom's) the next
 * person is not signed straight back in as the last one by the provider's own session. Kept for a
 * week on the auth path only; one start uses it up.
 */
export const SSO_FRESH_LOGIN_COOKIE = 'sso_fresh';
export const SSO_FRESH_LOGIN_MAX_AGE_SECONDS = 7 * 24 * 60 * 60;
/** The path of the SSO cookies: the redirect and the login routes, nothing else. */
export const SSO_COOKIE_PATH = '/api/v2/auth';
/** Names tried with a random number after the claims' own name is taken. */
const NAME_TRIES = 8;

/** Where a failed sign-in sends the player (SPEC §8), with the login page's message for it. */
export const SSO_FAILURE = {
  unavailable: '/login#sso-unavailable',
  expired: '/login#sso-expired',
  cancelled: '/login#sso-cancelled',
  failed: '/login#sso-failed',
  busy: '/login#sso-busy',
  twoFactor: '/login#sso-two-factor',
} as const;

/**
 * Sign-ins one address may start per minute: each start stores a pending login (sso_logins, kept
 * SSO_LOGIN_TTL_SECONDS), so a script must not be able to fill the table. IPv6 counts per /64.
 */
export const SSO_STARTS_PER_MINUTE = 10;

const ssoError = (
  status: number,
  code: string,
  message: string,
  redirect: (typeof SSO_FAILURE)[keyof typeof SSO_FAILURE],
) => new AppError(status, code, message, undefined, redirect);

export const ssoUnavailable = () =>
  ssoError(
    404,
    'SSO_UNAVAILABLE',
    'That sign-in provider is not available right now.',
    SSO_FAILURE.unavailable,
  );

export interface SsoServiceDeps {
  db: Db;
  clock: Clock;
  log: Logger;
  providers: readonly SsoProviderClient[];
  newPlayerMoney: number;
}

/** What the provider's return brings: its query, and the state cookie of the browser. */
export interface SsoReturn {
  query: Record<string, string | undefined>;
  browserState: string | null;
  siteId: string;
  redirectUri: string;
}

export function createSsoService(deps: SsoServiceDeps) {
  const { db, clock } = deps;
  const byId = new Map(deps.providers.map((client) => [client.provider.id, client]));
  const starts = createWindowRate<string>({
    clock,
    limit: SSO_STARTS_PER_MINUTE,
    windowMs: 60_000,
  });

  const clientFor = (id: string) => {
    const client = byId.get(id);
    if (!client) throw ssoUnavailable();
    return client;
  };

  /** The player this identity belongs to, if it is linked already. */
  async function linkedUser(provider: string, subject: string): Promise<UserRow | undefined> {
    const [link] = await db
      .select({ userID: ssoIdentities.userID })
      .from(ssoIdentities)
      .where(and(eq(ssoIdentities.provider, provider), eq(ssoIdentities.subject, subject)));
    return link ? findUserById(db, link.userID) : undefined;
  }

  /**
   * A new account and its link in one transaction. Two returns of one new identity at once: the
   * second link insert finds the first, rolls its account back, and the caller logs into the first.
   */
  async function createLinkedAccount(provider: string, claims: SsoClaims): Promise<UserRow | null> {
    const now = clock.nowSeconds();
    const { email, validEmail } = ssoEmail(claims);
    const garage = emptyGarage();
    garage[0] = String(STARTER_CAR_ID);
    try {
      return await db.transaction(async (tx) => {
        let row: UserRow | undefined;
        for (let attempt = 0; !row && attempt <= NAME_TRIES; attempt++) {
          const suffix = attempt === 0 ? null : randomInt(10, 10 ** Math.min(2 + attempt, 6));
          row = await insertUser(tx, {
            username: ssoUsername(claims, suffix),
            displayName: '',
            email,
            validEmail,
            // No password: an SSO account logs in through its provider until it sets one
            // (/profile, Single Sign-On). An empty hash never verifies (security/passwords.ts).
            passwordHash: '',
            garage,
            cars: [[STARTER_CAR_ID, 'owned', 0, now]],
            carID: STARTER_CAR_ID,
            money: deps.newPlayerMoney,
            createdStamp: now,
            lastLogin: now,
            logins: 1,
          });
        }
        if (!row) throw new AppError(409, 'USERNAME_TAKEN', 'No free username was found.');
        const [linked] = await tx
          .insert(ssoIdentities)
          .values({ provider, subject: claims.sub, userID: row.userID, createdStamp: now })
          .onConflictDoNothing()
          .returning({ userID: ssoIdentities.userID });
        if (!linked) throw new LinkedMeanwhile();
        // The starting cash is the balance's first ledger row, as for a registration.
        if (deps.newPlayerMoney !== 0) {
          const opening = { userID: row.userID, kind: 'opening-balance' as const };
          await recordLedger(tx, { ...opening, moneyDelta: deps.newPlayerMoney }, now);
        }
        return row;
      });
    } catch (error) {
      if (error instanceof LinkedMeanwhile) return null;
      throw error;
    }
  }

  return {
    /** Configured providers, for the login page's buttons. */
    providers(): SsoProviderView[] {
      return deps.providers.map(({ provider }) => ({ id: provider.id, name: provider.name }));
    },

    providerName: (id: string) => byId.get(id)?.provider.name ?? id,

    /** The provider's URL to send the browser to, and the state the browser keeps in a cookie. */
    async start(
      providerId: string,
      siteId: string,
      redirectUri: string,
      loginHint: string | undefined,
      /** The browser's address, for SSO_STARTS_PER_MINUTE. */
      address: string,
      /** This browser logged out since its last sign-in: the provider must ask who it is. */
      freshLogin = false,
    ): Promise<{ url: string; state: string }> {
      const client = clientFor(providerId);
      // An IPv6 /64 is one network (one connection holds all of it): counted as one address.
      if (!starts.allow(addressKey(address)))
        throw ssoError(
          429,
          'SSO_BUSY',
          'Too many sign-ins started. Please wait a minute.',
          SSO_FAILURE.busy,
        );
      let auth;
      try {
        auth = await client.authorizationUrl(redirectUri, loginHint, freshLogin);
      } catch (error) {
        deps.log.warn({ err: error, provider: providerId }, 'SSO provider discovery failed');
        throw ssoUnavailable();
      }
      const now = clock.nowSeconds();
      await db.delete(ssoLogins).where(lt(ssoLogins.expiresStamp, now));
      await db.insert(ssoLogins).values({
        state: auth.state,
        provider: providerId,
        site: siteId,
        nonce: auth.nonce,
        codeVerifier: auth.codeVerifier,
        expiresStamp: now + SSO_LOGIN_TTL_SECONDS,
      });
      return { url: auth.url, state: auth.state };
    },

    /** The player the provider vouched for, found or made; every failure names where to go. */
    async complete(providerId: string, back: SsoReturn): Promise<UserRow> {
      const client = clientFor(providerId);
      const { query } = back;
      const state = query.state;
      // The state must be this browser's (the cookie set at start), so a return link made by
      // someone else's sign-in cannot log this browser into their account.
      if (!state || !back.browserState || state !== back.browserState) {
        throw ssoError(400, 'SSO_STATE', 'This sign-in was not started here.', SSO_FAILURE.expired);
      }
      const now = clock.nowSeconds();
      const [pending] = await db
        .delete(ssoLogins)
        .where(
          and(
            eq(ssoLogins.state, state),
            eq(ssoLogins.provider, providerId),
            eq(ssoLogins.site, back.siteId),
            gt(ssoLogins.expiresStamp, now),
          ),
        )
        .returning();
      if (!pending) {
        throw ssoError(
          400,
          'SSO_STATE',
          'This sign-in has expired or was already used. Please try again.',
          SSO_FAILURE.expired,
        );
      }
      if (query.error) {
        const cancelled = query.error === 'access_denied';
        throw ssoError(
          401,
          cancelled ? 'SSO_CANCELLED' : 'SSO_FAILED',
          cancelled ? 'Sign-in was cancelled.' : 'The provider could not sign you in.',
          cancelled ? SSO_FAILURE.cancelled : SSO_FAILURE.failed,
        );
      }
      const callbackUrl = new URL(back.redirectUri);
      for (const [name, value] of Object.entries(query)) {
        if (value !== undefined) callbackUrl.searchParams.set(name, value);
      }
      let claims: SsoClaims;
      try {
        claims = await client.exchange(callbackUrl, {
          state: pending.state,
          nonce: pending.nonce,
          codeVerifier: pending.codeVerifier,
        });
      } catch (error) {
        deps.log.warn({ err: error, provider: providerId }, 'SSO code exchange refused');
        throw ssoError(
          401,
          'SSO_FAILED',
          'The provider could not sign you in. Please try again.',
          SSO_FAILURE.failed,
        );
      }
      if (!isSsoSubject(claims.sub)) {
        deps.log.warn({ provider: providerId }, 'SSO subject refused: not 1-255 ASCII characters');
        throw ssoError(
          401,
          'SSO_FAILED',
          'The provider could not sign you in.',
          SSO_FAILURE.failed,
        );
      }
      const linked = await linkedUser(providerId, claims.sub);
      if (linked) {
        refuseTwoFactor(linked);
        return (
          (await updateUser(db, linked.userID, { lastLogin: now, logins: linked.logins + 1 })) ??
          linked
        );
      }
      const created =
        (await createLinkedAccount(providerId, claims)) ??
        (await linkedUser(providerId, claims.sub));
      if (!created) throw ssoError(409, 'SSO_FAILED', 'Please try again.', SSO_FAILURE.failed);
      refuseTwoFactor(created);
      return created;
    },

    /** The providers linked to a player, for the settings tab. */
    async linksOf(
      userID: number,
    ): Promise<{ provider: string; name: string; linkedStamp: number }[]> {
      const rows = await db
        .select()
        .from(ssoIdentities)
        .where(eq(ssoIdentities.userID, userID))
        .orderBy(ssoIdentities.createdStamp);
      return rows.map((row) => ({
        provider: row.provider,
        name: byId.get(row.provider)?.provider.name ?? row.provider,
        linkedStamp: row.createdStamp,
      }));
    },
  };
}

/**
 * The provider's word is one factor: an account that turned two-factor on (it has a password
 * then, from a reset link) logs in with its password and code, where the code is asked.
 */
function refuseTwoFactor(user: UserRow): void {
  if (!user.use2FA) return;
  throw ssoError(
    403,
    'SSO_TWO_FACTOR',
    'This account uses two-factor login: log in with your username, password and code.',
    SSO_FAILURE.twoFactor,
  );
}

class LinkedMeanwhile extends Error {}

export type SsoService = ReturnType<typeof createSsoService>;
