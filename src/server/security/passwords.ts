// Passwords are stored as scrypt hashes: slow and memory-hard, from Node's own crypto.
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const KEY_LENGTH = 32;
const PRODUCTION_N = 1 << 15;

/**
 * PASSWORD_SCRYPT_N lowers the cost of *new* hashes for test suites, which register hundreds of
 * players (each hash at the production cost is 32 MB and ~0.1-0.8 s of CPU on a 2-core machine).
 * Read once at load: the dummy hash below is made at import. Never set in production; a value that
 * is not a power of two from 2^10 to the production cost is ignored. Stored hashes carry their own
 * N, so verifying is unaffected.
 */
export function costFromEnvironment(value: string | undefined): number {
  const n = Number(value);
  const powerOfTwo = Number.isInteger(n) && n > 0 && (n & (n - 1)) === 0;
  return powerOfTwo && n >= 1 << 10 && n <= PRODUCTION_N ? n : PRODUCTION_N;
}

const DEFAULT_COST: ScryptOptions = {
  N: costFromEnvironment(process.env.PASSWORD_SCRYPT_N),
  r: 8,
  p: 1,
  maxmem: 64 * 1024 * 1024,
};

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (err, key) =>
      err ? reject(err) : resolve(key),
    ),
  );
}

/** Format: scrypt$N$r$p$salt$hash (base64url), so the cost can be raised later per hash. */
export async function hashPassword(
  password: string,
  cost: ScryptOptions = DEFAULT_COST,
): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, cost);
  return [
    'scrypt',
    cost.N,
    cost.r,
    cost.p,
    salt.toString('base64url'),
    key.toString('base64url'),
  ].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [kind, n, r, p, salt, hash] = stored.split('$');
  if (kind !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const options = { N: Number(n), r: Number(r), p: Number(p), maxmem: 64 * 1024 * 1024 };
  const actual = await derive(password, Buffer.from(salt, 'base64url'), options);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** A hash of a random password, for comparing against when no such user exists (same timing). */
export const DUMMY_HASH_PROMISE = hashPassword(randomBytes(12).toString('hex'));
