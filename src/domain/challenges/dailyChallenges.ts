// Daily challenges (SPEC §3 User.challenges, §5, §9): each day a player who has finished 10 typing
// races gets at most 3 challenges, drawn from the pool with a seed of their id and the day, that
// expire at the day's end (UTC, like the daily shop). A challenge id says which day and kind it is
// (day number × 1000 + kind id), so the stored entry is the SPEC's {challengeID, progress,
// completeStamp} and everything else is derived from it.
import { hashSeed, seededRng } from '../random';
import { DAY_SECONDS, startOfDaySeconds } from '../time';
import type { RacingStatsBoard, User } from '../user';
import { CHALLENGE_KINDS, challengeKind, type ChallengeKind, type ChallengeType } from './pool';

export type StoredChallenge = User['challenges'][number];

/** SPEC §9: daily challenges shown at most 3. */
export const DAILY_CHALLENGE_COUNT = 3;
/** SPEC §9 unlocks: daily challenges after 10 races on the typing site. */
export const DAILY_CHALLENGE_UNLOCK_RACES = 10;

const KINDS_PER_DAY = 1000;

/** The day number (days since 1970, UTC) containing `nowSeconds`. */
export const dayNumber = (nowSeconds: number) => startOfDaySeconds(nowSeconds) / DAY_SECONDS;

export const challengeIDFor = (day: number, kindID: number) => day * KINDS_PER_DAY + kindID;
export const challengeDay = (challengeID: number) => Math.floor(challengeID / KINDS_PER_DAY);
export const kindOfChallenge = (challengeID: number): ChallengeKind | undefined =>
  challengeKind(challengeID % KINDS_PER_DAY);

/** When a challenge expires: the end of its day, in seconds. */
export const challengeExpiration = (challengeID: number) =>
  (challengeDay(challengeID) + 1) * DAY_SECONDS;

/** The player's record a challenge draw and the unlock read. */
export interface ChallengePlayer {
  userID: number;
  challenges: StoredChallenge[];
  racingStats: Record<string, RacingStatsBoard>;
  lessonStats: Record<string, RacingStatsBoard>;
  nitrosUsed: number;
}

/** Typing races finished (the 'typing' board; the qualifying race counts). */
export const typingRaces = (player: Pick<ChallengePlayer, 'racingStats'>) =>
  player.racingStats.typing?.played ?? 0;

export const dailyChallengesUnlocked = (player: Pick<ChallengePlayer, 'racingStats'>) =>
  typingRaces(player) >= DAILY_CHALLENGE_UNLOCK_RACES;

/**
 * Which kinds a player can be set: math problems only for someone who has raced on the math site,
 * nitros only for someone who has used one. Both change only through a race, so the list the user
 * view shows before the day's first race is the one that race stores.
 */
function eligible(kind: ChallengeKind, player: ChallengePlayer): boolean {
  if (kind.type === 'mathProblems') return Object.keys(player.lessonStats).length > 0;
  if (kind.type === 'nitros') return player.nitrosUsed > 0;
  return true;
}

/**
 * The day's challenges for a player: up to 3 kinds of different types, drawn with a seed of the
 * player and the day, so the same player gets the same list all day and a new one the next.
 */
export function dailyChallenges(player: ChallengePlayer, day: number): StoredChallenge[] {
  const rng = seededRng(hashSeed(`challenges:${player.userID}:${day}`));
  const pool = CHALLENGE_KINDS.filter((kind) => eligible(kind, player));
  const picked: ChallengeKind[] = [];
  const types = new Set<ChallengeType>();
  while (pool.length > 0 && picked.length < DAILY_CHALLENGE_COUNT) {
    const [kind] = pool.splice(Math.floor(rng() * pool.length), 1);
    if (!kind || types.has(kind.type)) continue;
    types.add(kind.type);
    picked.push(kind);
  }
  return picked.map((kind) => ({
    challengeID: challengeIDFor(day, kind.kindID),
    progress: 0,
    completeStamp: null,
  }));
}

/** SPEC §5: only unexpired challenges, at most 3 (unknown kinds dropped). */
export function unexpiredChallenges(
  list: StoredChallenge[],
  nowSeconds: number,
): StoredChallenge[] {
  return list
    .filter(
      (c) => challengeExpiration(c.challengeID) > nowSeconds && kindOfChallenge(c.challengeID),
    )
    .slice(0, DAILY_CHALLENGE_COUNT);
}

/**
 * The player's challenges for the day containing `nowSeconds`: the stored ones while unexpired,
 * else a fresh draw (a new day); none before the feature unlocks.
 */
export function todaysChallenges(player: ChallengePlayer, nowSeconds: number): StoredChallenge[] {
  if (!dailyChallengesUnlocked(player)) return [];
  const stored = unexpiredChallenges(player.challenges, nowSeconds);
  return stored.length > 0 ? stored : dailyChallenges(player, dayNumber(nowSeconds));
}
