// Removing single sign-on (SPEC §5: "a code, a username and the password entered twice"): the
// mailed code is short, so it lives briefly and a few wrong tries spend it.
export const SSO_REMOVAL_CODE_TTL_SECONDS = 15 * 60;
export const SSO_REMOVAL_MAX_WRONG_TRIES = 5;

export interface SsoRemovalCodeRecord {
  expiresStamp: number;
  wrongTries: number;
}

export type SsoRemovalVerdict = 'ok' | 'none' | 'expired' | 'spent' | 'wrong';

/** Whether a removal may go ahead, given the stored code (if any) and whether the sent one matched. */
export function ssoRemovalVerdict(
  record: SsoRemovalCodeRecord | null,
  codeMatches: boolean,
  now: number,
): SsoRemovalVerdict {
  if (!record) return 'none';
  if (record.wrongTries >= SSO_REMOVAL_MAX_WRONG_TRIES) return 'spent';
  if (now >= record.expiresStamp) return 'expired';
  return codeMatches ? 'ok' : 'wrong';
}
