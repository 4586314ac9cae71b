import { describe, expect, it } from 'vitest';

import { ACHIEVEMENTS } from '../../../../src/domain/achievements/catalogue';
import { publicAchievements } from '../../../../src/domain/achievements/publicSummary';

describe('publicAchievements', () => {
  const [a, b, c] = ACHIEVEMENTS;

  it('counts claimed achievements and points, and lists the newest first', () => {
    if (!a || !b || !c) throw new Error('catalogue too small');
    const summary = publicAchievements(
      [
        [a.achievementID, 100, 5],
        [b.achievementID, 300, 10],
        [c.achievementID, 200, 20],
      ],
      2,
    );
    expect(summary.count).toBe(3);
    expect(summary.points).toBe(35);
    expect(summary.recent).toEqual([
      { achievementID: b.achievementID, name: b.name, claimedStamp: 300 },
      { achievementID: c.achievementID, name: c.name, claimedStamp: 200 },
    ]);
  });

  it('leaves out ids the catalogue does not know', () => {
    expect(publicAchievements([[999_999, 1, 50]])).toEqual({ count: 0, points: 0, recent: [] });
  });
});
