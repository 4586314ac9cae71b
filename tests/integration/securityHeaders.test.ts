// Browser-side defences on every response (issue 10 item 14): a strict Content Security Policy
// with no inline script and no eval, no framing by other sites, nosniff, a referrer policy, HSTS
// only behind a proxy that says the request was https, and a nonce for the one inline script (the
// cross-site handoff page).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { SITES } from '../../src/domain/site';
import { buildApp } from '../../src/server/app';
import {
  register,
  startTestServer,
  testDatabases,
  tokenOf,
  uniqueName,
  type TestServer,
} from './harness';

const PAGE = '<!doctype html><html lang="en" data-site="typing"><head></head><body></body></html>';

/** The policy as directive → sources. */
function directives(policy: unknown): Record<string, string> {
  expect(typeof policy).toBe('string');
  return Object.fromEntries(
    String(policy)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .map(([name = '', ...sources]) => [name, sources.join(' ')]),
  );
}

function expectFramingRefused(headers: Record<string, unknown>) {
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
}

describe.each(testDatabases)('security headers on $name', (database) => {
  let server: TestServer;
  let artDir: string;
  const extraApps: FastifyInstance[] = [];

  /** An app that serves pages, as `npm start` (policy on) or `npm run dev` (policy off) does. */
  async function siteApp(contentSecurityPolicy?: boolean) {
    const app = await buildApp({
      site: SITES.typing,
      services: server.services,
      client: { html: () => PAGE, artDir, contentSecurityPolicy },
    });
    extraApps.push(app);
    return app;
  }

  beforeAll(async () => {
    server = await startTestServer(database);
    artDir = mkdtempSync(join(tmpdir(), 'nitro-art-'));
  });
  afterAll(async () => {
    await Promise.all(extraApps.map((app) => app.close()));
    await server?.close();
    rmSync(artDir, { recursive: true, force: true });
  });

  it('sends a strict policy with every page: own scripts only, no inline, no eval, no framing', async () => {
    const app = await siteApp();
    for (const url of ['/', '/garage', '/race']) {
      const res = await app.inject({ url });
      expect(res.statusCode).toBe(200);
      expectFramingRefused(res.headers);
      const policy = directives(res.headers['content-security-policy']);
      expect(policy['default-src']).toBe("'self'");
      expect(policy['script-src']).toBe("'self'");
      expect(policy['style-src']).toBe("'self'");
      expect(policy['frame-ancestors']).toBe("'none'");
      expect(policy['object-src']).toBe("'none'");
      expect(policy['base-uri']).toBe("'none'");
      expect(String(res.headers['content-security-policy'])).not.toMatch(/unsafe-(inline|eval)/);
    }
  });

  it('sends the same headers with API answers and failures', async () => {
    for (const url of ['/api/v2/health', '/api/v2/no/such/thing', '/api/v2/news/%00']) {
      const res = await server.app.inject({ url });
      expectFramingRefused(res.headers);
      expect(directives(res.headers['content-security-policy'])['frame-ancestors']).toBe("'none'");
    }
  });

  it("leaves the dev server's pages without the policy (Vite's hot reload is inline script) but still unframeable", async () => {
    const res = await (await siteApp(false)).inject({ url: '/garage' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-security-policy']).toBeUndefined();
    expectFramingRefused(res.headers);
  });

  it('sends no HSTS on a plain connection, even if a client claims https', async () => {
    const res = await server.app.inject({
      url: '/api/v2/health',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('gives the handoff page a fresh nonce for its one inline script', async () => {
    const token = tokenOf(await register(server.apps.typing, uniqueName('csp')));
    const landing = async () => {
      const link = await server.apps.typing.inject({
        method: 'POST',
        url: '/api/v2/auth/cross-site-token',
        headers: { authorization: `Bearer ${token}` },
        payload: { app: 'math', redirect: '/play' },
      });
      const url = new URL(link.json().results.url as string);
      return server.apps.math.inject({ url: `${url.pathname}${url.search}` });
    };
    const nonces: string[] = [];
    for (let i = 0; i < 2; i += 1) {
      const page = await landing();
      expect(page.statusCode).toBe(200);
      const policy = directives(page.headers['content-security-policy']);
      const nonce = /^'nonce-([A-Za-z0-9+/=]{16,})'$/.exec(policy['script-src'] ?? '')?.[1];
      expect(nonce).toBeDefined();
      expect(policy['frame-ancestors']).toBe("'none'");
      const scripts = [...page.body.matchAll(/<script([^>]*)>/g)].map((m) => m[1]);
      expect(scripts).toEqual([` nonce="${nonce}"`]);
      nonces.push(nonce!);
    }
    expect(nonces[0]).not.toBe(nonces[1]);
  });
});

describe.each(testDatabases)('HSTS behind a proxy on $name', (database) => {
  let server: TestServer;
  const before = process.env.TRUST_PROXY;
  beforeAll(async () => {
    process.env.TRUST_PROXY = '1';
    server = await startTestServer(database);
  });
  afterAll(async () => {
    if (before === undefined) delete process.env.TRUST_PROXY;
    else process.env.TRUST_PROXY = before;
    await server?.close();
  });

  it('sends HSTS only when the trusted proxy says the request was https', async () => {
    const https = await server.app.inject({
      url: '/api/v2/health',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(https.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const http = await server.app.inject({
      url: '/api/v2/health',
      headers: { 'x-forwarded-proto': 'http' },
    });
    expect(http.headers['strict-transport-security']).toBeUndefined();
  });
});
