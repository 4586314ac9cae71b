import { describe, expect, it } from 'vitest';

import {
  challengeDay,
  challengeExpiration,
  challengeIDFor,
  DAILY_CHALLENGE_COUNT,
  dailyChallenges,
  dailyChallengesUnlocked,
  kindOfChallenge,
  todaysChallenges,
  unexpiredChallenges,
  type ChallengePlayer,
} from '../../../../src/domain/challenges/dailyChallenges';
import { CHALLENGE_KINDS } from '../../../../src/domain/challenges/pool';
import { DAY_SECONDS } from '../../../../src/domain/time';
import { emptyRacingStats } from '../../../../src/domain/user';
import { NOW, player, TODAY } from './challengeFixtures';

describe('challenge ids', () => {
  it('carry their day and kind, and expire at the end of that UTC day', () => {
    const id = challengeIDFor(TODAY, 7);
    expect(challengeDay(id)).toBe(TODAY);
    expect(kindOfChallenge(id)?.kindID).toBe(7);
    expect(challengeExpiration(id)).toBe(Date.UTC(2026, 10, 26) / 1000);
    expect(kindOfChallenge(challengeIDFor(TODAY, 999))).toBeUndefined();
  });

  it('kind ids in the pool are unique, and every kind has a goal and an XP reward', () => {
    const ids = CHALLENGE_KINDS.map((k) => k.kindID);
    expect(new Set(ids).size).toBe(ids.length);
    for (const kind of CHALLENGE_KINDS) {
      expect(kind.goal).toBeGreaterThan(0);
      expect(kind.reward).toBeGreaterThan(0);
      expect(kind.kindID).toBeLessThan(1000);
    }
  });
});

describe('dailyChallenges', () => {
  it('draws 3 challenges of different types at 0 progress, the same for the same player and day', () => {
    const list = dailyChallenges(player(), TODAY);
    expect(list).toHaveLength(DAILY_CHALLENGE_COUNT);
    expect(list).toEqual(dailyChallenges(player(), TODAY));
    const types = list.map((c) => kindOfChallenge(c.challengeID)?.type);
    expect(new Set(types).size).toBe(3);
    for (const c of list) {
      expect(c).toMatchObject({ progress: 0, completeStamp: null });
      expect(challengeDay(c.challengeID)).toBe(TODAY);
    }
  });

  it('differs between days and between players', () => {
    const ids = (p: ChallengePlayer, day: number) =>
      dailyChallenges(p, day).map((c) => c.challengeID % 1000);
    const days = Array.from({ length: 10 }, (_, i) => ids(player(), TODAY + i).join());
    expect(new Set(days).size).toBeGreaterThan(1);
    const players = Array.from({ length: 10 }, (_, i) =>
      ids(player({ userID: i + 1 }), TODAY).join(),
    );
    expect(new Set(players).size).toBeGreaterThan(1);
  });

  it('sets math problems only to math racers and nitros only to players who used one', () => {
    const typesOver = (p: ChallengePlayer) =>
      new Set(
        Array.from({ length: 60 }, (_, i) => dailyChallenges(p, TODAY + i))
          .flat()
          .map((c) => kindOfChallenge(c.challengeID)?.type),
      );
    const plain = typesOver(player());
    expect(plain.has('mathProblems')).toBe(false);
    expect(plain.has('nitros')).toBe(false);
    const all = typesOver(
      player({ nitrosUsed: 1, lessonStats: { '1': { ...emptyRacingStats(), played: 1 } } }),
    );
    expect(all.has('mathProblems')).toBe(true);
    expect(all.has('nitros')).toBe(true);
  });
});

describe('unlock and expiry', () => {
  it('unlocks after 10 typing races', () => {
    expect(dailyChallengesUnlocked(player({}, 9))).toBe(false);
    expect(dailyChallengesUnlocked(player({}, 10))).toBe(true);
    expect(todaysChallenges(player({}, 9), NOW)).toEqual([]);
  });

  it('keeps only unexpired challenges, at most 3', () => {
    const yesterday = challengeIDFor(TODAY - 1, 1);
    const today = [1, 4, 8, 10].map((k) => challengeIDFor(TODAY, k));
    const stored = [yesterday, ...today].map((challengeID) => ({
      challengeID,
      progress: 1,
      completeStamp: null,
    }));
    expect(unexpiredChallenges(stored, NOW).map((c) => c.challengeID)).toEqual(today.slice(0, 3));
    const endOfDay = challengeExpiration(today[0] ?? 0);
    expect(unexpiredChallenges(stored, endOfDay)).toEqual([]);
  });

  it("keeps today's stored list and draws a new one on a new day", () => {
    const stored = dailyChallenges(player(), TODAY).map((c) => ({ ...c, progress: 2 }));
    const p = player({ challenges: stored });
    expect(todaysChallenges(p, NOW)).toEqual(stored);
    const tomorrow = todaysChallenges(p, NOW + DAY_SECONDS);
    expect(tomorrow).toEqual(dailyChallenges(p, TODAY + 1));
    expect(tomorrow.every((c) => c.progress === 0)).toBe(true);
  });
});
