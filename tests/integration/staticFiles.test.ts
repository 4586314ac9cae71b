// The client and the authored art are served with cache lifetimes (the static plugin hands its
// header hook the raw response: this proves the headers are really set).
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { SITES } from '../../src/domain/site';
import { buildApp } from '../../src/server/app';
import { startTestServer, testDatabases, type TestServer } from './harness';

describe.each(testDatabases.slice(0, 1))('static files on $name', (database) => {
  let server: TestServer;
  let app: FastifyInstance;
  beforeAll(async () => {
    server = await startTestServer(database);
    const builtDir = mkdtempSync(join(tmpdir(), 'built-'));
    mkdirSync(join(builtDir, 'assets'));
    writeFileSync(join(builtDir, 'assets', 'main-abc123.js'), 'console.log(1);');
    app = await buildApp({
      site: SITES.typing,
      services: server.services,
      client: {
        html: () => '<!doctype html><div id="root"></div>',
        builtDir,
        artDir: resolve('assets'),
      },
    });
  });
  afterAll(async () => {
    await app?.close();
    await server?.close();
  });

  it('serves a car picture with an hour of caching, and a missing one as a 404', async () => {
    const res = await app.inject({ method: 'GET', url: '/assets/cars/aster_marble.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/svg/);
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    const missing = await app.inject({ method: 'GET', url: '/assets/cars/none.svg' });
    expect(missing.statusCode).toBe(404);
  });

  it('serves a hashed bundle as immutable and the page as always fresh', async () => {
    const bundle = await app.inject({ method: 'GET', url: '/assets/main-abc123.js' });
    expect(bundle.statusCode).toBe(200);
    expect(bundle.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const page = await app.inject({ method: 'GET', url: '/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-cache');
  });
});
