// The session store under test: a fake server, a manual clock, memory token and storage, and a
// spy for navigation and alerts, as src/ui/stores/sessionStore.ts receives them.
import { afterEach, beforeEach, vi } from 'vitest';

import { createManualClock, type ManualClock } from '../../../src/domain/clock';
import { defaultUser, type User } from '../../../src/domain/user';
import { createMemoryTokenStore, type TokenStore } from '../../../src/net/token';
import { PERSISTED_STATE_KEY } from '../../../src/ui/stores/persist';
import { createSession, setAppSession, type Session } from '../../../src/ui/stores/sessionStore';
import { fail, fakeFetch, type Handler, type RecordedCall } from '../net/fakeFetch';

export const T0 = 1_700_000_000_000; // device time at the start of each test, ms
export const NOW_S = T0 / 1000;

export function racer(overrides: Partial<User> = {}): User & { token?: string } {
  return {
    ...defaultUser(),
    loggedIn: true,
    accountType: 'user',
    userID: 42,
    username: 'racer',
    displayName: 'Racer',
    cars: [
      [1, 'owned', 0],
      [2, 'sold', 90],
      [3, 'owned', 180],
    ],
    ...overrides,
  };
}

export function memoryStorage() {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
  };
}

export interface Harness {
  session: Session;
  calls: RecordedCall[];
  clock: ManualClock;
  tokenStore: TokenStore;
  storage: ReturnType<typeof memoryStorage>;
  navigate: ReturnType<typeof vi.fn>;
  alert: ReturnType<typeof vi.fn>;
}

export function harness(
  handler: Handler,
  setup: { token?: string; stored?: string } = {},
): Harness {
  const { fetch, calls } = fakeFetch(handler);
  const clock = createManualClock(T0);
  const tokenStore = createMemoryTokenStore(setup.token ?? null);
  const storage = memoryStorage();
  if (setup.stored) storage.map.set(PERSISTED_STATE_KEY, setup.stored);
  const navigate = vi.fn();
  const alert = vi.fn();
  const session = createSession({ fetch, clock, tokenStore, storage, navigate, alert, document });
  return { session, calls, clock, tokenStore, storage, navigate, alert };
}

/** Routes by method and path; anything else is a 404 like the real server's. */
export function routes(table: Record<string, (call: RecordedCall) => Response>): Handler {
  return (call) => {
    const path = call.url.replace('/api/v2', '').split('?')[0];
    const route = table[`${call.method} ${path}`];
    return route ? route(call) : fail(404, 'NOT_FOUND', 'Not found.');
  };
}

export const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
export const paths = (calls: RecordedCall[]) => calls.map((c) => `${c.method} ${c.url}`);

export const loginBody = { username: 'racer', password: 'secret123' };

/** Each test starts with no cookies and ends with no app-wide session. */
export function isolateSessions() {
  beforeEach(() => {
    for (const pair of document.cookie.split(';')) {
      const name = pair.split('=')[0]?.trim();
      if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
    }
  });

  afterEach(() => setAppSession(null));
}
