// Single sign-on tests: the server configured with two providers ("acme" and "beta", two clients
// of one real oidc-provider on a local port), and a scripted browser's steps: the redirect (with
// its state cookie), the login at the provider, and the return posted to /auth/login/{provider}.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';

import { startTestServer, type TestDatabase, type TestServer } from './harness';
import { signInAtProvider, startTestProvider, type TestProvider } from './ssoProvider';

export const SITE = 'http://typing.test';
const returnTo = (provider: string) => `${SITE}/login/sso/${provider}`;

export interface SsoRig {
  server: TestServer;
  provider: TestProvider;
  close(): Promise<void>;
}

export async function startSsoRig(database: TestDatabase): Promise<SsoRig> {
  const provider = await startTestProvider([
    { clientId: 'nitro-acme', clientSecret: 'acme-secret', redirectUris: [returnTo('acme')] },
    { clientId: 'nitro-beta', clientSecret: 'beta-secret', redirectUris: [returnTo('beta')] },
  ]);
  const server = await startTestServer(database, {
    TYPING_URL: SITE,
    // New accounts start with cash, so the ledger's opening row is checked too.
    NEW_PLAYER_MONEY: '2500',
    SSO_PROVIDERS: 'acme,beta',
    SSO_ACME_ISSUER: provider.issuer,
    SSO_ACME_CLIENT_ID: 'nitro-acme',
    SSO_ACME_CLIENT_SECRET: 'acme-secret',
    SSO_ACME_NAME: 'Acme ID',
    SSO_BETA_ISSUER: provider.issuer,
    SSO_BETA_CLIENT_ID: 'nitro-beta',
    SSO_BETA_CLIENT_SECRET: 'beta-secret',
  });
  return {
    server,
    provider,
    close: async () => {
      await server.close();
      await provider.close();
    },
  };
}

/**
 * A describe block's rig, started before its tests and closed after them: the rig, its app and
 * its database, read when a test runs.
 */
export function useSsoRig(database: TestDatabase) {
  let rig: SsoRig | undefined;
  beforeAll(async () => {
    rig = await startSsoRig(database);
  }, 180_000);
  afterAll(async () => rig?.close());
  const current = () => {
    if (!rig) throw new Error('the SSO rig has not started');
    return rig;
  };
  return {
    rig: current,
    app: () => current().server.app,
    db: () => current().server.services.storage.db,
  };
}

export interface Started {
  /** The provider's authorization URL the browser was sent to. */
  location: string;
  /** The signed state cookie as the browser holds it. */
  stateCookie: string;
}

let browsers = 0;
/** Each sign-in from its own address, as from its own browser (starts are limited per address). */
export const nextAddress = () => {
  browsers += 1;
  return `10.77.${(browsers >> 8) & 255}.${browsers & 255}`;
};

export async function startSignIn(
  app: FastifyInstance,
  provider = 'acme',
  query = '',
  remoteAddress = nextAddress(),
): Promise<Started> {
  const res = await app.inject({
    method: 'GET',
    url: `/api/v2/auth/redirect/${provider}${query}`,
    remoteAddress,
  });
  if (res.statusCode !== 302) throw new Error(`redirect answered ${res.statusCode}: ${res.body}`);
  const cookie = res.cookies.find((c) => c.name === 'sso_state');
  if (!cookie) throw new Error('no state cookie');
  return { location: String(res.headers.location), stateCookie: cookie.value };
}

/** The provider's return, as the /login/sso page posts it (SPEC §7's body). */
export function postReturn(
  app: FastifyInstance,
  back: URL,
  stateCookie: string | null,
  provider = 'acme',
  body: Record<string, unknown> = { tz: 'UTC' },
) {
  return app.inject({
    method: 'POST',
    url: `/api/v2/auth/login/${provider}${back.search}`,
    cookies: stateCookie ? { sso_state: stateCookie } : {},
    payload: body,
  });
}

export const atProvider = (started: Started, login: string, provider = 'acme') =>
  signInAtProvider(started.location, login, returnTo(provider));

/** A whole sign-in by one browser: redirect, provider login, return. */
export async function ssoSignIn(app: FastifyInstance, login: string, provider = 'acme') {
  const started = await startSignIn(app, provider);
  const back = await atProvider(started, login, provider);
  return postReturn(app, back, started.stateCookie, provider);
}
