// The pool daily challenges are drawn from (SPEC §4 daily challenges): what a challenge counts, its
// goal and the XP it pays. A kind's id is part of every challenge id made from it, so ids stay fixed
// once shipped; add new kinds with new ids.

/** What a challenge counts, one finished race at a time (challengeProgress.ts). */
export type ChallengeType =
  'races' | 'words' | 'accurateRaces' | 'podiums' | 'wins' | 'nitros' | 'mathProblems';

export interface ChallengeKind {
  kindID: number;
  type: ChallengeType;
  title: string;
  goal: number;
  /** XP paid once when the goal is reached. */
  reward: number;
}

/** Accuracy a race needs to count for an 'accurateRaces' challenge. */
export const ACCURATE_RACE_PERCENT = 97;

export const CHALLENGE_KINDS: readonly ChallengeKind[] = [
  { kindID: 1, type: 'races', title: 'Finish 3 races', goal: 3, reward: 1000 },
  { kindID: 2, type: 'races', title: 'Finish 10 races', goal: 10, reward: 3000 },
  { kindID: 3, type: 'races', title: 'Finish 20 races', goal: 20, reward: 5500 },
  { kindID: 4, type: 'words', title: 'Type 300 words', goal: 300, reward: 1500 },
  { kindID: 5, type: 'words', title: 'Type 1,000 words', goal: 1000, reward: 4000 },
  {
    kindID: 6,
    type: 'accurateRaces',
    title: `Finish 3 races with ${ACCURATE_RACE_PERCENT}% accuracy`,
    goal: 3,
    reward: 2000,
  },
  {
    kindID: 7,
    type: 'accurateRaces',
    title: `Finish 8 races with ${ACCURATE_RACE_PERCENT}% accuracy`,
    goal: 8,
    reward: 4500,
  },
  { kindID: 8, type: 'podiums', title: 'Finish in the top 3 three times', goal: 3, reward: 2000 },
  { kindID: 9, type: 'podiums', title: 'Finish in the top 3 eight times', goal: 8, reward: 4500 },
  { kindID: 10, type: 'wins', title: 'Win 2 races', goal: 2, reward: 2500 },
  { kindID: 11, type: 'wins', title: 'Win 5 races', goal: 5, reward: 5000 },
  { kindID: 12, type: 'nitros', title: 'Use 2 nitros', goal: 2, reward: 1500 },
  { kindID: 13, type: 'nitros', title: 'Use 5 nitros', goal: 5, reward: 3000 },
  { kindID: 14, type: 'mathProblems', title: 'Answer 50 math problems', goal: 50, reward: 2000 },
  { kindID: 15, type: 'mathProblems', title: 'Answer 150 math problems', goal: 150, reward: 4000 },
];

const BY_ID = new Map(CHALLENGE_KINDS.map((kind) => [kind.kindID, kind]));

export const challengeKind = (kindID: number): ChallengeKind | undefined => BY_ID.get(kindID);
