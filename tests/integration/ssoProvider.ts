// A real OpenID Connect provider (oidc-provider) on a local port, for the single sign-on tests:
// its own discovery, keys, login page (the library's development interactions: any login name,
// any password) and token endpoint. The login name is the account's `sub`; `accounts` may give
// an account other claims (an e-mail address that is someone else's, no name at all).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import Provider, { type Configuration } from 'oidc-provider';

export interface SsoTestClient {
  clientId: string;
  clientSecret: string;
  redirectUris: string[];
}

export interface TestClaims {
  preferred_username?: string;
  name?: string;
  email?: string;
  email_verified?: boolean;
}

export interface TestProvider {
  issuer: string;
  accounts: Map<string, TestClaims>;
  close(): Promise<void>;
}

/** What a login name's account says of itself, unless the test set other claims. */
const defaultClaims = (login: string): TestClaims => ({
  preferred_username: login,
  name: `${login} Racer`,
  email: `${login}@idp.example`,
  email_verified: true,
});

export async function startTestProvider(
  clients: SsoTestClient[],
  port = 0,
  host = '127.0.0.1',
): Promise<TestProvider> {
  const accounts = new Map<string, TestClaims>();
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(port, host, resolve));
  const issuer = `http://${host}:${(server.address() as AddressInfo).port}`;
  const configuration: Configuration = {
    clients: clients.map((client) => ({
      client_id: client.clientId,
      client_secret: client.clientSecret,
      redirect_uris: client.redirectUris,
      grant_types: ['authorization_code'],
      response_types: ['code'],
      token_endpoint_auth_method: 'client_secret_post',
    })),
    claims: {
      openid: ['sub'],
      profile: ['preferred_username', 'name'],
      email: ['email', 'email_verified'],
    },
    findAccount: (_ctx, sub) => ({
      accountId: sub,
      claims: () => ({ sub, ...(accounts.get(sub) ?? defaultClaims(sub)) }),
    }),
    // A first-party client: the player is not asked to consent after logging in.
    loadExistingGrant: async (ctx) => {
      const accountId = ctx.oidc.session?.accountId;
      const clientId = ctx.oidc.client?.clientId;
      if (!accountId || !clientId) return undefined;
      const grant = new ctx.oidc.provider.Grant({ clientId, accountId });
      grant.addOIDCScope('openid profile email');
      await grant.save();
      return grant;
    },
    pkce: { required: () => true },
    cookies: { keys: ['nitro-race-test-provider'] },
    features: { devInteractions: { enabled: true } },
  };
  const provider = new Provider(issuer, configuration);
  server.on('request', provider.callback());
  return {
    issuer,
    accounts,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * Signs in at the provider as a browser would, from the authorization URL to the return to the
 * site: follows redirects with the provider's cookies and submits its login form. Resolves with
 * the return URL (the site's /login/sso/{provider}?code=…&state=…&iss=…).
 */
export async function signInAtProvider(
  authorizationUrl: string,
  login: string,
  returnPrefix: string,
): Promise<URL> {
  const cookies = new Map<string, string>();
  const keep = (response: Response) => {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair!.indexOf('=');
      cookies.set(pair!.slice(0, at), pair!.slice(at + 1));
    }
  };
  const cookieHeader = () => [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  let url = authorizationUrl;
  let body: URLSearchParams | undefined;
  for (let hop = 0; hop < 12; hop++) {
    if (url.startsWith(returnPrefix)) return new URL(url);
    const response = await fetch(url, {
      method: body ? 'POST' : 'GET',
      redirect: 'manual',
      headers: {
        cookie: cookieHeader(),
        ...(body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      body,
    });
    keep(response);
    body = undefined;
    const location = response.headers.get('location');
    if (location) {
      url = new URL(location, url).href;
      continue;
    }
    const html = await response.text();
    const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
    const prompt = /name="prompt" value="(\w+)"/.exec(html)?.[1];
    if (!action || !prompt)
      throw new Error(`The provider answered ${response.status}: ${html.slice(0, 300)}`);
    url = new URL(action, url).href;
    body = new URLSearchParams({ prompt, login, password: 'any-password' });
  }
  throw new Error('The provider never sent the browser back.');
}
