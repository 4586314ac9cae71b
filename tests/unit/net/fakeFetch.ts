// A fetch double for client tests: records each call and answers with real Response objects, so
// the client under test reads headers and bodies exactly as it does in the browser.
import type { FetchLike } from '../../../src/net/apiClient';

export interface RecordedCall {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
}

export type Handler = (call: RecordedCall, init: RequestInit) => Response | Promise<Response>;

export function fakeFetch(handler: Handler): { fetch: FetchLike; calls: RecordedCall[] } {
  const calls: RecordedCall[] = [];
  const fetch: FetchLike = async (input, init) => {
    const headers = Object.fromEntries(new Headers(init.headers).entries());
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : init.body;
    const call = { url: input, method: init.method ?? 'GET', headers, body };
    calls.push(call);
    return handler(call, init);
  };
  return { fetch, calls };
}

export function jsonResponse(
  body: unknown,
  init: { status?: number; statusText?: string; token?: string } = {},
): Response {
  const headers = new Headers({ 'content-type': 'application/json' });
  if (init.token) headers.set('authorization', `Bearer ${init.token}`);
  return new Response(JSON.stringify(body), {
    status: init.status ?? 200,
    statusText: init.statusText ?? '',
    headers,
  });
}

export const ok = (results: unknown, token?: string) =>
  jsonResponse({ status: 'OK', results }, { token });

export const fail = (status: number, code: string, results: string, fields?: object) =>
  jsonResponse({ status: 'FAIL', results, code, ...(fields ? { fields } : {}) }, { status });

/** An unsigned JWT with the given payload; the client never checks signatures. */
export function makeToken(payload: Record<string, unknown>): string {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(payload)}.c2lnbmF0dXJl`;
}

export const userToken = (userID: number, iat: number, exp = iat + 3600) =>
  makeToken({ sub: String(userID), userID, iat, exp, iss: 'nitro-race' });
