// When the client asks the server to verify achievements (SPEC §4, §8, §9): after each action of a
// logged-in player the active rules are evaluated; an unearned, unclaimed match schedules a check
// 300 ms later (a further match within that time moves it back: debounced); a failed check backs
// off 120 s, or 300 s when already backed off; the extra-tier check runs only when the level is
// above lastExtraLevel and no back-off is active. Pure: time comes in as `nowMs`, the caller keeps
// the timer and makes the calls.

export const CHECK_DEBOUNCE_MS = 300;
export const BACK_OFF_SECONDS = 120;
export const BACK_OFF_AGAIN_SECONDS = 300;

export interface CheckPolicyState {
  /** Ids waiting for the debounced check. */
  pending: number[];
  /** When the check is due (epoch ms), null when nothing waits. */
  dueAtMs: number | null;
  /** No check before this (epoch seconds; the User's backOffAchievementsCheckUntil). */
  backOffUntil: number;
  /** Whether the last check failed too (the next back-off is the long one). */
  backedOff: boolean;
}

export const initialCheckPolicy = (backOffUntil = 0): CheckPolicyState => ({
  pending: [],
  dueAtMs: null,
  backOffUntil,
  backedOff: backOffUntil > 0,
});

export const backOffActive = (state: CheckPolicyState, nowMs: number) =>
  nowMs < state.backOffUntil * 1000;

/**
 * After an action: `matches` are the ids whose rules now hold and that are neither earned nor
 * unclaimed. They join the pending set and the check moves to now + 300 ms (each further action
 * with a match moves it again: debounced); an action without a match leaves the state as it was.
 */
export function afterAction(
  state: CheckPolicyState,
  matches: readonly number[],
  nowMs: number,
): CheckPolicyState {
  if (matches.length === 0) return state;
  const fresh = matches.filter((id) => !state.pending.includes(id));
  return { ...state, pending: [...state.pending, ...fresh], dueAtMs: nowMs + CHECK_DEBOUNCE_MS };
}

/** The ids to check now, or null: not due yet, nothing pending, or backing off. */
export function dueCheck(state: CheckPolicyState, nowMs: number): number[] | null {
  if (state.dueAtMs === null || state.pending.length === 0) return null;
  if (nowMs < state.dueAtMs || backOffActive(state, nowMs)) return null;
  return state.pending;
}

/** The check was sent: nothing waits any more. */
export const checkSent = (state: CheckPolicyState): CheckPolicyState => ({
  ...state,
  pending: [],
  dueAtMs: null,
});

/**
 * The answer to a check (or an extra-level call). A failure (the call failed, or the server found
 * none of the ids earned) backs off 120 s, or 300 s when the previous one failed too; a success
 * clears the back-off.
 */
export function checkAnswered(
  state: CheckPolicyState,
  succeeded: boolean,
  nowMs: number,
): CheckPolicyState {
  if (succeeded) return { ...state, backOffUntil: 0, backedOff: false };
  const seconds = state.backedOff ? BACK_OFF_AGAIN_SECONDS : BACK_OFF_SECONDS;
  return { ...state, backOffUntil: Math.floor(nowMs / 1000) + seconds, backedOff: true };
}

/** SPEC §4: the extra-tier check only when level exceeds lastExtraLevel and no back-off is active. */
export function extraCheckDue(
  state: CheckPolicyState,
  user: { level: number; lastExtraLevel: number },
  nowMs: number,
): boolean {
  return user.level > user.lastExtraLevel && !backOffActive(state, nowMs);
}
