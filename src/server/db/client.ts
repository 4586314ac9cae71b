// Opens storage: a PostgreSQL server when a URL is given, else embedded PGlite (a folder, or
// `memory://` for tests). Both get the same Drizzle schema and the same committed migrations.
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';

import * as schema from './schema';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** What a transaction callback receives; same query API as Db. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Storage {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

const migrationsFolder = join(dirname(fileURLToPath(import.meta.url)), 'migrations');

export interface StorageOptions {
  /** postgres://… to use a server; otherwise PGlite. */
  databaseUrl?: string;
  /** PGlite data folder, or `memory://`. */
  dataDir?: string;
  /** Schema to use on a server, so parallel test suites stay isolated on one database. */
  pgSchema?: string;
  /** A PGlite data folder dump (dumpDataDir) to start from, e.g. one already migrated. */
  template?: Blob;
}

export async function openStorage(options: StorageOptions): Promise<Storage> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.pgSchema);
  return openPglite(options.dataDir ?? 'memory://', options.template);
}

async function openPglite(dataDir: string, template?: Blob): Promise<Storage> {
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create({ dataDir, ...(template ? { loadDataDir: template } : {}) });
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder });
  return { db: db as unknown as Db, kind: 'pglite', close: () => client.close() };
}

async function openPostgres(url: string, pgSchema?: string): Promise<Storage> {
  if (pgSchema && !/^[a-z_][a-z0-9_]*$/.test(pgSchema))
    throw new Error(`invalid schema name ${pgSchema}`);
  // The schema is set as a connection option, so every pooled connection uses it from the start.
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    ...(pgSchema ? { options: `-c search_path=${pgSchema}` } : {}),
  });
  if (pgSchema) await pool.query(`CREATE SCHEMA IF NOT EXISTS ${pgSchema}`);
  const db = drizzlePg(pool, { schema });
  await migratePg(db, {
    migrationsFolder,
    ...(pgSchema ? { migrationsSchema: pgSchema } : {}),
  });
  return { db: db as unknown as Db, kind: 'postgres', close: () => pool.end() };
}
