// Stripe's Checkout Sessions API (create and retrieve) on a local port, for the payment tests
// (STRIPE_API_URL). Stripe ships no local server on npm (stripe-mock is a Go binary), so this one
// is written here, once for every payment test; to keep it from merely agreeing with our code it
// refuses what Stripe's API reference says Stripe refuses: a wrong or missing secret key, a body
// that is not form-encoded, a create without `mode`, `success_url` or valid line items, and an
// `expires_at` outside 30 minutes to 24 hours from now. Webhook events are signed in the tests
// with the stripe package's own helper (stripe.webhooks.generateTestHeaderString).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StripeSessionRecord {
  form: URLSearchParams;
  /** Stripe's session status: open, complete or expired (a test may change it). */
  status: 'open' | 'complete' | 'expired';
}

export interface StripeApi {
  server: Server;
  url: string;
  /** Every accepted create, in order. */
  forms: URLSearchParams[];
  /** Sessions by id. */
  created: Map<string, StripeSessionRecord>;
  /** Stripe's clock, epoch seconds (the test server's, once it exists). */
  now: () => number;
  close(): Promise<void>;
}

const MIN_EXPIRY_SECONDS = 30 * 60;
const MAX_EXPIRY_SECONDS = 24 * 60 * 60;

/** Stripe's error body (https://docs.stripe.com/api/errors). */
const stripeError = (message: string, param?: string) =>
  JSON.stringify({
    error: { type: 'invalid_request_error', message, ...(param ? { param } : {}) },
  });

/** Why Stripe would refuse this create, or null. */
function createRefusal(form: URLSearchParams, now: number): [string, string] | null {
  const mode = form.get('mode');
  if (!mode) return ['Missing required param: mode.', 'mode'];
  if (!['payment', 'setup', 'subscription'].includes(mode)) return ['Invalid mode.', 'mode'];
  if (!form.get('success_url')) return ['Missing required param: success_url.', 'success_url'];
  const indexes = new Set(
    [...form.keys()].flatMap((key) => /^line_items\[(\d+)\]/.exec(key)?.[1] ?? []).map(Number),
  );
  if (mode === 'payment' && indexes.size === 0)
    return ['line_items is required in payment mode.', 'line_items'];
  for (const i of indexes) {
    const at = (key: string) => form.get(`line_items[${i}]${key}`);
    const quantity = Number(at('[quantity]'));
    if (!Number.isInteger(quantity) || quantity < 1)
      return ['Invalid quantity.', `line_items[${i}][quantity]`];
    if (at('[price]')) continue;
    if (!at('[price_data][currency]'))
      return ['Missing required param: currency.', `line_items[${i}][price_data][currency]`];
    const amount = at('[price_data][unit_amount]');
    if (amount === null || !/^\d+$/.test(amount))
      return ['Invalid integer: unit_amount.', `line_items[${i}][price_data][unit_amount]`];
    if (!at('[price_data][product]') && !at('[price_data][product_data][name]'))
      return ['Missing required param: product_data[name].', `line_items[${i}][price_data]`];
  }
  const expiresAt = form.get('expires_at');
  if (expiresAt !== null) {
    const at = Number(expiresAt);
    if (
      !Number.isInteger(at) ||
      at < now + MIN_EXPIRY_SECONDS - 60 ||
      at > now + MAX_EXPIRY_SECONDS
    )
      return [
        'The `expires_at` timestamp must be between 30 minutes and 24 hours from Checkout Session creation.',
        'expires_at',
      ];
  }
  return null;
}

export function startStripeApi(secretKey: string, idPrefix = 'cs_test'): Promise<StripeApi> {
  const forms: URLSearchParams[] = [];
  const created = new Map<string, StripeSessionRecord>();
  let n = 0;
  const api = { now: () => Math.floor(Date.now() / 1000) } as StripeApi;
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      res.setHeader('content-type', 'application/json');
      const fail = (status: number, message: string, param?: string) => {
        res.statusCode = status;
        res.end(stripeError(message, param));
      };
      if (req.headers.authorization !== `Bearer ${secretKey}`)
        return fail(401, 'Invalid API Key provided.');
      const answer = (id: string) => {
        const session = created.get(id)!;
        res.end(
          JSON.stringify({
            id,
            object: 'checkout.session',
            status: session.status,
            mode: session.form.get('mode'),
            url: session.status === 'open' ? `https://checkout.stripe.test/pay/${id}` : null,
            client_reference_id: session.form.get('client_reference_id'),
            expires_at: Number(session.form.get('expires_at')) || api.now() + MAX_EXPIRY_SECONDS,
          }),
        );
      };
      if (req.method === 'POST' && req.url === '/v1/checkout/sessions') {
        if (!String(req.headers['content-type']).startsWith('application/x-www-form-urlencoded'))
          return fail(400, 'Invalid request: the body must be form-encoded.');
        const form = new URLSearchParams(body);
        const refusal = createRefusal(form, api.now());
        if (refusal) return fail(400, ...refusal);
        n += 1;
        const id = `${idPrefix}_${n}`;
        forms.push(form);
        created.set(id, { form, status: 'open' });
        return answer(id);
      }
      const id = /^\/v1\/checkout\/sessions\/([\w-]+)$/.exec(req.url ?? '')?.[1];
      if (req.method === 'GET' && id) {
        if (created.has(id)) return answer(id);
        return fail(404, `No such checkout.session: '${id}'`, 'id');
      }
      fail(404, `Unrecognized request URL (${req.method}: ${req.url}).`);
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve(
        Object.assign(api, {
          server,
          url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
          forms,
          created,
          close: () => new Promise<void>((done) => server.close(() => done())),
        }),
      ),
    ),
  );
}
