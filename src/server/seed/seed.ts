// Loads the versioned seed catalogue at start. A file is applied when its version is newer than the
// one recorded, inside one transaction with the version bump, so restarts (and two processes
// starting together) never load it twice or half.
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { eq, sql } from 'drizzle-orm';

import { SEED_FILES, type SeedName } from '../../domain/catalogue';
import type { Clock } from '../../domain/clock';
import type { Db, Tx } from '../db/client';
import {
  bundles,
  cars,
  cashPackages,
  lootItems,
  mathLessons,
  news,
  passages,
  seedVersions,
  specialEvents,
  updates,
} from '../db/schema';

const dataDir = join(dirname(fileURLToPath(import.meta.url)), 'data');

async function upsert(tx: Tx, name: SeedName, items: unknown[]): Promise<void> {
  switch (name) {
    case 'news':
      for (const item of items as (typeof news.$inferInsert)[]) {
        await tx.insert(news).values(item).onConflictDoUpdate({ target: news.id, set: item });
      }
      return;
    case 'updates':
      for (const item of items as (typeof updates.$inferInsert)[]) {
        await tx.insert(updates).values(item).onConflictDoUpdate({ target: updates.id, set: item });
      }
      return;
    case 'passages': {
      // Hundreds of rows: inserted in batches, updating rows whose id already exists.
      const rows = items as (typeof passages.$inferInsert)[];
      for (let i = 0; i < rows.length; i += 200) {
        await tx
          .insert(passages)
          .values(rows.slice(i, i + 200))
          .onConflictDoUpdate({
            target: passages.id,
            set: {
              text: sql`excluded.text`,
              source: sql`excluded.source`,
              author: sql`excluded.author`,
              topic: sql`excluded.topic`,
            },
          });
      }
      return;
    }
    case 'cars':
      for (const item of items as (typeof cars.$inferInsert)[]) {
        await tx.insert(cars).values(item).onConflictDoUpdate({ target: cars.carID, set: item });
      }
      return;
    case 'loot':
      for (const item of items as (typeof lootItems.$inferInsert)[]) {
        await tx
          .insert(lootItems)
          .values(item)
          .onConflictDoUpdate({ target: lootItems.lootID, set: item });
      }
      return;
    case 'lessons':
      for (const item of items as (typeof mathLessons.$inferInsert)[]) {
        await tx
          .insert(mathLessons)
          .values(item)
          .onConflictDoUpdate({ target: mathLessons.lessonID, set: item });
      }
      return;
    case 'events':
      // Operators' own rows (other event ids) are left alone.
      for (const item of items as (typeof specialEvents.$inferInsert)[]) {
        await tx
          .insert(specialEvents)
          .values(item)
          .onConflictDoUpdate({ target: specialEvents.eventID, set: item });
      }
      return;
    case 'cashPackages':
      // Operators' own packages (other SKUs) are left alone.
      for (const item of items as (typeof cashPackages.$inferInsert)[]) {
        await tx
          .insert(cashPackages)
          .values(item)
          .onConflictDoUpdate({ target: cashPackages.SKU, set: item });
      }
      return;
    case 'bundles':
      for (const item of items as (typeof bundles.$inferInsert)[]) {
        await tx
          .insert(bundles)
          .values(item)
          .onConflictDoUpdate({ target: bundles.bundleID, set: item });
      }
      return;
    default: {
      // A new seed file without a loader case would be recorded as applied and insert nothing.
      const missing: never = name;
      throw new Error(`No loader for seed file ${String(missing)}`);
    }
  }
}

/** Returns the names of the files applied this time. */
export async function loadSeed(db: Db, clock: Clock, dir = dataDir): Promise<SeedName[]> {
  const applied: SeedName[] = [];
  for (const name of Object.keys(SEED_FILES) as SeedName[]) {
    const file = SEED_FILES[name].parse(
      JSON.parse(await readFile(join(dir, `${name}.json`), 'utf8')),
    );
    const done = await db.transaction(async (tx) => {
      // Serialises concurrent starters on the same database.
      await tx.execute(sql`select pg_advisory_xact_lock(72616365)`);
      const [current] = await tx.select().from(seedVersions).where(eq(seedVersions.name, name));
      if (current && current.version >= file.version) return false;
      await upsert(tx, name, file.items);
      await tx
        .insert(seedVersions)
        .values({ name, version: file.version, appliedStamp: clock.nowSeconds() })
        .onConflictDoUpdate({
          target: seedVersions.name,
          set: { version: file.version, appliedStamp: clock.nowSeconds() },
        });
      return true;
    });
    if (done) applied.push(name);
  }
  return applied;
}
