import { dayNumber, type ChallengePlayer } from '../../../../src/domain/challenges/dailyChallenges';
import { emptyRacingStats } from '../../../../src/domain/user';

// 2026-11-25 13:00 UTC
export const NOW = Date.UTC(2026, 10, 25, 13) / 1000;
export const TODAY = dayNumber(NOW);

export function player(over: Partial<ChallengePlayer> = {}, typingRaces = 10): ChallengePlayer {
  return {
    userID: 42,
    challenges: [],
    racingStats: { typing: { ...emptyRacingStats(), played: typingRaces } },
    lessonStats: {},
    nitrosUsed: 0,
    ...over,
  };
}
