// Browser-side defences sent with every response: a strict Content Security Policy (scripts and
// styles only from this origin, no inline script, no eval), no framing by any other site (CSP
// frame-ancestors and X-Frame-Options for older browsers), no MIME sniffing, a referrer that never
// carries a path to another site, and HSTS when a TLS-terminating proxy says the request was https.
import { randomBytes } from 'node:crypto';

import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * What the built client needs and no more. Beyond 'self':
 * - img-src data: the favicon and the small images Vite inlines into CSS.
 * - media-src data: race sounds (howler) when it falls back to an audio element.
 * - connect-src 'self' also covers the realtime socket (ws: / wss: on this origin, CSP Level 3).
 * No blob: anywhere (the captcha's proof of work runs in a worker file of our bundle), no
 * 'unsafe-inline' (the site id is an attribute of <html>; the captcha widget's styles are a
 * stylesheet) and no 'unsafe-eval' (Pixi runs its CSP-safe build, pixi.js/unsafe-eval, which
 * despite its name is the one without eval).
 */
export const SITE_POLICY: Readonly<Record<string, string>> = {
  'default-src': "'self'",
  'script-src': "'self'",
  'style-src': "'self'",
  'img-src': "'self' data:",
  'font-src': "'self' data:",
  'connect-src': "'self'",
  'media-src': "'self' data:",
  'worker-src': "'self'",
  'object-src': "'none'",
  'base-uri': "'none'",
  'form-action': "'self'",
  'frame-ancestors': "'none'",
};

export function contentSecurityPolicy(overrides: Record<string, string> = {}): string {
  return Object.entries({ ...SITE_POLICY, ...overrides })
    .map(([directive, sources]) => `${directive} ${sources}`)
    .join('; ');
}

/** A fresh nonce for the one page that needs an inline script (the cross-site handoff). */
export function scriptNonce(): string {
  return randomBytes(18).toString('base64');
}

/** The policy of a page whose only script carries `nonce`. */
export function noncePolicy(nonce: string): string {
  return contentSecurityPolicy({ 'script-src': `'nonce-${nonce}'`, 'connect-src': "'none'" });
}

export interface SecurityHeaderOptions {
  /**
   * False only for the dev server's pages, whose hot-reload client is inline script that Vite
   * writes into the HTML; every other response (the API included) carries the policy.
   */
  pagePolicy: boolean;
}

/** The headers for `request`, as a plain list (also written by hand on raw socket errors). */
export function securityHeaders(
  request: Pick<FastifyRequest, 'protocol'> | null,
  options: { csp: boolean },
): Record<string, string> {
  const headers: Record<string, string> = {
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'cross-origin-opener-policy': 'same-origin',
    'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=()',
  };
  if (options.csp) headers['content-security-policy'] = contentSecurityPolicy();
  // request.protocol reads X-Forwarded-Proto only when TRUST_PROXY=1 (Fastify's trustProxy); a
  // direct connection to this server is plain http, where HSTS would mean nothing.
  if (request?.protocol === 'https') {
    headers['strict-transport-security'] = 'max-age=31536000; includeSubDomains';
  }
  return headers;
}

/** onRequest: set early so a route can still replace one (the handoff page's nonce policy). */
export function applySecurityHeaders(
  request: FastifyRequest,
  reply: FastifyReply,
  options: SecurityHeaderOptions,
): void {
  const isPage = !request.url.startsWith('/api/') && !request.url.startsWith('/assets/');
  reply.headers(securityHeaders(request, { csp: options.pagePolicy || !isPage }));
}
