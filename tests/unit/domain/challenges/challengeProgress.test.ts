import { describe, expect, it } from 'vitest';

import {
  challengesAfterRace,
  raceCounts,
} from '../../../../src/domain/challenges/challengeProgress';
import {
  challengeIDFor,
  dailyChallenges,
  type StoredChallenge,
} from '../../../../src/domain/challenges/dailyChallenges';
import type { FinishedRace } from '../../../../src/domain/progression/applyRaceResult';
import { NOW, player, TODAY } from './challengeFixtures';

const race = (over: Partial<FinishedRace> = {}): FinishedRace => ({
  site: 'typing',
  lessonID: null,
  scoringMode: 'competitive',
  racers: 5,
  place: 1,
  wpm: 62,
  accuracy: 98,
  errors: 1,
  typedChars: 300,
  durationMs: 58_000,
  nitrosUsed: 1,
  ...over,
});

const entry = (kindID: number, progress = 0, day = TODAY): StoredChallenge => ({
  challengeID: challengeIDFor(day, kindID),
  progress,
  completeStamp: null,
});

describe('raceCounts', () => {
  it('counts a typing race', () => {
    expect(raceCounts(race())).toEqual({
      races: 1,
      words: 60,
      accurateRaces: 1,
      podiums: 1,
      wins: 1,
      nitros: 1,
      mathProblems: 0,
    });
  });

  it('counts places only where contested, accuracy only from 97%', () => {
    const counts = raceCounts(race({ racers: 1, accuracy: 96.9 }));
    expect(counts).toMatchObject({ podiums: 0, wins: 0, accurateRaces: 0 });
    expect(raceCounts(race({ scoringMode: 'casual' }))).toMatchObject({ podiums: 0, wins: 0 });
    expect(raceCounts(race({ place: 3 }))).toMatchObject({ podiums: 1, wins: 0 });
  });

  it('counts problems, not words, in a math race', () => {
    // 15 problems of 12 units, less the space after the last.
    const math = raceCounts(race({ site: 'math', lessonID: '3', typedChars: 15 * 12 - 1 }));
    expect(math).toMatchObject({ mathProblems: 15, words: 0, races: 1 });
  });
});

describe('challengesAfterRace', () => {
  it('advances progress by the race', () => {
    const p = player({ challenges: [entry(1), entry(4, 100), entry(10)] });
    const after = challengesAfterRace(p, race({ place: 2 }), NOW);
    expect(after.challenges.map((c) => c.progress)).toEqual([1, 160, 0]);
    expect(after.completed).toEqual([]);
    expect(after.experience).toBe(0);
    expect(after.unlocked).toBe(false);
  });

  it('completes at the goal once: progress stops there, XP paid once', () => {
    const p = player({ challenges: [entry(1, 2), entry(4, 290), entry(10)] });
    const after = challengesAfterRace(p, race({ place: 2 }), NOW);
    expect(after.challenges[0]).toMatchObject({ progress: 3, completeStamp: NOW });
    expect(after.challenges[1]).toMatchObject({ progress: 300, completeStamp: NOW });
    expect(after.completed.map((c) => c.title)).toEqual(['Finish 3 races', 'Type 300 words']);
    expect(after.experience).toBe(1000 + 1500);

    const again = challengesAfterRace(
      player({ challenges: after.challenges }),
      race({ place: 2 }),
      NOW + 60,
    );
    expect(again.challenges[0]).toMatchObject({ progress: 3, completeStamp: NOW });
    expect(again.completed).toEqual([]);
    expect(again.experience).toBe(0);
  });

  it("ignores yesterday's challenges and counts the race towards today's draw", () => {
    const p = player({ challenges: [entry(1, 2, TODAY - 1)] });
    const after = challengesAfterRace(p, race(), NOW);
    expect(after.challenges.map((c) => c.challengeID)).toEqual(
      dailyChallenges(p, TODAY).map((c) => c.challengeID),
    );
    expect(after.challenges.some((c) => c.progress > 0)).toBe(true);
    expect(after.completed).toEqual([]);
  });

  it('unlocks at the 10th typing race with a fresh list that race does not count towards', () => {
    const p = player({}, 9);
    const after = challengesAfterRace(p, race(), NOW);
    expect(after.unlocked).toBe(true);
    expect(after.challenges).toEqual(dailyChallenges(p, TODAY));
    expect(after.experience).toBe(0);
  });

  it('stays locked before the 10th typing race; a math race never unlocks it', () => {
    expect(challengesAfterRace(player({}, 8), race(), NOW)).toMatchObject({
      unlocked: false,
      challenges: [],
    });
    const math = race({ site: 'math', lessonID: '1' });
    expect(challengesAfterRace(player({}, 9), math, NOW).unlocked).toBe(false);
  });
});
