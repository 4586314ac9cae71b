// What disqualifications cost a player (issue 10 item 5). Before this, a DQ was only counted, so
// an account disqualified again and again kept racing and being paid. The policy:
//
// - DQs form a run while each comes within DQ_POLICY.runWindowSeconds (a day) of the one before;
//   a day without a DQ starts the next run from zero. Clean races do not reset it: a script that
//   is caught every few races keeps its run.
// - The captchaAt-th DQ of a run (3rd) sets the captcha to 'pending': a human clicks through the
//   bot verification modal and races on; a script is stopped.
// - The coolOffAt-th DQ (5th) and every later one starts a cooling-off: no joins until it ends,
//   1 hour for the 5th, doubling with each further DQ of the run, at most 24 hours.
//
// Pure: the time (`now`, in seconds) is passed in; raceService applies it in the same
// transaction that counts the DQ, and the race server asks `joinRefusal` at every join.
import type { CaptchaStatus } from '../user';

export const DQ_POLICY = {
  runWindowSeconds: 24 * 3600,
  captchaAt: 3,
  coolOffAt: 5,
  coolOffSeconds: 3600,
  maxCoolOffSeconds: 24 * 3600,
} as const;

export type DqPolicy = typeof DQ_POLICY;

/** The part of a player's record the policy reads and writes. */
export interface DqRecord {
  /** Every DQ ever (SPEC §3 DQs). */
  dqs: number;
  /** Seconds of the last DQ (SPEC §3 lastDq). */
  lastDq: number;
  /** DQs in the current run. */
  dqRun: number;
  /** Seconds until which joins are refused (0: none). */
  coolOffUntil: number;
  captchaStatus: CaptchaStatus;
}

/** The record after one more disqualification at `now`. */
export function applyDisqualification(
  record: DqRecord,
  now: number,
  policy: DqPolicy = DQ_POLICY,
): DqRecord {
  const inRun = record.dqRun > 0 && now - record.lastDq <= policy.runWindowSeconds;
  const dqRun = inRun ? record.dqRun + 1 : 1;
  const captchaStatus: CaptchaStatus =
    dqRun >= policy.captchaAt && dqRun < policy.coolOffAt ? 'pending' : record.captchaStatus;
  let coolOffUntil = record.coolOffUntil;
  if (dqRun >= policy.coolOffAt) {
    const doublings = dqRun - policy.coolOffAt;
    const length = Math.min(policy.maxCoolOffSeconds, policy.coolOffSeconds * 2 ** doublings);
    coolOffUntil = Math.max(record.coolOffUntil, now + length);
  }
  return { dqs: record.dqs + 1, lastDq: now, dqRun, coolOffUntil, captchaStatus };
}

/**
 * The proof-of-work cost (times the base captcha) of the bot verification a player owes: the base
 * for races in a row, 4x at the captchaAt-th DQ of a run, doubling with each further DQ, at most
 * 16x. A human solves it once in a few seconds; a script caught again and again pays more each
 * time (the attacker's solver passed the base cost in about 100 ms).
 */
export function botVerificationCost(dqRun: number, policy: DqPolicy = DQ_POLICY): number {
  if (dqRun < policy.captchaAt) return 1;
  return Math.min(16, 4 * 2 ** (dqRun - policy.captchaAt));
}

export type JoinRefusal = { kind: 'captcha' } | { kind: 'cooling-off'; until: number } | null;

/** Why a player may not join a race at `now` (seconds), or null when they may. */
export function joinRefusal(
  record: Pick<DqRecord, 'coolOffUntil' | 'captchaStatus'>,
  now: number,
): JoinRefusal {
  if (record.coolOffUntil > now) return { kind: 'cooling-off', until: record.coolOffUntil };
  if (record.captchaStatus === 'pending') return { kind: 'captcha' };
  return null;
}

/** The refusal a player reads during a cooling-off, saying until when (UTC). */
export function coolingOffMessage(until: number): string {
  const when = new Date(until * 1000).toISOString().slice(0, 16).replace('T', ' ');
  return `You were disqualified too many times. You can race again after ${when} UTC.`;
}
