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

/** The message for a location hash such as "#expired-session"; null for none or an unknown one. */
export function logoutReasonMessage(hash: string): string | null {
  const reason = hash.replace(/^#/, '');
  if (reason === '') return null;
  if (reason.startsWith('computer-time-')) return CLOCK_ERROR_MESSAGE;
  return Object.hasOwn(MESSAGES, reason) ? MESSAGES[reason as ForcedLogoutReason] : null;
}
