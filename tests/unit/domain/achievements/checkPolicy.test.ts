import { describe, expect, it } from 'vitest';

import {
  afterAction,
  checkAnswered,
  checkSent,
  dueCheck,
  extraCheckDue,
  initialCheckPolicy,
} from '../../../../src/domain/achievements/checkPolicy';

const T0 = 1_800_000_000_000;

describe('the achievement check policy', () => {
  it('debounces: a check is due 300 ms after the last new match', () => {
    let state = afterAction(initialCheckPolicy(), [101], T0);
    expect(dueCheck(state, T0 + 299)).toBeNull();
    state = afterAction(state, [102], T0 + 200);
    expect(dueCheck(state, T0 + 300)).toBeNull();
    expect(dueCheck(state, T0 + 500)).toEqual([101, 102]);
    expect(dueCheck(checkSent(state), T0 + 600)).toBeNull();
  });

  it('restarts the timer on every action with a match, not on one without', () => {
    const state = afterAction(initialCheckPolicy(), [101], T0);
    const again = afterAction(state, [101], T0 + 250);
    expect(again.pending).toEqual([101]);
    expect(dueCheck(again, T0 + 500)).toBeNull();
    expect(dueCheck(again, T0 + 550)).toEqual([101]);
    expect(afterAction(state, [], T0 + 250)).toBe(state);
    expect(dueCheck(initialCheckPolicy(), T0)).toBeNull();
  });

  it('backs off 120 s after a failure, 300 s after a second, and clears on success', () => {
    let state = checkAnswered(initialCheckPolicy(), false, T0);
    expect(state.backOffUntil).toBe(T0 / 1000 + 120);
    const waiting = afterAction(state, [101], T0 + 1000);
    expect(dueCheck(waiting, T0 + 119_000)).toBeNull();
    expect(dueCheck(waiting, T0 + 120_000)).toEqual([101]);
    state = checkAnswered(state, false, T0 + 120_000);
    expect(state.backOffUntil).toBe(T0 / 1000 + 120 + 300);
    state = checkAnswered(state, true, T0 + 500_000);
    expect(state.backOffUntil).toBe(0);
    expect(checkAnswered(state, false, T0).backOffUntil).toBe(T0 / 1000 + 120);
  });

  it('starts backed off from a stored backOffAchievementsCheckUntil', () => {
    const state = initialCheckPolicy(T0 / 1000 + 60);
    expect(dueCheck(afterAction(state, [1], T0), T0 + 1000)).toBeNull();
    expect(checkAnswered(state, false, T0).backOffUntil).toBe(T0 / 1000 + 300);
  });

  it('asks for the extra tier only above lastExtraLevel and without a back-off', () => {
    const fresh = initialCheckPolicy();
    expect(extraCheckDue(fresh, { level: 102, lastExtraLevel: 101 }, T0)).toBe(true);
    expect(extraCheckDue(fresh, { level: 101, lastExtraLevel: 101 }, T0)).toBe(false);
    const backedOff = checkAnswered(fresh, false, T0);
    expect(extraCheckDue(backedOff, { level: 102, lastExtraLevel: 101 }, T0 + 1000)).toBe(false);
    expect(extraCheckDue(backedOff, { level: 102, lastExtraLevel: 101 }, T0 + 120_000)).toBe(true);
  });
});
