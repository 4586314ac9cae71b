// Browser glue for the session: local storage for the persisted state (its rules live in
// src/domain/persistedState.ts) and the cookie sweep of logout. Storage may be missing or throw
// (private browsing, quota, disabled); the game then runs without persistence instead of failing.
import {
  loadPersisted,
  serializePersisted,
  type PersistedState,
} from '../../domain/persistedState';

export const PERSISTED_STATE_KEY = 'nitro.state';

export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** window.localStorage when this page may use it, else null. */
export function browserStorage(): KeyValueStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function readPersistedState(storage: KeyValueStorage | null): PersistedState {
  let raw: string | null = null;
  try {
    raw = storage?.getItem(PERSISTED_STATE_KEY) ?? null;
  } catch {
    raw = null;
  }
  return loadPersisted(raw);
}

export function writePersistedState(storage: KeyValueStorage | null, state: PersistedState): void {
  try {
    storage?.setItem(PERSISTED_STATE_KEY, serializePersisted(state));
  } catch {
    // Quota exceeded or storage disabled: the state is still correct in memory.
  }
}

export function clearPersistedState(storage: KeyValueStorage | null): void {
  try {
    storage?.removeItem(PERSISTED_STATE_KEY);
  } catch {
    // Nothing stored that could be read back.
  }
}

/**
 * Expires every cookie script can see (guest id, split test and the like) on this path and the
 * root. httpOnly cookies are invisible here; the server clears those in POST /auth/logout.
 */
export function clearCookies(doc: Pick<Document, 'cookie'> | null): void {
  if (!doc) return;
  const names = doc.cookie
    .split(';')
    .map((pair) => pair.split('=')[0]?.trim() ?? '')
    .filter((name) => name !== '');
  for (const name of names) {
    doc.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
    doc.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
  }
}
