// What /login#<reason> tells the racer after a forced logout (SPEC §4) or a refused clock.
import { CLOCK_ERROR_MESSAGE } from '../../domain/clock';
import type { ForcedLogoutReason } from '../../net/apiError';

const CHECK_FAILED =
  'We couldn’t confirm your login, so we logged you out to keep your account safe. Please log in again.';

const MESSAGES: Record<ForcedLogoutReason, string> = {
  'expired-session': 'Your session expired. Log in again to get back on the track.',
  'user-mismatch':
    'Someone logged in with a different account in another tab, so this tab was logged out. Log in again to continue.',
  'invalid-jwt': CHECK_FAILED,
  'jwt-parse': CHECK_FAILED,
  'invalid-update-token': CHECK_FAILED,
  'logged-in-no-token': CHECK_FAILED,
  'rt-invalid-session': 'Your race connection lost its session. Please log in again.',
  'rt-no-cookie': 'Your browser must have cookies enabled to play!',
};

/** Where the e-mailed unlock link (a locked login) lands. */
const UNLOCK_MESSAGES: Record<string, string> = {
  'account-unlocked': 'Your account is unlocked. Log in with your password.',
  'unlock-expired':
    'This unlock link has expired or was already used. If your account is still locked, wait for the lock to end or reset your password.',
};

/** Where a failed single sign-on lands (SPEC §8: the server names the redirect). */
const SSO_MESSAGES: Record<string, string> = {
  'sso-unavailable': 'That sign-in provider is not available right now. Please try again later.',
  'sso-expired': 'That sign-in took too long or was already used. Please sign in again.',
  'sso-cancelled': 'Sign-in was cancelled. Choose how you would like to log in.',
  'sso-failed': 'The provider could not sign you in. Please try again.',
  'sso-busy': 'Too many sign-ins were started from here. Please wait a minute and try again.',
  'sso-two-factor':
    'This account uses two-factor login. Log in with your username, password and code.',
};

/** The message for a location hash such as "#expired-session"; null for none or an unknown one. */
export function logoutReasonMessage(hash: string): string | null {
  const reason = hash.replace(/^#/, '');
  if (reason === '') return null;
  if (reason.startsWith('computer-time-')) return CLOCK_ERROR_MESSAGE;
  if (Object.hasOwn(UNLOCK_MESSAGES, reason)) return UNLOCK_MESSAGES[reason]!;
  if (Object.hasOwn(SSO_MESSAGES, reason)) return SSO_MESSAGES[reason]!;
  return Object.hasOwn(MESSAGES, reason) ? MESSAGES[reason as ForcedLogoutReason] : null;
}
