// The guessing budget's numbers, stepped with no clock and no database.
import { describe, expect, it } from 'vitest';

import {
  afterFailure,
  captchaCost,
  loginGate,
  QUIET_RESET_SECONDS,
  type AttemptRecord,
  type LoginPolicy,
} from './loginPolicy';

const policy: LoginPolicy = { freeFailures: 5, lockAfter: 10, delaySeconds: 1, lockSeconds: 3600 };

/** `n` failures, each as soon as the gate allows; the record and the time after the last. */
function failTimes(
  n: number,
  start = 1_000_000,
): { record: AttemptRecord | undefined; now: number } {
  let record: AttemptRecord | undefined;
  let now = start;
  for (let i = 0; i < n; i += 1) {
    const gate = loginGate(record, now, policy);
    if (gate.kind !== 'open') now += gate.retryAfter;
    record = afterFailure(record, now, policy);
  }
  return { record, now };
}

describe('login policy', () => {
  it('gives 5 free failures, then captchas that double in cost up to 16', () => {
    expect([0, 4, 5, 6, 7, 8, 9, 10, 30].map((f) => captchaCost(f, policy))).toEqual([
      null,
      null,
      1,
      2,
      4,
      8,
      16,
      16,
      16,
    ]);
  });

  it('makes each failure past the budget wait 1, 2, 4, 8, 16 s', () => {
    const delays: number[] = [];
    for (let n = 5; n < 10; n += 1) {
      const { record, now } = failTimes(n);
      const gate = loginGate(record, now, policy);
      delays.push(gate.kind === 'delayed' ? gate.retryAfter : 0);
    }
    expect(delays).toEqual([1, 2, 4, 8, 16]);
    expect(loginGate(failTimes(4).record, failTimes(4).now, policy)).toEqual({
      kind: 'open',
      captchaCost: null,
    });
  });

  it('locks at the 10th failure for an hour, and relocks at the next failure after it', () => {
    const { record, now } = failTimes(10);
    expect(loginGate(record, now, policy)).toEqual({ kind: 'locked', retryAfter: 3600 });
    expect(loginGate(record, now + 3600, policy)).toEqual({ kind: 'open', captchaCost: 16 });
    const again = afterFailure(record, now + 3600, policy);
    expect(again.failures).toBe(11);
    expect(again.streakStart).toBe(record!.streakStart);
    expect(loginGate(again, now + 3601, policy).kind).toBe('locked');
  });

  it('forgets a record after a quiet day, and starts a new run with a new streak', () => {
    const { record, now } = failTimes(7);
    const later = now + QUIET_RESET_SECONDS;
    expect(loginGate(record, later, policy)).toEqual({ kind: 'open', captchaCost: null });
    const fresh = afterFailure(record, later, policy);
    expect(fresh).toMatchObject({ failures: 1, streakStart: later });
  });
});
