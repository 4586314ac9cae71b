// What one verified race result does to a registered racer's record (SPEC §4 race results): cash
// and XP paid, level reached, nitros spent, the per-board stats, places, session streak, running
// averages on the typing site, play time, and the captcha a long session earns. Pure: the server
// loads the locked row, calls this, and saves the patch in the same transaction.
import { captchaDueAfterRace } from '../race/raceCaptcha';
import { runningAverage, type RaceReward } from '../race/rewards';
import type { SiteId } from '../site';
import { emptyRacingStats, type RacingStatsBoard, type ScoringMode, type User } from '../user';
import { levelFor } from './levelTable';

/** The racer's fields a race result reads and writes. */
export type RaceProgress = Pick<
  User,
  | 'money'
  | 'experience'
  | 'level'
  | 'nitros'
  | 'nitrosUsed'
  | 'racingStats'
  | 'lessonStats'
  | 'placed1'
  | 'placed2'
  | 'placed3'
  | 'racesPlayed'
  | 'sessionRaces'
  | 'lastConsecRace'
  | 'avgSpeed'
  | 'avgAcc'
  | 'qualifyingRaceComplete'
  | 'playTime'
  | 'gamesPlayedAllSites'
  | 'playTimeAllSites'
  | 'captchaStatus'
>;

export type RaceProgressPatch = Partial<RaceProgress>;

/** A finished race as the server verified it. */
export interface FinishedRace {
  site: SiteId;
  /** Math races: the lesson (problem type); typing races: null. */
  lessonID: string | null;
  scoringMode: ScoringMode;
  racers: number;
  place: number;
  wpm: number;
  accuracy: number;
  errors: number;
  typedChars: number;
  durationMs: number;
  nitrosUsed: number;
}

export interface RaceResultOptions {
  /** Races in a row (each within 30 minutes of the last) before a captcha is required. */
  racesBeforeCaptcha: number;
}

/** Races count as one session while each starts within this long of the last one's end. */
export const CONSECUTIVE_WINDOW_SECONDS = 30 * 60;

/** The XP a racer has after `reward`, and the level it reaches (never below the current one). */
export function levelAfterReward(
  user: Pick<RaceProgress, 'experience' | 'level'>,
  rewardExperience: number,
): { experience: number; level: number } {
  const experience = user.experience + rewardExperience;
  return { experience, level: Math.max(user.level, levelFor(experience)) };
}

/** One race added to a stats board (SPEC §3 racing stats: played, typed, secs, errs). */
export function addRaceToBoard(
  board: RacingStatsBoard | undefined,
  race: { typedChars: number; durationMs: number; errors: number },
): RacingStatsBoard {
  const next = { ...(board ?? emptyRacingStats()) };
  next.played += 1;
  next.typed += race.typedChars;
  next.secs += Math.round(race.durationMs / 1000);
  next.errs += race.errors;
  return next;
}

/** The board a race counts on: its math lesson, or 'typing'. */
export const boardName = (race: Pick<FinishedRace, 'lessonID'>) => race.lessonID ?? 'typing';

export function applyRaceResult(
  user: RaceProgress,
  race: FinishedRace,
  reward: RaceReward,
  now: number,
  options: RaceResultOptions,
): RaceProgressPatch {
  const secs = Math.round(race.durationMs / 1000);
  const board = boardName(race);
  const stats = race.lessonID ? user.lessonStats : user.racingStats;
  const boards = { ...stats, [board]: addRaceToBoard(stats[board], race) };
  const consecutive = now - user.lastConsecRace <= CONSECUTIVE_WINDOW_SECONDS;
  const sessionRaces = consecutive ? user.sessionRaces + 1 : 1;
  // Places count only where they were contested.
  const podium = race.racers > 1 && race.scoringMode === 'competitive';
  const typingRace = race.site === 'typing' && !race.lessonID;
  const { experience, level } = levelAfterReward(user, reward.experience);
  return {
    money: user.money + reward.money,
    experience,
    level,
    nitros: Math.max(0, user.nitros - race.nitrosUsed),
    nitrosUsed: user.nitrosUsed + race.nitrosUsed,
    ...(race.lessonID ? { lessonStats: boards } : { racingStats: boards }),
    placed1: user.placed1 + (podium && race.place === 1 ? 1 : 0),
    placed2: user.placed2 + (podium && race.place === 2 ? 1 : 0),
    placed3: user.placed3 + (podium && race.place === 3 ? 1 : 0),
    racesPlayed: user.racesPlayed + 1,
    sessionRaces,
    lastConsecRace: now,
    ...(typingRace
      ? {
          avgSpeed: runningAverage(user.avgSpeed, user.racesPlayed, race.wpm),
          avgAcc: runningAverage(user.avgAcc, user.racesPlayed, race.accuracy),
          qualifyingRaceComplete: true,
        }
      : {}),
    playTime: user.playTime + secs,
    gamesPlayedAllSites: user.gamesPlayedAllSites + 1,
    playTimeAllSites: user.playTimeAllSites + secs,
    ...(captchaDueAfterRace(sessionRaces, options.racesBeforeCaptcha, user.captchaStatus)
      ? { captchaStatus: 'pending' as const }
      : {}),
  };
}

/** A guest's finished qualifying race, claimed by the account it signs up or logs in to. */
export interface QualifyingResult {
  wpm: number;
  accuracy: number;
  money: number;
  experience: number;
  typedChars: number;
  durationMs: number;
  errors: number;
}

/** How far the figures a client reports may be from the verified qualifying race (rounding). */
export const QUALIFYING_CLAIM_TOLERANCE = 0.5;

/**
 * SPEC §7 save-qualifying: the client reports the figures it showed; they count only when they
 * are those of the qualifying race the server verified itself (to its rounding).
 */
export function qualifyingClaimMatches(
  verified: { wpm: number; accuracy: number },
  claimed: { speed: number; accuracy: number },
): boolean {
  return (
    Math.abs(verified.wpm - claimed.speed) <= QUALIFYING_CLAIM_TOLERANCE &&
    Math.abs(verified.accuracy - claimed.accuracy) <= QUALIFYING_CLAIM_TOLERANCE
  );
}

/**
 * SPEC §4 qualifying info: the account takes the guest race's speed, accuracy, cash and XP, and
 * counts it as its first typing race. An account that already qualified only takes the race row.
 */
export function claimQualifyingRace(
  user: Pick<
    RaceProgress,
    'qualifyingRaceComplete' | 'money' | 'experience' | 'level' | 'racingStats' | 'racesPlayed'
  >,
  result: QualifyingResult,
): RaceProgressPatch | null {
  if (user.qualifyingRaceComplete) return null;
  const { experience, level } = levelAfterReward(user, result.experience);
  return {
    avgSpeed: result.wpm,
    avgAcc: result.accuracy,
    qualifyingRaceComplete: true,
    money: user.money + result.money,
    experience,
    level,
    racingStats: { ...user.racingStats, typing: addRaceToBoard(user.racingStats.typing, result) },
    racesPlayed: user.racesPlayed + 1,
  };
}
