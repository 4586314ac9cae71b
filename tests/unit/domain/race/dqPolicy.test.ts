import { describe, expect, it } from 'vitest';

import {
  applyDisqualification,
  botVerificationCost,
  coolingOffMessage,
  DQ_POLICY,
  joinRefusal,
  type DqRecord,
} from '../../../../src/domain/race/dqPolicy';
import { captchaDueAfterRace } from '../../../../src/domain/race/raceCaptcha';

const HOUR = 3600;
const T0 = 1_800_000_000;
const clean: DqRecord = { dqs: 0, lastDq: 0, dqRun: 0, coolOffUntil: 0, captchaStatus: 'na' };

/** `count` DQs, `gap` seconds apart, from T0. */
function dqs(count: number, gap = 60, from: DqRecord = clean): DqRecord {
  let record = from;
  for (let i = 0; i < count; i += 1) record = applyDisqualification(record, T0 + i * gap);
  return record;
}

describe('disqualification policy', () => {
  it('counts every DQ and stamps the last one', () => {
    const record = dqs(2);
    expect(record).toMatchObject({ dqs: 2, lastDq: T0 + 60, dqRun: 2, coolOffUntil: 0 });
    expect(joinRefusal(record, T0 + 61)).toBeNull();
  });

  it('asks for the captcha at the third DQ of a run', () => {
    const record = dqs(DQ_POLICY.captchaAt);
    expect(record.captchaStatus).toBe('pending');
    expect(joinRefusal(record, T0 + 1000)).toEqual({ kind: 'captcha' });
  });

  it('cools off from the fifth DQ: one hour, doubling, at most a day', () => {
    const fifth = dqs(5);
    const at5 = T0 + 4 * 60;
    expect(fifth.coolOffUntil).toBe(at5 + HOUR);
    expect(joinRefusal(fifth, at5 + HOUR - 1)).toEqual({ kind: 'cooling-off', until: at5 + HOUR });
    expect(joinRefusal({ ...fifth, captchaStatus: 'passed' }, at5 + HOUR)).toBeNull();
    const sixth = applyDisqualification(fifth, at5 + 2 * HOUR);
    expect(sixth.coolOffUntil).toBe(at5 + 2 * HOUR + 2 * HOUR);
    const tenth = dqs(10, 60);
    expect(tenth.coolOffUntil).toBe(T0 + 9 * 60 + 24 * HOUR);
  });

  it('starts a new run after a day without a DQ', () => {
    const old = dqs(4);
    const later = applyDisqualification(old, old.lastDq + DQ_POLICY.runWindowSeconds + 1);
    expect(later).toMatchObject({ dqs: 5, dqRun: 1, coolOffUntil: 0 });
  });

  it('keeps a run going across clean races and a solved captcha', () => {
    const solved = { ...dqs(3), captchaStatus: 'passed' as const };
    const fourth = applyDisqualification(solved, T0 + 3 * 60);
    expect(fourth.captchaStatus).toBe('pending');
    const fifth = applyDisqualification({ ...fourth, captchaStatus: 'passed' }, T0 + 4 * 60);
    expect(fifth.coolOffUntil).toBeGreaterThan(T0);
  });

  it('never shortens a cooling-off already running', () => {
    const long = { ...dqs(9), dqRun: 0 };
    const again = applyDisqualification({ ...long, lastDq: 0 }, T0 + 600);
    expect(again.coolOffUntil).toBe(long.coolOffUntil);
  });

  it('tells the player until when, in UTC', () => {
    expect(coolingOffMessage(Date.UTC(2026, 10, 24, 14, 5) / 1000)).toBe(
      'You were disqualified too many times. You can race again after 2026-11-24 14:05 UTC.',
    );
  });
});

describe('captcha after races in a row', () => {
  it('is due at every multiple of the limit, once per multiple', () => {
    expect(captchaDueAfterRace(99, 100, 'na')).toBe(false);
    expect(captchaDueAfterRace(100, 100, 'na')).toBe(true);
    // Solved at 100: the next races in the same session do not ask again until 200.
    expect(captchaDueAfterRace(101, 100, 'passed')).toBe(false);
    expect(captchaDueAfterRace(200, 100, 'passed')).toBe(true);
    expect(captchaDueAfterRace(100, 100, 'pending')).toBe(false);
    expect(captchaDueAfterRace(5, 0, 'na')).toBe(false);
  });
});

describe('botVerificationCost', () => {
  it('is the base for races in a row, 4x at the 3rd DQ of a run, doubling, at most 16x', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 9].map((run) => botVerificationCost(run))).toEqual([
      1, 1, 1, 4, 8, 16, 16, 16,
    ]);
  });
});
