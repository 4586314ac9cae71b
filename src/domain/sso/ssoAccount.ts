// The account single sign-on makes for a new identity (issue 15): a username taken from what the
// provider says of the player, and the e-mail it vouches for.
import { USERNAME_MAX, USERNAME_MIN } from '../contracts/auth';

/** The ID token and userinfo claims an account is made from (OpenID Connect Core §5.1). */
export interface SsoClaims {
  sub: string;
  preferred_username?: unknown;
  nickname?: unknown;
  given_name?: unknown;
  name?: unknown;
  email?: unknown;
  email_verified?: unknown;
}

const FALLBACK_NAME = 'Racer';

/** OpenID Connect Core §2: a `sub` is at most 255 ASCII characters; the link stores no more. */
export const SSO_SUBJECT_MAX = 255;

/** Whether a provider's subject can be kept as it is (a longer one, or one with non-ASCII or control characters, is refused). */
export function isSsoSubject(sub: unknown): sub is string {
  return typeof sub === 'string' && /^[\x20-\x7e]+$/.test(sub) && sub.length <= SSO_SUBJECT_MAX;
}

/** Letters, digits and underscores only, as the username rule (contracts/auth.ts) asks. */
function usernamePart(value: unknown): string {
  if (typeof value !== 'string') return '';
  const ascii = value.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
  return ascii
    .replace(/[^A-Za-z0-9_]+/g, '_')
    .replace(/_+/g, '_')
    .replace(/^_|_$/g, '')
    .slice(0, USERNAME_MAX);
}

/**
 * The first claim that makes a username of at least USERNAME_MIN characters (preferred username,
 * nickname, given name, name, the e-mail's local part), else "Racer". With `suffix` (a number the
 * caller draws when the name is taken) the name is cut to leave room for it.
 */
export function ssoUsername(claims: SsoClaims, suffix: number | null = null): string {
  const email = typeof claims.email === 'string' ? claims.email.split('@')[0] : undefined;
  const candidates = [
    claims.preferred_username,
    claims.nickname,
    claims.given_name,
    claims.name,
    email,
  ];
  const base =
    candidates.map(usernamePart).find((part) => part.length >= USERNAME_MIN) ?? FALLBACK_NAME;
  if (suffix === null) return base;
  const digits = String(Math.abs(Math.trunc(suffix)));
  return `${base.slice(0, USERNAME_MAX - digits.length)}${digits}`;
}

/**
 * The address to keep: only one the provider says it verified counts as verified here. One with a
 * control character (a NUL, which PostgreSQL text cannot hold) is not kept.
 */
export function ssoEmail(claims: SsoClaims): { email: string | null; validEmail: boolean } {
  const email = typeof claims.email === 'string' && claims.email.length <= 254 ? claims.email : '';
  if (!/^[^\s@\p{Cc}]+@[^\s@\p{Cc}]+$/u.test(email)) return { email: null, validEmail: false };
  return { email, validEmail: claims.email_verified === true };
}
