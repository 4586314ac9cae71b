// API figures as ratios against a baseline measured in the same run on this machine: an authenticated session restore (token check + user row read + user view) on the real
// server and embedded storage, against a bare Fastify route answering fixed JSON.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import Fastify from 'fastify';
import pino from 'pino';

import { SITES } from '../src/domain/site';
import { systemClock } from '../src/domain/systemClock';
import { buildApp } from '../src/server/app';
import { readConfig } from '../src/server/config';
import { openStorage } from '../src/server/db/client';
import { loadSeed } from '../src/server/seed/seed';
import { createServices } from '../src/server/services';
import { load, type LoadResult } from './load';

const SECONDS = Number(process.env.BENCH_SECONDS || 4);
const CONCURRENCY = 16;

const fmt = (r: LoadResult) =>
  `${r.perSecond.toFixed(0).padStart(7)} req/s   p50 ${r.p50.toFixed(2)} ms   p99 ${r.p99.toFixed(2)} ms   (${r.requests} requests)`;

export async function runApiBench(): Promise<{
  sessionRatio: number;
  newsRatio: number;
  registerMs: number;
}> {
  const bare = Fastify();
  bare.get('/hello', async () => ({ status: 'OK', results: { hello: 'world' } }));
  await bare.listen({ port: 0, host: '127.0.0.1' });
  const bareUrl = `http://127.0.0.1:${(bare.server.address() as { port: number }).port}/hello`;

  const dataDir = mkdtempSync(join(tmpdir(), 'nitro-bench-'));
  const storage = await openStorage({
    dataDir: process.env.BENCH_DATABASE_URL ? undefined : join(dataDir, 'db'),
    databaseUrl: process.env.BENCH_DATABASE_URL,
  });
  await loadSeed(storage.db, systemClock);
  const services = await createServices({
    storage,
    config: readConfig({ DATA_DIR: dataDir }),
    clock: systemClock,
    log: pino({ level: 'silent' }),
  });
  const app = await buildApp({ site: SITES.typing, services });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}/api/v2`;

  const t0 = performance.now();
  const reg = await fetch(`${base}/auth/register/username`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      username: 'benchracer',
      password: 'bench-password',
      acceptPolicy: 'on',
    }),
  });
  const registerMs = performance.now() - t0;
  const token = reg.headers.get('authorization') ?? '';
  const userID = String(
    ((await reg.json()) as { results: { user: { userID: number } } }).results.user.userID,
  );

  console.log(
    `API (${SECONDS}s each, ${CONCURRENCY} concurrent clients, loopback, ${storage.kind})\n`,
  );
  const baseline = await load(bareUrl, { seconds: SECONDS, concurrency: CONCURRENCY });
  console.log(`baseline  bare Fastify JSON route      ${fmt(baseline)}`);
  const session = await load(`${base}/auth/session`, {
    seconds: SECONDS,
    concurrency: CONCURRENCY,
    headers: { authorization: token, 'x-uid': userID },
  });
  console.log(`api       GET /auth/session (auth+db)  ${fmt(session)}`);
  const news = await load(`${base}/news?limit=10`, { seconds: SECONDS, concurrency: CONCURRENCY });
  console.log(`api       GET /news?limit=10           ${fmt(news)}`);
  console.log('');
  console.log(
    `ratio     session restore / baseline throughput  ${(session.perSecond / baseline.perSecond).toFixed(3)}`,
  );
  console.log(
    `ratio     news list / baseline throughput        ${(news.perSecond / baseline.perSecond).toFixed(3)}`,
  );
  console.log(`figure    one registration (scrypt hash + insert) ${registerMs.toFixed(0)} ms`);

  await app.close();
  await bare.close();
  await storage.close();
  rmSync(dataDir, { recursive: true, force: true });
  return {
    sessionRatio: session.perSecond / baseline.perSecond,
    newsRatio: news.perSecond / baseline.perSecond,
    registerMs,
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  runApiBench().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
