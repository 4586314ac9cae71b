// drizzle-kit writes foreign keys as "public"."table". Migrations must follow search_path instead,
// so the same files run in any schema (tests isolate each suite in a schema of its own).
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';

const dir = new URL('../src/server/db/migrations/', import.meta.url);
for (const file of readdirSync(dir).filter((f) => f.endsWith('.sql'))) {
  const path = new URL(file, dir);
  const sql = readFileSync(path, 'utf8');
  const fixed = sql.replaceAll('"public".', '');
  if (fixed !== sql) writeFileSync(path, fixed);
}
