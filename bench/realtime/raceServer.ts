// The real race server on a loopback port with `clients` bench accounts and a session token for
// each, shared by the realtime bench (serverChild.ts) and the idle-socket bench
// (socketsChild.ts). Public rooms of 5 humans start at once, full; the long wait means no room
// ever starts short of humans, so no bots.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import pino from 'pino';

import { SITES } from '../../src/domain/site';
import { systemClock } from '../../src/domain/systemClock';
import { emptyGarage } from '../../src/domain/user';
import { buildApp } from '../../src/server/app';
import { readConfig } from '../../src/server/config';
import { openStorage } from '../../src/server/db/client';
import { users } from '../../src/server/db/schema';
import { loadSeed } from '../../src/server/seed/seed';
import { createServices } from '../../src/server/services';
import { TICK_MS } from './driver';

export interface RaceServer {
  port: number;
  /** One login token per client. */
  tokens: string[];
}

/** Accounts are inserted this many at a time. */
const INSERT_BATCH = 500;

export async function serveRace(clients: number): Promise<RaceServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'nitro-rtbench-'));
  const storage = await openStorage({ dataDir: 'memory://' });
  await loadSeed(storage.db, systemClock);
  const config = readConfig({
    DATA_DIR: dataDir,
    RACE_WAIT_MS: '600000',
    COUNTDOWN_MS: '500',
    RACE_TICK_MS: String(TICK_MS),
  });
  const services = await createServices({
    storage,
    config,
    clock: systemClock,
    log: pino({ level: 'silent' }),
  });
  const app = await buildApp({ site: SITES.typing, services });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const tokens: string[] = [];
  const now = Math.floor(Date.now() / 1000);
  for (let from = 0; from < clients; from += INSERT_BATCH) {
    const rows = await storage.db
      .insert(users)
      .values(
        Array.from({ length: Math.min(INSERT_BATCH, clients - from) }, (_, k) => ({
          username: `bench${from + k}`,
          passwordHash: 'not-a-login',
          garage: emptyGarage(),
          createdStamp: now,
          qualifyingRaceComplete: true,
          avgSpeed: 60,
        })),
      )
      .returning({ userID: users.userID, tokenVersion: users.tokenVersion });
    for (const row of rows) tokens.push(await services.tokens.issue(row.userID, row.tokenVersion));
  }
  if (tokens.length !== clients) throw new Error('bench users not created');
  return { port: (app.server.address() as { port: number }).port, tokens };
}
