// What a finished race does to a player's daily challenges (SPEC §4: race results update
// challenges). Pure: the server calls it in the race result transaction, with the race it verified
// and the time, and saves what it returns; no client figure is ever read.
import { UNITS_PER_PROBLEM } from '../math/mathCourse';
import type { FinishedRace } from '../progression/applyRaceResult';
import {
  DAILY_CHALLENGE_UNLOCK_RACES,
  dailyChallenges,
  dailyChallengesUnlocked,
  dayNumber,
  kindOfChallenge,
  todaysChallenges,
  typingRaces,
  type ChallengePlayer,
  type StoredChallenge,
} from './dailyChallenges';
import { ACCURATE_RACE_PERCENT, type ChallengeType } from './pool';

/** How much one race adds to a challenge of each type. */
export function raceCounts(race: FinishedRace): Record<ChallengeType, number> {
  const typing = !race.lessonID;
  // Places count only where they were contested (as applyRaceResult's placed1..3).
  const contested = race.racers > 1 && race.scoringMode === 'competitive';
  return {
    races: 1,
    words: typing ? Math.floor(race.typedChars / 5) : 0,
    accurateRaces: race.accuracy >= ACCURATE_RACE_PERCENT ? 1 : 0,
    podiums: contested && race.place <= 3 ? 1 : 0,
    wins: contested && race.place === 1 ? 1 : 0,
    nitros: race.nitrosUsed,
    // A math course is UNITS_PER_PROBLEM units a problem, less the space after the last one.
    mathProblems: typing ? 0 : Math.floor((race.typedChars + 1) / UNITS_PER_PROBLEM),
  };
}

export interface CompletedChallenge {
  challengeID: number;
  title: string;
  experience: number;
}

export interface ChallengesAfterRace {
  /** The list to store (unchanged when the feature is still locked). */
  challenges: StoredChallenge[];
  /** Challenges this race completed, each paid once. */
  completed: CompletedChallenge[];
  /** The XP the completed challenges pay. */
  experience: number;
  /** This race was the one that unlocked daily challenges ('Feature Unlocked' popup). */
  unlocked: boolean;
}

/**
 * Advances today's challenges by one race. A challenge is complete when its progress reaches the
 * goal (progress stops there, completeStamp is set and its XP paid once). The race that unlocks the
 * feature draws the first list but does not count towards it.
 */
export function challengesAfterRace(
  player: ChallengePlayer,
  race: FinishedRace,
  nowSeconds: number,
): ChallengesAfterRace {
  const nothing = { challenges: player.challenges, completed: [], experience: 0, unlocked: false };
  if (!dailyChallengesUnlocked(player)) {
    const typingRace = race.site === 'typing' && !race.lessonID;
    if (!typingRace || typingRaces(player) + 1 < DAILY_CHALLENGE_UNLOCK_RACES) return nothing;
    const first = dailyChallenges(player, dayNumber(nowSeconds));
    return { challenges: first, completed: [], experience: 0, unlocked: true };
  }
  const counts = raceCounts(race);
  const completed: CompletedChallenge[] = [];
  const challenges = todaysChallenges(player, nowSeconds).map((challenge) => {
    const kind = kindOfChallenge(challenge.challengeID);
    if (!kind || challenge.completeStamp !== null) return challenge;
    const progress = Math.min(kind.goal, challenge.progress + counts[kind.type]);
    if (progress < kind.goal) return { ...challenge, progress };
    completed.push({
      challengeID: challenge.challengeID,
      title: kind.title,
      experience: kind.reward,
    });
    return { ...challenge, progress, completeStamp: nowSeconds };
  });
  const experience = completed.reduce((sum, c) => sum + c.experience, 0);
  return { challenges, completed, experience, unlocked: false };
}
