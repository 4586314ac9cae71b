// Several server "processes" on one database and one Redis, as a deployment with REDIS_URL runs
// them: each has its own services (its own bus, rooms, matchmaker and seat locks) and its own
// Fastify app, and they share only the storage and Redis. Keys carry a prefix of this cluster
// only, so parallel test runs on the same Redis never see each other's rooms or seats.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join as joinPath } from 'node:path';

import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import pg from 'pg';
import pino from 'pino';

import { SITES } from '../../src/domain/site';
import { systemClock } from '../../src/domain/systemClock';
import { buildApp } from '../../src/server/app';
import { readConfig } from '../../src/server/config';
import { openStorage, type Storage } from '../../src/server/db/client';
import { loadSeed } from '../../src/server/seed/seed';
import { createServices, type Services } from '../../src/server/services';
import type { TestDatabase } from './harness';
import { listenRealtime, REALTIME_TEST_ENV } from './realtimeHarness';

export interface ServerProcess {
  services: Services;
  app: FastifyInstance;
  /** The realtime socket's address. */
  url: string;
}

export interface Cluster {
  nodes: ServerProcess[];
  storage: Storage;
  /** A client of the same Redis, for looking at keys. */
  redis: Redis;
  /** The prefix of every key this cluster writes. */
  keyPrefix: string;
  close(): Promise<void>;
}

export async function startCluster(
  database: TestDatabase,
  redisUrl: string,
  env: Record<string, string> = {},
  count = 2,
): Promise<Cluster> {
  const dataDir = mkdtempSync(joinPath(tmpdir(), 'nitro-cluster-'));
  const options = database.options();
  const storage = await openStorage(options);
  await loadSeed(storage.db, systemClock);
  const redis = new Redis(redisUrl);
  const keyPrefix = `test:${process.pid}:${Math.random().toString(36).slice(2, 8)}:`;
  const config = {
    ...readConfig({
      DATA_DIR: dataDir,
      REDIS_URL: redisUrl,
      REDIS_KEY_PREFIX: keyPrefix,
      ...REALTIME_TEST_ENV,
      ...env,
    }),
    clientDir: undefined,
  };
  const nodes: ServerProcess[] = [];
  for (let i = 0; i < count; i += 1) {
    const log = pino({ level: 'silent' });
    const services = await createServices({ storage, config, clock: systemClock, log });
    const app = await buildApp({ site: SITES.typing, services });
    nodes.push({ services, app, url: await listenRealtime(app) });
  }
  return {
    nodes,
    storage,
    redis,
    keyPrefix,
    async close() {
      for (const node of nodes) {
        await node.app.close();
        await node.services.realtime.close();
      }
      const left = await redis.keys(`${keyPrefix}*`);
      if (left.length > 0) await redis.del(...left);
      redis.disconnect();
      await storage.close();
      if (options.pgSchema && options.databaseUrl) {
        const client = new pg.Client({ connectionString: options.databaseUrl });
        await client.connect();
        await client.query(`DROP SCHEMA IF EXISTS ${options.pgSchema} CASCADE`);
        await client.end();
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
