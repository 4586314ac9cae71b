// Signing keys live in the database so every server process on one database agrees on them, and
// a restart does not log everybody out. JWT_SECRET in the environment overrides the stored key.
import { randomBytes } from 'node:crypto';

import { eq } from 'drizzle-orm';

import type { Db } from '../db/client';
import { serverSecrets } from '../db/schema';

export interface Secrets {
  jwtSecret: string;
  cookieSecret: string;
  linkSecret: string;
  captchaSecret: string;
  captchaKeySecret: string;
  /** Signs the sandbox payment provider's callbacks (PAYMENTS_SANDBOX_SECRET overrides it). */
  paymentsSandboxSecret: string;
}

async function loadOrCreate(db: Db, name: string): Promise<string> {
  const fresh = randomBytes(32).toString('base64url');
  // Insert-if-absent then read back: two processes starting together end up with the same key.
  await db.insert(serverSecrets).values({ name, value: fresh }).onConflictDoNothing();
  const [row] = await db.select().from(serverSecrets).where(eq(serverSecrets.name, name));
  if (!row) throw new Error(`secret ${name} could not be stored`);
  return row.value;
}

export async function loadSecrets(db: Db, env: NodeJS.ProcessEnv = process.env): Promise<Secrets> {
  return {
    jwtSecret: env.JWT_SECRET || (await loadOrCreate(db, 'jwt')),
    cookieSecret: await loadOrCreate(db, 'cookie'),
    linkSecret: await loadOrCreate(db, 'link'),
    captchaSecret: await loadOrCreate(db, 'captcha'),
    captchaKeySecret: await loadOrCreate(db, 'captcha-key'),
    paymentsSandboxSecret:
      env.PAYMENTS_SANDBOX_SECRET || (await loadOrCreate(db, 'payments-sandbox')),
  };
}
