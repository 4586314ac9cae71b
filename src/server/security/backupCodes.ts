// Backup codes: ten random codes shown once, stored only as keyed hashes (HMAC-SHA256 with the
// server's link secret: a leaked table alone cannot be checked against guesses offline).
import { createHmac, randomInt } from 'node:crypto';

/** No 0/o, 1/l/i: a code read off paper is typed right. */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
export const BACKUP_CODE_COUNT = 10;
const CODE_LENGTH = 10;

export function newBackupCodes(count = BACKUP_CODE_COUNT): string[] {
  return Array.from({ length: count }, () =>
    Array.from({ length: CODE_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join(''),
  );
}

/** The stored form of a code (already normalised: lower case, no dash). */
export const hashBackupCode = (pepper: string, code: string): string =>
  createHmac('sha256', pepper).update(`backup:${code}`).digest('hex');
