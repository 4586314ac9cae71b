// The OpenID Connect side of single sign-on, through openid-client (v6): discovery of each
// provider (lazy, on first use, and tried again after a failure, so the server starts even while a
// provider is down), the authorization URL with state, nonce and PKCE, and the code exchange with
// every check openid-client makes (issuer, audience, signature, expiry, state, nonce, PKCE).
import * as oidc from 'openid-client';

import type { SsoClaims } from '../../../domain/sso/ssoAccount';
import type { SsoProviderConfig } from '../../../domain/sso/ssoProviders';

export interface SsoAuthorization {
  url: string;
  state: string;
  nonce: string;
  codeVerifier: string;
}

export interface SsoProviderClient {
  readonly provider: SsoProviderConfig;
  /**
   * `freshLogin`: ask the provider to authenticate the person again (prompt=login) instead of
   * signing its current session straight back in.
   */
  authorizationUrl(
    redirectUri: string,
    loginHint?: string,
    freshLogin?: boolean,
  ): Promise<SsoAuthorization>;
  /** The claims of a verified ID token (and userinfo); throws when any check fails. */
  exchange(
    callbackUrl: URL,
    checks: { state: string; nonce: string; codeVerifier: string },
  ): Promise<SsoClaims>;
}

/** Plain http only for a provider on this machine (a test or a developer's provider). */
function isLocalHttp(issuer: URL): boolean {
  return (
    issuer.protocol === 'http:' &&
    ['localhost', '127.0.0.1', '[::1]'].includes(issuer.hostname.toLowerCase())
  );
}

export function createSsoProviderClient(provider: SsoProviderConfig): SsoProviderClient {
  let discovered: Promise<oidc.Configuration> | null = null;

  const configuration = (): Promise<oidc.Configuration> => {
    if (!discovered) {
      const issuer = new URL(provider.issuer);
      discovered = oidc
        .discovery(issuer, provider.clientId, provider.clientSecret, undefined, {
          execute: isLocalHttp(issuer) ? [oidc.allowInsecureRequests] : [],
          timeout: 10,
        })
        .catch((error: unknown) => {
          discovered = null;
          throw error;
        });
    }
    return discovered;
  };

  return {
    provider,

    async authorizationUrl(redirectUri, loginHint, freshLogin) {
      const config = await configuration();
      const state = oidc.randomState();
      const nonce = oidc.randomNonce();
      const codeVerifier = oidc.randomPKCECodeVerifier();
      const parameters: Record<string, string> = {
        redirect_uri: redirectUri,
        scope: 'openid profile email',
        response_type: 'code',
        state,
        nonce,
        code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
      };
      if (loginHint) parameters.login_hint = loginHint;
      if (freshLogin) parameters.prompt = 'login';
      const url = oidc.buildAuthorizationUrl(config, parameters).href;
      return { url, state, nonce, codeVerifier };
    },

    async exchange(callbackUrl, checks) {
      const config = await configuration();
      const tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
        expectedState: checks.state,
        expectedNonce: checks.nonce,
        pkceCodeVerifier: checks.codeVerifier,
        idTokenExpected: true,
      });
      const claims = tokens.claims();
      if (!claims) throw new Error('The provider sent no ID token.');
      // Names and e-mail may come from userinfo only; its subject must be the ID token's.
      const info = await oidc
        .fetchUserInfo(config, tokens.access_token, claims.sub)
        .catch(() => ({}));
      return { ...info, ...claims, sub: claims.sub };
    },
  };
}
