// Self-hosted proof-of-work captcha (ALTCHA). The browser widget fetches a signed challenge, spends a
// second or two finding the counter, and sends back base64(JSON {challenge, solution}). A solution
// is accepted once: its signature is recorded until the challenge expires. A challenge can be made
// costlier (`cost`: SHA-256 iterations per counter step, signed into the challenge), and a caller
// can demand a minimum cost: the login asks more of a name with recent wrong passwords.
import {
  createChallenge,
  randomInt,
  verifySolution,
  type Challenge,
  type Payload,
} from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { lt } from 'drizzle-orm';

import type { Clock } from '../../domain/clock';
import type { Db } from '../db/client';
import { usedCaptchas } from '../db/schema';

const CHALLENGE_TTL_SECONDS = 10 * 60;

export interface CaptchaService {
  /** A challenge whose work is `cost` times the base (1 when not given). */
  challenge(cost?: number): Promise<Challenge>;
  /** True when the payload solves an unexpired challenge of ours that was not used before. */
  verify(payload: string | undefined): Promise<boolean>;
  /** Like verify (and uses the solution up), returning the solved challenge's cost, or null. */
  solvedCost(payload: string | undefined): Promise<number | null>;
}

/** No challenge is made harder than this (also bounds a tampered query). */
export const MAX_CAPTCHA_COST = 64;

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
  async function solvedCost(raw: string | undefined): Promise<number | null> {
    const payload = decode(raw);
    if (!payload?.challenge?.signature || !payload.solution) return null;
    const result = await verifySolution({
      challenge: payload.challenge,
      solution: payload.solution,
      deriveKey,
      hmacSignatureSecret: options.secret,
      hmacKeySignatureSecret: options.keySecret,
    }).catch(() => null);
    if (!result?.verified) return null;
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
    if (inserted.length !== 1) return null;
    // The cost is part of the signed parameters, so it is the one we set.
    const { cost, algorithm } = payload.challenge.parameters;
    return algorithm === 'SHA-256' && Number.isInteger(cost) && cost >= 1 ? cost : null;
  }

  return {
    challenge: (cost = 1) =>
      createChallenge({
        algorithm: 'SHA-256',
        cost: Math.min(Math.max(1, Math.floor(cost)), MAX_CAPTCHA_COST),
        counter: randomInt(options.minCounter, options.maxCounter),
        deriveKey,
        expiresAt: clock.nowSeconds() + CHALLENGE_TTL_SECONDS,
        hmacSignatureSecret: options.secret,
        hmacKeySignatureSecret: options.keySecret,
      }),

    solvedCost,
    verify: async (raw) => (await solvedCost(raw)) !== null,
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
