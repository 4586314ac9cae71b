// Self-hosted proof-of-work captcha (ALTCHA). The browser widget fetches a signed challenge, spends a
// second or two finding the counter, and sends back base64(JSON {challenge, solution}). A solution
// is accepted once: its signature is recorded until the challenge expires.
import {
  createChallenge,
  randomInt,
  verifySolution,
  type Challenge,
  type Payload,
} from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { lt } from 'drizzle-orm';
import type { Clock } from '../clock';
import type { Db } from '../db/client';
import { usedCaptchas } from '../db/schema';

const CHALLENGE_TTL_SECONDS = 10 * 60;

export interface CaptchaService {
  challenge(): Promise<Challenge>;
  /** True when the payload solves an unexpired challenge of ours that was not used before. */
  verify(payload: string | undefined): Promise<boolean>;
}

export interface CaptchaOptions {
  secret: string;
  keySecret: string;
  /** Work is a random counter in [minCounter, maxCounter]. */
  minCounter: number;
  maxCounter: number;
}

export function createCaptchaService(
  db: Db,
  clock: Clock,
  options: CaptchaOptions,
): CaptchaService {
  return {
    challenge: () =>
      createChallenge({
        algorithm: 'SHA-256',
        cost: 1,
        counter: randomInt(options.minCounter, options.maxCounter),
        deriveKey,
        expiresAt: clock.nowSeconds() + CHALLENGE_TTL_SECONDS,
        hmacSignatureSecret: options.secret,
        hmacKeySignatureSecret: options.keySecret,
      }),

    async verify(raw) {
      const payload = decode(raw);
      if (!payload?.challenge?.signature || !payload.solution) return false;
      const result = await verifySolution({
        challenge: payload.challenge,
        solution: payload.solution,
        deriveKey,
        hmacSignatureSecret: options.secret,
        hmacKeySignatureSecret: options.keySecret,
      }).catch(() => null);
      if (!result?.verified) return false;
      const now = clock.nowSeconds();
      await db.delete(usedCaptchas).where(lt(usedCaptchas.expiresStamp, now));
      const inserted = await db
        .insert(usedCaptchas)
        .values({
          signature: payload.challenge.signature.slice(0, 128),
          expiresStamp: payload.challenge.parameters.expiresAt ?? now + CHALLENGE_TTL_SECONDS,
        })
        .onConflictDoNothing()
        .returning({ signature: usedCaptchas.signature });
      return inserted.length === 1;
    },
  };
}

function decode(raw: string | undefined): Payload | null {
  if (!raw) return null;
  try {
    return JSON.parse(Buffer.from(raw, 'base64').toString('utf8')) as Payload;
  } catch {
    return null;
  }
}
