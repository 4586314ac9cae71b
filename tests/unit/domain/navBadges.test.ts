import { describe, expect, it } from 'vitest';

import {
  achievementsBadge,
  badgeLabel,
  newsBadge,
  shopBadge,
  teamBadge,
} from '../../../src/domain/nav/badges';

describe('shopBadge', () => {
  it('counts releases newer than the last login', () => {
    expect(shopBadge({ lastLogin: 100, bundle: null }, [50, 100, 101, 200])).toBe(2);
  });

  it('adds one when a bundle is on offer', () => {
    expect(shopBadge({ lastLogin: 100, bundle: { bundleID: 3 } }, [150])).toBe(2);
    expect(shopBadge({ lastLogin: 100, bundle: { bundleID: 3 } }, [])).toBe(1);
  });

  it('is zero with nothing new and no bundle', () => {
    expect(shopBadge({ lastLogin: 500, bundle: null }, [100, 499])).toBe(0);
  });
});

describe('newsBadge', () => {
  it('shows 1 when news is unvisited and the last login is before the latest article', () => {
    expect(newsBadge({ visitedNews: false, lastLogin: 100 }, 200)).toBe(1);
  });

  it('shows nothing once news was visited', () => {
    expect(newsBadge({ visitedNews: true, lastLogin: 100 }, 200)).toBe(0);
  });

  it('shows nothing when the last login is at or after the latest article', () => {
    expect(newsBadge({ visitedNews: false, lastLogin: 200 }, 200)).toBe(0);
    expect(newsBadge({ visitedNews: false, lastLogin: 300 }, 200)).toBe(0);
  });

  it('shows nothing when the latest article is unknown', () => {
    expect(newsBadge({ visitedNews: false, lastLogin: 0 }, null)).toBe(0);
  });
});

describe('teamBadge', () => {
  it('sums applications, new members and 1 for a message of the day', () => {
    expect(teamBadge({ teamApplications: 2, newTeamMembers: 3, motdNotification: true })).toBe(6);
    expect(teamBadge({ teamApplications: 2, newTeamMembers: 0, motdNotification: false })).toBe(2);
  });

  it('never goes negative', () => {
    expect(teamBadge({ teamApplications: -1, newTeamMembers: 0, motdNotification: false })).toBe(0);
  });
});

describe('badgeLabel', () => {
  it('caps large counts', () => {
    expect(badgeLabel(7)).toBe('7');
    expect(badgeLabel(100)).toBe('99+');
  });
});

describe('achievementsBadge', () => {
  it('counts achievements earned and waiting to be claimed', () => {
    expect(achievementsBadge({ achievementsUnclaimed: [] })).toBe(0);
    expect(achievementsBadge({ achievementsUnclaimed: [101, 102] })).toBe(2);
  });
});
