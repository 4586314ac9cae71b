import { describe, expect, it } from 'vitest';

import {
  activeAchievements,
  isAchievementActive,
} from '../../../../src/domain/achievements/activeOnSite';
import { SITES } from '../../../../src/domain/site';

const list = [
  { id: 1, seasonal: false },
  { id: 2, seasonal: true },
  { id: 3, seasonal: false },
];

describe('achievements by site (SPEC §4)', () => {
  it('keeps every achievement active on the typing site', () => {
    expect(activeAchievements(SITES.typing, list).map((a) => a.id)).toEqual([1, 2, 3]);
  });
  it('keeps only seasonal achievements active on the math site', () => {
    expect(activeAchievements(SITES.math, list).map((a) => a.id)).toEqual([2]);
    expect(isAchievementActive(SITES.math, { seasonal: false })).toBe(false);
    expect(isAchievementActive(SITES.math, { seasonal: true })).toBe(true);
  });
});
