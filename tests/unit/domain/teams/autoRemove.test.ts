// autoRemove's rule: members idle for 30 days go; officers stay; a newcomer counts from joining.
import { describe, expect, it } from 'vitest';

import {
  AUTO_REMOVE_INACTIVE_DAYS,
  autoRemoveCutoff,
  isInactiveMember,
} from '../../../../src/domain/teams/autoRemove';

const DAY = 86_400;
const NOW = 2_000_000_000;
const LIMIT = AUTO_REMOVE_INACTIVE_DAYS * DAY;

describe('isInactiveMember', () => {
  it('removes a member whose last race is older than the limit, and keeps one just inside it', () => {
    const joined = NOW - 400 * DAY;
    expect(
      isInactiveMember(
        { role: 'member', joinedStamp: joined, lastRaceStamp: NOW - LIMIT - 1 },
        NOW,
      ),
    ).toBe(true);
    expect(
      isInactiveMember({ role: 'member', joinedStamp: joined, lastRaceStamp: NOW - LIMIT }, NOW),
    ).toBe(false);
    expect(isInactiveMember({ role: 'member', joinedStamp: joined, lastRaceStamp: 0 }, NOW)).toBe(
      true,
    );
  });

  it('never removes an officer', () => {
    expect(isInactiveMember({ role: 'officer', joinedStamp: 0, lastRaceStamp: 0 }, NOW)).toBe(
      false,
    );
  });

  it('judges a newcomer who never raced from the day they joined', () => {
    expect(
      isInactiveMember({ role: 'member', joinedStamp: NOW - 2 * DAY, lastRaceStamp: 0 }, NOW),
    ).toBe(false);
    expect(
      isInactiveMember({ role: 'member', joinedStamp: NOW - LIMIT - DAY, lastRaceStamp: 0 }, NOW),
    ).toBe(true);
  });

  it('puts the cutoff 30 days before now', () => {
    expect(autoRemoveCutoff(NOW)).toBe(NOW - 30 * DAY);
  });
});
