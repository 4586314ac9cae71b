// Whether a request wrote to the database, read in one tiny query. Every table (found in the
// catalogue, so a table added later is watched too) gets a trigger that counts the rows a
// statement really changed: inserts, deletes, and updates whose new row differs from the old
// one (a no-op update is no change). Writes of the login guard's per-username record (and an
// update of the users table that only moves the old login counters) are counted apart, since a
// refused login legitimately writes those (SPEC §4, the password-guessing defence).
// Hashing the tables instead cost a few milliseconds a request; this costs a fraction of one.
import { sql } from 'drizzle-orm';

import type { Db } from '../../../src/server/db/client';

/** Columns a refused login legitimately writes: failed logins and the captcha requirement. */
export const LOGIN_COUNTERS = ['failed_logins', 'captcha_status'] as const;
/** The table a refused login legitimately writes: failures per username (loginGuard.ts). */
export const LOGIN_TABLE = 'login_attempts';

export interface Digest {
  /** Rows changed anywhere, the login counters excepted. */
  writes: number;
  /** Updates of users that changed only the login counters. */
  loginCounterWrites: number;
}

const LEDGER = 'fuzz_writes';

export async function digester(db: Db): Promise<() => Promise<Digest>> {
  const listed = (await db.execute(
    sql`select table_name as name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`,
  )) as unknown as { rows: { name: string }[] };
  const tables = listed.rows.map((r) => r.name).filter((name) => name !== LEDGER);
  if (!tables.includes('users')) throw new Error(`no users table among ${tables.join(', ')}`);
  const minus = LOGIN_COUNTERS.map((c) => ` - '${c}'`).join('');
  const statements = [
    `create table if not exists ${LEDGER} (id int primary key, writes bigint not null, login bigint not null)`,
    `insert into ${LEDGER} values (1, 0, 0) on conflict (id) do nothing`,
    `create or replace function ${LEDGER}_count() returns trigger language plpgsql as $$
    begin
      if tg_table_name = '${LOGIN_TABLE}' then
        update ${LEDGER} set login = login + 1 where id = 1;
        return null;
      end if;
      if tg_op = 'UPDATE' then
        if to_jsonb(new) is not distinct from to_jsonb(old) then return null; end if;
        if tg_table_name = 'users' and (to_jsonb(new)${minus}) = (to_jsonb(old)${minus}) then
          update ${LEDGER} set login = login + 1 where id = 1;
          return null;
        end if;
      end if;
      update ${LEDGER} set writes = writes + 1 where id = 1;
      return null;
    end $$`,
    ...tables.flatMap((table) => [
      `drop trigger if exists ${LEDGER}_trigger on "${table}"`,
      `create trigger ${LEDGER}_trigger after insert or update or delete on "${table}" for each row execute function ${LEDGER}_count()`,
    ]),
  ];
  for (const statement of statements) await db.execute(sql.raw(statement));
  const read = sql.raw(
    `select writes::int as writes, login::int as login from ${LEDGER} where id = 1`,
  );
  return async () => {
    const result = (await db.execute(read)) as unknown as {
      rows: { writes: number; login: number }[];
    };
    const row = result.rows[0]!;
    return { writes: Number(row.writes), loginCounterWrites: Number(row.login) };
  };
}
