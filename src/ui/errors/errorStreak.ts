// SPEC §8: an unhandled error shows the generic error page; a second one within 15 seconds means
// the saved state itself is likely broken, so the token and stored state are removed and a flag
// is left for the next page load.
import { createStorageTokenStore } from '../../net/token';
import { browserStorage, clearPersistedState } from '../stores/persist';

export const REPEAT_ERROR_WINDOW_MS = 15_000;
export const ERROR_RESET_FLAG = 'nitro.errorReset';

export type ErrorSeverity = 'first' | 'repeat';

let lastErrorAt: number | null = null;

/** Classifies an unhandled error at `nowMs` and remembers it for the next one. */
export function classifyUnhandledError(nowMs: number): ErrorSeverity {
  const repeat = lastErrorAt !== null && nowMs - lastErrorAt <= REPEAT_ERROR_WINDOW_MS;
  lastErrorAt = nowMs;
  return repeat ? 'repeat' : 'first';
}

/** Tests start each case with no error remembered. */
export function forgetUnhandledErrors(): void {
  lastErrorAt = null;
}

function sessionFlags(): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** Drops the token and the persisted state, and flags the reset for this tab. */
export function resetStoredSession(): void {
  const storage = browserStorage();
  createStorageTokenStore(storage).clear();
  clearPersistedState(storage);
  try {
    sessionFlags()?.setItem(ERROR_RESET_FLAG, '1');
  } catch {
    // Without session storage the reset still happened; only the notice is lost.
  }
}

let resetFlagThisLoad: boolean | null = null;

/**
 * Whether the stored session was reset after repeated errors. Read and cleared on the first call,
 * so the notice shows for this page load only; later calls (and StrictMode's double render) get
 * the same answer.
 */
export function takeErrorResetFlag(): boolean {
  if (resetFlagThisLoad !== null) return resetFlagThisLoad;
  try {
    const flags = sessionFlags();
    resetFlagThisLoad = flags?.getItem(ERROR_RESET_FLAG) === '1';
    if (resetFlagThisLoad) flags?.removeItem(ERROR_RESET_FLAG);
  } catch {
    resetFlagThisLoad = false;
  }
  return resetFlagThisLoad;
}
