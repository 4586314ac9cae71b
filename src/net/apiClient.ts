// The REST client of SPEC §7: bearer token and x-uid on the way out, the envelope checked and the
// token refreshed on the way back, and every failure turned into an ApiError with the SPEC §8
// message. No React here; the session store wires it to the UI.
import {
  ApiError,
  apiErrorFrom,
  isServerLogoutCode,
  NO_RESPONSE_CODE,
  NOTHING_RETURNED_MESSAGE,
  type ForcedLogoutReason,
} from './apiError';
import { bearerToken, decodeToken, refreshDecision, type TokenStore } from './token';

export type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

export interface ApiClientOptions {
  baseUrl?: string;
  fetch?: FetchLike;
  tokenStore: TokenStore;
  /**
   * The server ended the session (a 401 with a forced-logout code) or sent a token the client
   * must refuse ('invalid-update-token'). The call still rejects afterwards.
   */
  onForcedLogout?: (reason: ForcedLogoutReason) => void;
  /** A refreshed token from a response was stored. */
  onTokenRefresh?: (token: string) => void;
  /**
   * The id sent as x-uid: the user this page believes is logged in. It can differ from the
   * token's when another tab logged in as someone else, which the server answers with
   * 'user-mismatch'. Defaults to the token's userID claim.
   */
  userID?: () => number | null;
}

export interface RequestOptions {
  /** Extra headers, e.g. x-username on login and register, x-email on reset-password. */
  headers?: Record<string, string>;
  query?: Record<string, string | number | boolean | undefined>;
  signal?: AbortSignal;
  /**
   * false: leave a token from the authorization header for the caller (returned by `request`)
   * instead of storing it; login and register check the device clock before keeping one.
   */
  storeToken?: boolean;
}

export interface ApiResponse<T> {
  results: T;
  /** The bearer token of the response's authorization header, if any. */
  token: string | null;
  status: number;
}

export type HttpMethod = 'GET' | 'POST';

export interface ApiClient {
  /** Resolves with the `results` (or `data`) payload; rejects with ApiError. */
  get<T>(path: string, opts?: RequestOptions): Promise<T>;
  post<T>(path: string, body?: unknown, opts?: RequestOptions): Promise<T>;
  /** The whole response: payload, token and status. */
  request<T>(
    method: HttpMethod,
    path: string,
    body?: unknown,
    opts?: RequestOptions,
  ): Promise<ApiResponse<T>>;
}

const asRecord = (value: unknown): Record<string, unknown> | null =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;

/** SPEC §5: success is a success flag true or status OK. */
function isSuccess(response: Response, body: unknown): boolean {
  const record = asRecord(body);
  return response.ok && record !== null && (record.success === true || record.status === 'OK');
}

/** JSON when the body parses, the raw text when not, undefined when there is none. */
async function readBody(response: Response): Promise<unknown> {
  let text: string;
  try {
    text = await response.text();
  } catch {
    return undefined;
  }
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function isAbort(error: unknown): boolean {
  return error instanceof Error && error.name === 'AbortError';
}

function buildUrl(baseUrl: string, path: string, query: RequestOptions['query']): string {
  const url = `${baseUrl.replace(/\/$/, '')}${path.startsWith('/') ? path : `/${path}`}`;
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value !== undefined) params.set(name, String(value));
  }
  const search = params.toString();
  return search ? `${url}${url.includes('?') ? '&' : '?'}${search}` : url;
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const { tokenStore, onForcedLogout, onTokenRefresh, userID } = options;
  const baseUrl = options.baseUrl ?? '/api/v2';
  // Called through a closure, never as a method: a detached window.fetch throws "Illegal invocation".
  const fetchFn: FetchLike = options.fetch ?? ((input, init) => globalThis.fetch(input, init));

  function requestHeaders(hasBody: boolean, extra: Record<string, string> | undefined) {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (hasBody) headers['content-type'] = 'application/json';
    const token = tokenStore.get();
    if (token) {
      headers.authorization = `Bearer ${token}`;
      const uid = userID?.() ?? decodeToken(token)?.userID ?? null;
      if (uid !== null) headers['x-uid'] = String(uid);
    }
    return { ...headers, ...extra };
  }

  // Only an existing session is refreshed: login and register hand their token to the caller,
  // and a response that lands after logout must not bring the old session back.
  function refresh(next: string) {
    const current = tokenStore.get();
    if (current === null) return;
    const decision = refreshDecision(current, next);
    if (decision === 'accept') {
      tokenStore.set(next);
      onTokenRefresh?.(next);
    } else if (decision === 'invalid') {
      onForcedLogout?.('invalid-update-token');
    }
  }

  async function request<T>(
    method: HttpMethod,
    path: string,
    body?: unknown,
    opts: RequestOptions = {},
  ): Promise<ApiResponse<T>> {
    let response: Response;
    try {
      response = await fetchFn(buildUrl(baseUrl, path, opts.query), {
        method,
        headers: requestHeaders(body !== undefined, opts.headers),
        body: body === undefined ? undefined : JSON.stringify(body),
        credentials: 'same-origin',
        signal: opts.signal,
      });
    } catch (error) {
      if (isAbort(error)) throw error;
      throw new ApiError(NOTHING_RETURNED_MESSAGE, 0, NO_RESPONSE_CODE);
    }
    const parsed = await readBody(response);
    const token = bearerToken(response.headers.get('authorization'));
    if (token && opts.storeToken !== false) refresh(token);

    if (!isSuccess(response, parsed)) {
      const error = apiErrorFrom(parsed, response.status, response.statusText);
      if (error.status === 401 && isServerLogoutCode(error.code)) onForcedLogout?.(error.code);
      throw error;
    }
    const record = asRecord(parsed) ?? {};
    const results = ('results' in record ? record.results : record.data) as T;
    return { results, token, status: response.status };
  }

  return {
    request,
    get: async <T>(path: string, opts?: RequestOptions) =>
      (await request<T>('GET', path, undefined, opts)).results,
    post: async <T>(path: string, body?: unknown, opts?: RequestOptions) =>
      (await request<T>('POST', path, body, opts)).results,
  };
}
