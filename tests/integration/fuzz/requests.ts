// Turns one valid example request into a hostile one: a mutated JSON body, or JSON that is not
// JSON, under the wrong content type, too large; odd path parameters and query strings; and a
// caller who is a guest, a player, or someone holding a forged, expired or borrowed token.
import type { InjectOptions } from 'fastify';

import { pick, type Rng } from '../../../src/domain/random';
import { mutateJson } from './mutateJson';
import { int, nastyNumber, nastyString, type Json } from './nasty';

export interface ExampleRequest {
  /** Values of the path's `:name` parameters. */
  params?: Record<string, string>;
  query?: Record<string, string>;
  /** A valid body (absent for GETs). */
  body?: Json;
}

/** Header sets of the callers a request is sent as (see fuzz.test.ts for how each is made). */
export type Callers = Record<string, Record<string, string>>;

export interface FuzzRequest {
  options: InjectOptions;
  /** What was sent: for the report of a failure. */
  label: string;
  caller: string;
  /** The JSON body, when one was sent as application/json that parses. */
  json?: Json;
}

/** Percent-encodes anything, lone surrogates included (encodeURIComponent throws on those). */
function encode(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return [...Buffer.from(text, 'utf8')]
      .map((b) => `%${b.toString(16).padStart(2, '0')}`)
      .join('');
  }
}

/** A path parameter: the valid one, or one a router or a parser may mishandle. */
function paramValue(rng: Rng, valid: string): string {
  if (rng() < 0.3) return encode(valid);
  return pick(rng, [
    '%00',
    `${valid}%00`,
    '%',
    '%zz',
    '%E0%A4%A',
    'a'.repeat(300),
    '9'.repeat(300),
    '..',
    '%2e%2e%2f',
    '-1',
    '0',
    '1.5',
    '1e309',
    '0x10',
    '%20' + valid,
    encode(nastyString(rng)),
    String(nastyNumber(rng)),
  ]);
}

function queryString(rng: Rng, valid: Record<string, string> = {}): string {
  const pairs = Object.entries(valid).map(([k, v]) => `${encode(k)}=${encode(v)}`);
  const r = rng();
  if (r < 0.3) return pairs.length ? `?${pairs.join('&')}` : '';
  const odd = pick(rng, [
    () => `${encode(Object.keys(valid)[0] ?? 'x')}=${encode(nastyString(rng))}`,
    () => `${encode(Object.keys(valid)[0] ?? 'x')}=1&${encode(Object.keys(valid)[0] ?? 'x')}=2`,
    () => 'extra=1',
    () => '__proto__[admin]=1',
    () => 'constructor[prototype][x]=1',
    () => 'a[b][c][d]=1',
    () => '%00=%00',
    () => '=&&==',
    () => `q=${'x'.repeat(5000)}`,
    () => 'limit=%E0%A4%A',
    () => `limit=${encode(String(nastyNumber(rng)))}`,
    () =>
      `token=${encode(nastyString(rng))}&redirect=${encode(pick(rng, ['//evil.example', 'javascript:alert(1)', '/\\evil', 'https://evil.example']))}`,
  ])();
  return `?${[...(rng() < 0.5 ? pairs : []), odd].join('&')}`;
}

/** A body that is not the JSON it claims to be, or JSON under another content type. */
function oddBody(
  rng: Rng,
  example: Json,
): { payload: string; contentType?: string; label: string } {
  const json = JSON.stringify(example);
  return pick(rng, [
    () => ({
      payload: json.slice(0, Math.max(1, int(rng, json.length))),
      contentType: 'application/json',
      label: 'truncated JSON',
    }),
    () => ({
      payload: `${json}garbage`,
      contentType: 'application/json',
      label: 'trailing garbage',
    }),
    () => ({ payload: "{'a':1}", contentType: 'application/json', label: 'single quotes' }),
    () => ({ payload: 'NaN', contentType: 'application/json', label: 'NaN' }),
    () => ({ payload: '\u0000', contentType: 'application/json', label: 'NUL body' }),
    () => ({ payload: '', contentType: 'application/json', label: 'empty JSON body' }),
    () => ({ payload: `\ufeff${json}`, contentType: 'application/json', label: 'BOM' }),
    () => ({
      payload: '{"__proto__":{"isAdmin":true}}',
      contentType: 'application/json',
      label: '__proto__',
    }),
    () => ({
      payload: '{"constructor":{"prototype":{"isAdmin":true}}}',
      contentType: 'application/json',
      label: 'constructor.prototype',
    }),
    () => ({
      payload: json.replace('{', '{"a":1,"a":2,'),
      contentType: 'application/json',
      label: 'duplicate keys',
    }),
    () => ({
      payload: '['.repeat(5000) + ']'.repeat(5000),
      contentType: 'application/json',
      label: 'deep arrays',
    }),
    () => ({
      payload: JSON.stringify({ pad: 'x'.repeat(70 * 1024) }),
      contentType: 'application/json',
      label: 'over the body limit',
    }),
    () => ({ payload: json, contentType: 'text/plain', label: 'text/plain' }),
    () => ({
      payload: 'a=1&b=2',
      contentType: 'application/x-www-form-urlencoded',
      label: 'form body',
    }),
    () => ({
      payload: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--',
      contentType: 'multipart/form-data; boundary=x',
      label: 'multipart',
    }),
    () => ({
      payload: json,
      contentType: 'application/json; charset=utf-16',
      label: 'utf-16 charset',
    }),
    () => ({ payload: json, contentType: 'APPLICATION/JSON', label: 'upper-case type' }),
    () => ({ payload: json, contentType: 'application/xml', label: 'xml type' }),
    () => ({ payload: json, contentType: 'application/json-patch+json', label: 'json-patch type' }),
    () => ({ payload: json, label: 'no content type' }),
  ])();
}

/** One hostile request from `example`, sent as one of `callers`. */
export function fuzzRequest(
  rng: Rng,
  method: string,
  urlTemplate: string,
  example: ExampleRequest,
  callers: Callers,
): FuzzRequest {
  const path = urlTemplate.replace(/:(\w+)/g, (_, name: string) => {
    const valid = example.params?.[name] ?? '1';
    return rng() < 0.6 ? encode(valid) : paramValue(rng, valid);
  });
  const query = rng() < 0.5 ? queryString(rng, example.query) : queryString(() => 0, example.query);
  const caller = pick(rng, Object.keys(callers));
  const headers: Record<string, string> = { ...callers[caller] };
  const options: InjectOptions = {
    method: method as InjectOptions['method'],
    url: path + query,
    headers,
  };
  const hasBody = example.body !== undefined || rng() < 0.05;
  if (!hasBody) return { options, label: `${method} ${path + query}`, caller };

  const base = example.body ?? {};
  const r = rng();
  if (r < 0.05 && /\d/.test(JSON.stringify(base))) {
    // JSON numbers that JavaScript reads as Infinity, 0 or -0: valid JSON, not valid numbers.
    const literal = pick(rng, ['1e999', '-1e999', '1e-999', '-0', '1.0000000000000000001', '1E2']);
    options.payload = JSON.stringify(base).replace(/(?<=[:[,])-?\d+(\.\d+)?/, literal);
    headers['content-type'] = 'application/json';
    const json = JSON.parse(options.payload) as Json;
    return { options, label: `${method} ${path + query} number ${literal}`, caller, json };
  }
  if (r < 0.75) {
    const json = r < 0.06 ? base : mutateJson(rng, base);
    options.payload = JSON.stringify(json);
    headers['content-type'] = 'application/json';
    return { options, label: `${method} ${path + query} json`, caller, json };
  }
  const odd = oddBody(rng, base);
  options.payload = odd.payload;
  if (odd.contentType) headers['content-type'] = odd.contentType;
  return { options, label: `${method} ${path + query} ${odd.label}`, caller };
}
