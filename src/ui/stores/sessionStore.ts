// The session (SPEC §4 Session): who is playing, their token, and the moves between guest and
// logged in. A zustand store with its side effects (API, storage, timers, navigation) injected, so
// tests drive it with a fake fetch and a manual clock. React reads it through useSession; other
// code through getSession() and getApi().
import { useStore } from 'zustand';
import { createStore, type StoreApi } from 'zustand/vanilla';

import {
  autologoutTimes,
  checkDeviceClock,
  CLOCK_ERROR_MESSAGE,
  serverTimeOffsetMs,
} from '../../domain/clock';
import { type Clock } from '../../domain/clock';
import type {
  AuthResults,
  LoginBody,
  RegisterBody,
  SsoLoginBody,
} from '../../domain/contracts/auth';
import { authEndpoints } from '../../domain/contracts/authEndpoints';
import type { QueryInputOf } from '../../domain/contracts/contract';
import {
  defaultFriends,
  type FriendsTable,
  type StoredNotification,
} from '../../domain/persistedState';
import { systemClock } from '../../domain/systemClock';
import { carCounts, defaultUser, type CaptchaStatus, type User } from '../../domain/user';
import {
  createApiClient,
  type ApiClient,
  type ApiResponse,
  type FetchLike,
  type RequestOptions,
} from '../../net/apiClient';
import { ApiError, UNKNOWN_ERROR_MESSAGE } from '../../net/apiError';
import {
  createStorageTokenStore,
  decodeToken,
  refreshDecision,
  type TokenStore,
} from '../../net/token';
import {
  browserStorage,
  clearCookies,
  clearPersistedState,
  readPersistedState,
  writePersistedState,
  type KeyValueStorage,
} from './persist';

export type SessionStatus = 'booting' | 'ready' | 'error';
/** How a login or register that the server accepted ended on this device. */
export type AuthOutcome = 'logged-in' | 'clock-wrong';

export interface SessionState {
  /** The player; defaultUser() (loggedIn false) for a guest. */
  user: User;
  token: string | null;
  status: SessionStatus;
  /** Message of the last failed restore, else null. */
  error: string | null;
  /** Milliseconds to add to the device time to get the server's. */
  serverTimeOffset: number;
  logoutPending: boolean;
  /** The 'autologout' warning: the token expires in 300 s or less. */
  autologoutWarning: boolean;
  friends: FriendsTable;
  notifications: StoredNotification[];

  /** Checks the stored token with the server (GET /auth/session); call once at boot. */
  restore(): Promise<void>;
  /** Rejects with ApiError when the server refuses (message, code, fields for the form). */
  login(body: LoginBody): Promise<AuthOutcome>;
  register(body: RegisterBody): Promise<AuthOutcome>;
  /**
   * Completes single sign-on with the provider's answer (the return page's query). Rejects with
   * an ApiError whose `redirect` says where to go (SPEC §8).
   */
  ssoLogin(
    provider: string,
    callback: QueryInputOf<typeof authEndpoints.ssoLogin>,
    body: SsoLoginBody,
  ): Promise<AuthOutcome>;
  /** Ends the session and leaves for /login (#reason when given). Never rejects. */
  logout(reason?: string): Promise<void>;
  /** Takes a user object returned by another call. */
  refreshUser(user: User): void;
  /** A refreshed token from elsewhere (the realtime 'auth' message), under the same rules. */
  acceptToken(token: string): void;
  dismissAutologoutWarning(): void;
}

export interface SessionDeps {
  baseUrl: string;
  fetch: FetchLike | undefined;
  storage: KeyValueStorage | null;
  tokenStore: TokenStore;
  clock: Clock;
  navigate: (url: string) => void;
  alert: (message: string) => void;
  document: Pick<Document, 'cookie'> | null;
}

export interface Session {
  store: StoreApi<SessionState>;
  /** The client every call should use: it refreshes this session's token and forces logouts. */
  api: ApiClient;
}

/** The POST /auth/logout courtesy call may not hold the player on a dead connection for longer. */
export const LOGOUT_REQUEST_TIMEOUT_MS = 5000;
export const CAPTCHA_NOTIFICATION_ID = 'captcha';

/** The user as the session keeps it: defaults filled, token dropped, car counts derived. */
export function sessionUser(user: User): User {
  const { token: _token, ...rest } = { ...defaultUser(), ...user } as User & { token?: unknown };
  return { ...rest, ...carCounts(rest.cars) };
}

/** SPEC §4: a captcha status other than na or passed puts a captcha notification first. */
export function withCaptchaNotice(
  notifications: StoredNotification[],
  captchaStatus: CaptchaStatus,
): StoredNotification[] {
  const existing = notifications.find((n) => n.id === CAPTCHA_NOTIFICATION_ID);
  const rest = notifications.filter((n) => n.id !== CAPTCHA_NOTIFICATION_ID);
  if (captchaStatus === 'na' || captchaStatus === 'passed') {
    return existing ? rest : notifications;
  }
  if (existing && existing.data.captchaStatus === captchaStatus) return notifications;
  const notice: StoredNotification = {
    id: CAPTCHA_NOTIFICATION_ID,
    type: 'captcha',
    data: { captchaStatus },
    seen: false,
    persist: true,
  };
  return [notice, ...rest];
}

function resolveDeps(overrides: Partial<SessionDeps>): SessionDeps {
  const storage = 'storage' in overrides ? (overrides.storage ?? null) : browserStorage();
  const hasWindow = typeof window !== 'undefined';
  return {
    baseUrl: overrides.baseUrl ?? '/api/v2',
    fetch: overrides.fetch,
    storage,
    tokenStore: overrides.tokenStore ?? createStorageTokenStore(storage),
    clock: overrides.clock ?? systemClock,
    navigate: overrides.navigate ?? ((url) => hasWindow && window.location.assign(url)),
    alert: overrides.alert ?? ((message) => hasWindow && window.alert(message)),
    document:
      'document' in overrides
        ? (overrides.document ?? null)
        : typeof document === 'undefined'
          ? null
          : document,
  };
}

export function createSession(overrides: Partial<SessionDeps> = {}): Session {
  const deps = resolveDeps(overrides);
  const { clock, tokenStore, storage } = deps;
  const persisted = readPersistedState(storage);
  let cancelTimers: Array<() => void> = [];

  const clearTimers = () => {
    for (const cancel of cancelTimers) cancel();
    cancelTimers = [];
  };

  // Warning 300 s before the token's exp and logout at exp (SPEC §4, §9), in device time.
  const scheduleAutologout = (token: string | null) => {
    clearTimers();
    const exp = token ? decodeToken(token)?.exp : null;
    if (exp === null || exp === undefined) return;
    const { warnAtMs, logoutAtMs } = autologoutTimes(exp, store.getState().serverTimeOffset);
    const now = clock.now();
    const warn = () => store.setState({ autologoutWarning: true });
    if (warnAtMs <= now) warn();
    else cancelTimers.push(clock.setTimeout(warn, warnAtMs - now));
    cancelTimers.push(
      clock.setTimeout(() => void store.getState().logout('expired-session'), logoutAtMs - now),
    );
  };

  const api = createApiClient({
    baseUrl: deps.baseUrl,
    fetch: deps.fetch,
    tokenStore,
    userID: () => {
      const { user } = store.getState();
      return user.loggedIn && user.userID > 0 ? user.userID : null;
    },
    onForcedLogout: (reason) => void store.getState().logout(reason),
    onTokenRefresh: (token) => {
      if (store.getState().logoutPending) return;
      store.setState({ token, autologoutWarning: false });
      scheduleAutologout(token);
    },
  });

  const applySession = (user: User, token: string | null, serverTime: unknown) => {
    const offset =
      typeof serverTime === 'number' && Number.isFinite(serverTime)
        ? serverTimeOffsetMs(clock.now(), serverTime)
        : 0;
    store.setState((state) => ({
      user: sessionUser(user),
      token,
      status: 'ready',
      error: null,
      serverTimeOffset: offset,
      logoutPending: false,
      autologoutWarning: false,
      notifications: withCaptchaNotice(state.notifications, user.captchaStatus),
    }));
    scheduleAutologout(token);
  };

  // Login and register share everything after the call (SPEC §4: clock check, then the token).
  const authenticate = async (
    call: (opts: RequestOptions) => Promise<ApiResponse<AuthResults>>,
    username: string,
  ): Promise<AuthOutcome> => {
    const { results, token, status } = await call({
      // Usernames are ASCII by the contract; encoding keeps any other input a legal header value.
      headers: { 'x-username': encodeURIComponent(username.trim()) },
      storeToken: false,
    });
    if (typeof results.serverTime === 'number') {
      const clockCheck = checkDeviceClock(clock.now(), results.serverTime);
      if (!clockCheck.ok) {
        deps.alert(CLOCK_ERROR_MESSAGE);
        deps.navigate(`/login#computer-time-${clockCheck.direction}`);
        return 'clock-wrong';
      }
    }
    if (!token || !decodeToken(token)) {
      throw new ApiError(UNKNOWN_ERROR_MESSAGE, status, 'invalid-update-token');
    }
    tokenStore.set(token);
    applySession(results.user, token, results.serverTime);
    return 'logged-in';
  };

  const store = createStore<SessionState>()((set, get) => ({
    user: persisted.user,
    token: tokenStore.get(),
    status: 'booting',
    error: null,
    serverTimeOffset: 0,
    logoutPending: false,
    autologoutWarning: false,
    friends: persisted.friends,
    notifications: persisted.notifications,

    async restore() {
      const token = tokenStore.get();
      if (get().user.loggedIn && !token) return get().logout('logged-in-no-token');
      try {
        const { user, serverTime } = await api.call(authEndpoints.session);
        if (get().logoutPending) return;
        if (user.loggedIn) return applySession(user, tokenStore.get(), serverTime);
        // A guest: whatever token was stored no longer names a session.
        tokenStore.clear();
        applySession(user, null, serverTime);
      } catch (error) {
        // A forced logout (401 with a SPEC §4 reason) is already under way.
        if (error instanceof ApiError && error.forcedLogout) return;
        const message = error instanceof Error ? error.message : UNKNOWN_ERROR_MESSAGE;
        set({ status: 'error', error: message });
      }
    },

    login: (body) =>
      authenticate(
        (opts) => api.callForResponse(authEndpoints.login, { body }, opts),
        body.username,
      ),
    register: (body) =>
      authenticate(
        (opts) => api.callForResponse(authEndpoints.register, { body }, opts),
        body.username,
      ),
    ssoLogin: (provider, query, body) =>
      authenticate(
        (opts) =>
          api.callForResponse(authEndpoints.ssoLogin, { params: { provider }, query, body }, opts),
        '',
      ),

    async logout(reason) {
      if (get().logoutPending) return;
      set({ logoutPending: true, autologoutWarning: false });
      clearTimers();
      // Best effort: the server drops its session and httpOnly cookies; a failure changes nothing.
      const controller = new AbortController();
      const cancelTimeout = clock.setTimeout(() => controller.abort(), LOGOUT_REQUEST_TIMEOUT_MS);
      try {
        await api.call(authEndpoints.logout, {}, { signal: controller.signal });
      } catch {
        // Logged out locally all the same.
      } finally {
        cancelTimeout();
      }
      tokenStore.clear();
      clearPersistedState(storage);
      clearCookies(deps.document);
      set({
        user: defaultUser(),
        token: null,
        status: 'ready',
        friends: defaultFriends(),
        notifications: [],
      });
      deps.navigate(reason ? `/login#${reason}` : '/login');
    },

    refreshUser: (user) => set({ user: sessionUser(user) }),
    acceptToken(token) {
      const current = tokenStore.get();
      if (current === null || get().logoutPending) return;
      const decision = refreshDecision(current, token);
      if (decision === 'invalid') return void get().logout('invalid-update-token');
      if (decision !== 'accept') return;
      tokenStore.set(token);
      set({ token, autologoutWarning: false });
      scheduleAutologout(token);
    },
    dismissAutologoutWarning: () => set({ autologoutWarning: false }),
  }));

  // Only user, friends and notifications persist (SPEC §3); nothing is written once logout began.
  store.subscribe((state, prev) => {
    if (state.logoutPending) return;
    if (
      state.user !== prev.user ||
      state.friends !== prev.friends ||
      state.notifications !== prev.notifications
    ) {
      const { user, friends, notifications } = state;
      writePersistedState(storage, { user, friends, notifications });
    }
  });

  return { store, api };
}

let appSession: Session | null = null;

/** The page's session, created on first use with the browser's storage, fetch and clock. */
export function getAppSession(): Session {
  appSession ??= createSession();
  return appSession;
}

/** Replaces the page's session (component tests); null makes the next use create a fresh one. */
export function setAppSession(session: Session | null): void {
  appSession = session;
}

/** The session state for code outside React. */
export function getSession(): SessionState {
  return getAppSession().store.getState();
}

/** The API client bound to the page's session. */
export function getApi(): ApiClient {
  return getAppSession().api;
}

/**
 * Subscribes a component to the session. Select primitives or stable references: a selector that
 * builds a new object each time re-renders forever (use zustand's useShallow for that).
 */
export function useSession(): SessionState;
export function useSession<T>(selector: (state: SessionState) => T): T;
export function useSession<T>(selector?: (state: SessionState) => T): T | SessionState {
  return useStore<StoreApi<SessionState>, T | SessionState>(
    getAppSession().store,
    selector ?? selectAll,
  );
}

const selectAll = (state: SessionState) => state;
