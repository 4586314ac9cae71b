// Once per `vitest run`: a PGlite database migrated and seeded, dumped to a file. Every test
// file's PGlite starts from that dump instead of running the migrations and the seed again: on
// this 2-core machine a fresh PGlite with migrations and seed takes ~4x as long as one loaded from
// the dump, and the integration suite starts one per file.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

import type { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';

import { createManualClock } from '../../src/domain/clock';
import { openStorage } from '../../src/server/db/client';
import { loadSeed } from '../../src/server/seed/seed';

export default async function setup(project: TestProject): Promise<() => void> {
  const storage = await openStorage({ dataDir: 'memory://' });
  await loadSeed(storage.db, createManualClock(Date.now()));
  const client = (storage.db as unknown as { $client: PGlite }).$client;
  const dump = await client.dumpDataDir('none');
  await storage.close();
  const dir = resolve('.tmp');
  mkdirSync(dir, { recursive: true });
  const path = join(dir, `pglite-template-${process.pid}.tar`);
  writeFileSync(path, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', path);
  return () => rmSync(path, { force: true });
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** The dump of a migrated, seeded PGlite (tests/integration/pgliteTemplate.setup.ts). */
    pgliteTemplate: string;
  }
}
