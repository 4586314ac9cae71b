// Single sign-on providers (issue 15): which OpenID Connect providers a site offers, read from the
// environment by the server (README's configuration table). An id names a provider in the
// sign-in paths (/api/v2/auth/redirect/{provider}, /api/v2/auth/login/{provider}), so it is short,
// lower case, and never "username", the password login's own path.
export interface SsoProviderConfig {
  /** Path segment and key of linked identities: `google`, `school`. */
  id: string;
  /** What the login page's button says: "Sign in with {name}". */
  name: string;
  issuer: string;
  clientId: string;
  clientSecret: string;
}

/** What the browser may know of a provider. */
export interface SsoProviderView {
  id: string;
  name: string;
}

export const SSO_PROVIDER_ID = /^[a-z][a-z0-9]{1,19}$/;
const RESERVED_IDS = new Set(['username']);

export function isSsoProviderId(id: string): boolean {
  return SSO_PROVIDER_ID.test(id) && !RESERVED_IDS.has(id);
}

/**
 * SSO_PROVIDERS lists ids (comma-separated); each needs SSO_<ID>_ISSUER, SSO_<ID>_CLIENT_ID and
 * SSO_<ID>_CLIENT_SECRET, and may set SSO_<ID>_NAME. A provider with a missing part is left out
 * and named in `problems`, so a typo shows at start-up instead of as a button that cannot work.
 */
export function ssoProvidersFrom(env: Readonly<Record<string, string | undefined>>): {
  providers: SsoProviderConfig[];
  problems: string[];
} {
  const providers: SsoProviderConfig[] = [];
  const problems: string[] = [];
  const ids = (env.SSO_PROVIDERS ?? '')
    .split(',')
    .map((id) => id.trim().toLowerCase())
    .filter((id) => id !== '');
  for (const id of new Set(ids)) {
    if (!isSsoProviderId(id)) {
      problems.push(`SSO provider id "${id}" must be 2-20 letters and digits, not "username"`);
      continue;
    }
    const key = `SSO_${id.toUpperCase()}_`;
    const issuer = env[`${key}ISSUER`]?.trim() ?? '';
    const clientId = env[`${key}CLIENT_ID`]?.trim() ?? '';
    const clientSecret = env[`${key}CLIENT_SECRET`] ?? '';
    const missing = [
      issuer ? null : `${key}ISSUER`,
      clientId ? null : `${key}CLIENT_ID`,
      clientSecret ? null : `${key}CLIENT_SECRET`,
    ].filter((name) => name !== null);
    if (missing.length > 0) {
      problems.push(`SSO provider "${id}" is left out: ${missing.join(', ')} not set`);
      continue;
    }
    const name = env[`${key}NAME`]?.trim() || id.charAt(0).toUpperCase() + id.slice(1);
    providers.push({ id, name, issuer, clientId, clientSecret });
  }
  return { providers, problems };
}
