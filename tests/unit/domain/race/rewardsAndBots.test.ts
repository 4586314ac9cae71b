import { describe, expect, it } from 'vitest';

import { botFinishMs, botProfile, botProgressAt, planBot } from '../../../../src/domain/race/bots';
import {
  levelFor,
  levelProgress,
  levelStep,
  raceReward,
} from '../../../../src/domain/race/rewards';
import { wpm } from '../../../../src/domain/race/stats';
import { seededRng } from '../../../../src/domain/random';

const base = {
  place: 1,
  racers: 5,
  wpm: 60,
  accuracy: 97,
  typedChars: 200,
  gold: false,
  scoringMode: 'competitive' as const,
};

describe('race rewards', () => {
  it('pays more for a better place, speed and accuracy', () => {
    const first = raceReward(base);
    expect(raceReward({ ...base, place: 2 }).money).toBeLessThan(first.money);
    expect(raceReward({ ...base, place: 4 }).money).toBeLessThan(
      raceReward({ ...base, place: 3 }).money,
    );
    expect(raceReward({ ...base, wpm: 90 }).money).toBeGreaterThan(first.money);
    expect(raceReward({ ...base, accuracy: 99 }).money).toBeGreaterThan(first.money);
    expect(first.money).toBe(first.lines.reduce((s, l) => s + l.money, 0));
  });

  it('doubles cash for gold members and shows it as a bonus line', () => {
    const basic = raceReward(base);
    const gold = raceReward({ ...base, gold: true });
    expect(gold.money).toBe(basic.money * 2);
    expect(gold.experience).toBe(basic.experience);
    expect(gold.lines.at(-1)?.label).toMatch(/Gold/);
  });

  it('gives no place bonus in casual mode or alone', () => {
    expect(
      raceReward({ ...base, scoringMode: 'casual' }).lines.some((l) => /place/.test(l.label)),
    ).toBe(false);
    expect(raceReward({ ...base, racers: 1 }).lines.some((l) => /place/.test(l.label))).toBe(false);
  });

  it('maps experience to levels with growing steps', () => {
    expect(levelFor(0)).toBe(1);
    expect(levelFor(levelStep(1) - 1)).toBe(1);
    expect(levelFor(levelStep(1))).toBe(2);
    expect(levelFor(levelStep(1) + levelStep(2))).toBe(3);
    expect(levelStep(10)).toBeGreaterThan(levelStep(2));
  });

  it('places experience within its level for the XP bar, agreeing with levelFor', () => {
    expect(levelProgress(0)).toEqual({ level: 1, intoLevel: 0, step: levelStep(1) });
    expect(levelProgress(levelStep(1) + 40)).toEqual({
      level: 2,
      intoLevel: 40,
      step: levelStep(2),
    });
    for (const xp of [0, 599, 600, 1299, 1300, 12_345, 987_654]) {
      expect(levelProgress(xp).level).toBe(levelFor(xp));
      expect(levelProgress(xp).intoLevel).toBeLessThan(levelProgress(xp).step);
    }
  });
});

describe('bots', () => {
  const passage =
    'A bot types this passage with a rhythm that looks like a person at a keyboard, typos included.';

  it('are deterministic for a seed', () => {
    expect(planBot(seededRng(9), passage, 70)).toEqual(planBot(seededRng(9), passage, 70));
    expect(botProfile(seededRng(4), 60, [1, 2, 3])).toEqual(
      botProfile(seededRng(4), 60, [1, 2, 3]),
    );
  });

  it('finish near their target speed, with some typos, over many seeds', () => {
    let errors = 0;
    for (let seed = 1; seed <= 50; seed += 1) {
      const plan = planBot(seededRng(seed), passage, 60, 0);
      const speed = wpm(passage.length, botFinishMs(plan));
      expect(speed).toBeGreaterThan(35);
      expect(speed).toBeLessThan(75);
      errors += plan.errors;
    }
    expect(errors).toBeGreaterThan(0);
  });

  it('report monotonic progress that reaches the end', () => {
    const plan = planBot(seededRng(3), passage, 80);
    let last = 0;
    for (let t = 0; t <= botFinishMs(plan) + 100; t += 50) {
      const p = botProgressAt(plan, t);
      expect(p).toBeGreaterThanOrEqual(last);
      last = p;
    }
    expect(last).toBe(passage.length);
    expect(botProgressAt(plan, 0)).toBe(0);
  });
});
