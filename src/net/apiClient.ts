// The REST client of SPEC §7: bearer token and x-uid on the way out, the envelope checked and the
// token refreshed on the way back, and every failure turned into an ApiError with the SPEC §8
// message. Screens call through the endpoint contracts (`call`), so the path, the parameters and
// the type of what comes back are the contract's; in development and tests each response is also
// checked against the contract's schema. No React here; the session store wires it to the UI.
import {
  type AnyContract,
  type BodyInputOf,
  fillPath,
  type ParamsInputOf,
  type QueryInputOf,
  responseDrift,
  type ResultsOf,
} from '../domain/contracts/contract';
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
  /**
   * Check each contract call's results against the contract's response schema. Defaults to on in
   * development and tests (Vite's DEV), off in production builds. The check runs beside the call,
   * which resolves as it would without it (the schemas load on demand), so it changes no timing.
   */
  checkResponses?: boolean;
  /**
   * A response outside its contract. Default: logged and thrown as an uncaught error, which fails
   * the test run (Vitest reports it) and shows in the browser's console in development.
   */
  onResponseDrift?: (message: string) => void;
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

type Part<K extends string, T> = [T] extends [undefined]
  ? { [key in K]?: never }
  : { [key in K]: T };

/** What a contract call sends: its path parameters and body when it has them, and any query. */
export type CallInput<C extends AnyContract> = Part<'params', ParamsInputOf<C>> &
  Part<'body', BodyInputOf<C>> & { query?: QueryInputOf<C> };

/** Parameters, body and query of a contract with none of them may be left out. */
type CallArgs<C extends AnyContract> =
  Record<never, never> extends CallInput<C>
    ? [input?: CallInput<C>, opts?: RequestOptions]
    : [input: CallInput<C>, opts?: RequestOptions];

export interface ApiClient {
  /** Calls an endpoint by its contract; resolves with the typed `results`, rejects with ApiError. */
  call<C extends AnyContract>(contract: C, ...args: CallArgs<C>): Promise<ResultsOf<C>>;
  /** As `call`, with the response's token and status (login and register keep the token). */
  callForResponse<C extends AnyContract>(
    contract: C,
    ...args: CallArgs<C>
  ): Promise<ApiResponse<ResultsOf<C>>>;
  /** The transport under `call`: any path, the payload unchecked and untyped. */
  request(
    method: HttpMethod,
    path: string,
    body?: unknown,
    opts?: RequestOptions,
  ): Promise<ApiResponse<unknown>>;
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

  async function request(
    method: HttpMethod,
    path: string,
    body?: unknown,
    opts: RequestOptions = {},
  ): Promise<ApiResponse<unknown>> {
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
    const results = 'results' in record ? record.results : record.data;
    return { results, token, status: response.status };
  }

  const checkResponses = options.checkResponses ?? import.meta.env?.DEV === true;
  const onResponseDrift =
    options.onResponseDrift ??
    ((message: string) => {
      console.error(message);
      queueMicrotask(() => {
        throw new Error(message);
      });
    });

  async function callForResponse<C extends AnyContract>(
    contract: C,
    input: { params?: unknown; query?: unknown; body?: unknown } = {},
    opts: RequestOptions = {},
  ): Promise<ApiResponse<ResultsOf<C>>> {
    const path = fillPath(contract.path, input.params as Record<string, unknown> | undefined);
    const query = { ...(input.query as RequestOptions['query']), ...opts.query };
    const response = await request(contract.method, path, input.body, { ...opts, query });
    if (checkResponses) {
      void responseDrift(contract, response.results).then((drift) => {
        if (drift) onResponseDrift(drift);
      });
    }
    // The contract's schema is the type; in development and tests it was just checked as well.
    return response as ApiResponse<ResultsOf<C>>;
  }

  return {
    request,
    callForResponse: (contract, ...[input, opts]) => callForResponse(contract, input, opts),
    call: async (contract, ...[input, opts]) =>
      (await callForResponse(contract, input, opts)).results,
  };
}
