// Records verified race results and pays their rewards. Everything a result changes happens in
// one transaction on the locked user row, keyed by (race, racer) so a result sent twice or retried
// after a crash pays once. Figures arrive already computed by the server (see realtime rooms);
// nothing here takes a number from a client.
import { and, eq, lt, max } from 'drizzle-orm';

import {
  challengesAfterRace,
  type ChallengesAfterRace,
} from '../../domain/challenges/challengeProgress';
import type { Clock } from '../../domain/clock';
import { eventBonusFor } from '../../domain/events/eventBonus';
import type { NewNotification, Notification } from '../../domain/notifications/notification';
import { isGold } from '../../domain/payments/goldRules';
import {
  applyRaceResult,
  levelAfterReward,
  type FinishedRace,
} from '../../domain/progression/applyRaceResult';
import { applyDisqualification } from '../../domain/race/dqPolicy';
import { paidSpeed, raceReward } from '../../domain/race/rewards';
import type { RaceFigures } from '../../domain/race/verify';
import type { RaceResult } from '../../domain/realtime/protocol';
import type { SiteId } from '../../domain/site';
import type { CaptchaStatus, ScoringMode } from '../../domain/user';
import type { Db, Tx } from '../db/client';
import { raceResults, races, users } from '../db/schema';
import { eventsForRaces } from '../events/raceEvents';
import { creditLeagueRace } from '../leagues/leagueCredit';
import { recordNotification } from '../notifications/notificationStore';
import { recordMoneyChange } from '../payments/ledger';
import { seasonAfterRaceAt } from '../seasons/seasonRace';
import { lockUser, updateUser } from '../users/userRepo';
import { createQualifyingRaces } from './qualifyingRaces';
import { progressOf, type ResultRow } from './raceRows';

export interface RaceRecord {
  roomID: string;
  site: SiteId;
  passageID: number;
  lessonID: string | null;
  scoringMode: ScoringMode;
  racers: number;
  startedStamp: number;
}

export type Racer =
  { userID: number; guestID?: undefined } | { guestID: string; userID?: undefined };

export interface RecordInput {
  race: RaceRecord;
  racer: Racer;
  figures: RaceFigures;
  place: number;
  qualifying: boolean;
}

export interface RaceServiceOptions {
  /** Races in a row (each within 30 minutes of the last) before a captcha is required. */
  racesBeforeCaptcha: number;
  /** Notices a result recorded, handed over once its transaction committed (for delivery). */
  afterCommit?: (userID: number, notices: Notification[]) => void;
}

export function toRaceResult(
  row: ResultRow,
  racers: number,
  personalBest: number | null = null,
): RaceResult {
  return {
    raceID: row.raceID,
    place: row.place,
    racers,
    wpm: row.wpm,
    accuracy: row.accuracy,
    errors: row.errors,
    consistency: row.consistency,
    durationMs: row.durationMs,
    money: row.money,
    experience: row.experience,
    lines: row.lines,
    levelBefore: row.levelBefore,
    levelAfter: row.levelAfter,
    qualifying: row.qualifying,
    personalBest,
  };
}

/**
 * The player's best speed on this site in the races recorded before `beforeResultID`, or null
 * (a first race, or a guest): the results compare this race with it. Counted up to the result's
 * own row, so a finish sent again is answered with the same figure.
 */
async function personalBestBefore(
  tx: Tx,
  userID: number | undefined,
  site: SiteId,
  beforeResultID: number,
): Promise<number | null> {
  if (userID === undefined) return null;
  const [row] = await tx
    .select({ best: max(raceResults.wpm) })
    .from(raceResults)
    .innerJoin(races, eq(races.raceID, raceResults.raceID))
    .where(
      and(eq(raceResults.userID, userID), eq(races.site, site), lt(raceResults.id, beforeResultID)),
    );
  return row?.best ?? null;
}

async function raceIdFor(tx: Tx, race: RaceRecord): Promise<number> {
  const [row] = await tx
    .insert(races)
    .values(race)
    .onConflictDoUpdate({ target: races.roomID, set: { racers: race.racers } })
    .returning({ raceID: races.raceID });
  if (!row) throw new Error('race not recorded');
  return row.raceID;
}

/**
 * The notices a race result records: a level reached, and the race's daily challenges (SPEC §4:
 * each one completed, and the feature unlocked).
 */
function raceNotices(
  levels: { before: number; after: number },
  daily: ChallengesAfterRace | undefined,
): NewNotification[] {
  const levelUp =
    levels.after > levels.before ? [{ type: 'level-up', data: { level: levels.after } }] : [];
  if (!daily) return levelUp;
  return [
    ...levelUp,
    ...daily.completed.map((c) => ({ type: 'challenge-complete', data: { ...c } })),
    ...(daily.unlocked
      ? [{ type: 'feature-unlocked', data: { feature: 'daily-challenges' } }]
      : []),
  ];
}

/**
 * The racer was banned from racing after they were seated: joins check the ban, and so does
 * paying, on the locked row, so a race under way at the ban is neither recorded nor paid.
 */
export class RacerBannedError extends Error {
  constructor() {
    super('racer banned from racing');
    this.name = 'RacerBannedError';
  }
}

export function createRaceService(db: Db, clock: Clock, options: RaceServiceOptions) {
  return {
    async record(input: RecordInput): Promise<RaceResult> {
      const { race, racer, figures, place } = input;
      const now = clock.nowSeconds();
      const notices: Notification[] = [];
      // Read before the transaction, from a copy shared by every result (raceEvents.ts).
      const runningEvents = racer.userID !== undefined ? await eventsForRaces(db, now) : [];
      const result = await db.transaction(async (tx) => {
        const raceID = await raceIdFor(tx, race);
        const user = racer.userID !== undefined ? await lockUser(tx, racer.userID) : undefined;
        const mine =
          racer.userID !== undefined
            ? eq(raceResults.userID, racer.userID)
            : eq(raceResults.guestID, racer.guestID);
        const [existing] = await tx
          .select()
          .from(raceResults)
          .where(and(eq(raceResults.raceID, raceID), mine));
        if (existing) {
          const best = await personalBestBefore(tx, racer.userID, race.site, existing.id);
          return toRaceResult(existing, race.racers, best);
        }
        if (user?.racingBanned) throw new RacerBannedError();

        // The event bonus goes by the car on the locked row at the time the result is paid.
        const event = user ? eventBonusFor(runningEvents, user.carID, now) : null;
        const reward = raceReward({
          place,
          racers: race.racers,
          wpm: paidSpeed(race.site, figures.wpm),
          accuracy: figures.accuracy,
          typedChars: figures.typedChars,
          gold: user ? isGold(user, now) : false,
          scoringMode: race.scoringMode,
          event,
        });
        const levelBefore = user?.level ?? 1;
        const finished: FinishedRace = { ...race, ...figures, place };
        // Daily challenges advance with the race; the XP of those it completes is paid with it.
        const daily = user ? challengesAfterRace(user, finished, now) : undefined;
        const paid = { ...reward, experience: reward.experience + (daily?.experience ?? 0) };
        const patch = user
          ? {
              ...applyRaceResult(progressOf(user), finished, paid, now, options),
              challenges: daily?.challenges,
            }
          : undefined;
        // A guest's results still show the level this race's XP would reach from scratch.
        const levelAfter =
          patch?.level ?? levelAfterReward({ experience: 0, level: 1 }, reward.experience).level;
        const [row] = await tx
          .insert(raceResults)
          .values({
            raceID,
            userID: racer.userID ?? null,
            guestID: racer.guestID ?? null,
            place,
            wpm: figures.wpm,
            accuracy: figures.accuracy,
            errors: figures.errors,
            consistency: figures.consistency,
            durationMs: Math.round(figures.durationMs),
            typedChars: figures.typedChars,
            nitrosUsed: figures.nitrosUsed,
            money: reward.money,
            experience: reward.experience,
            qualifying: input.qualifying,
            lines: reward.lines,
            levelBefore,
            levelAfter,
            createdStamp: now,
          })
          .returning();
        if (!row) throw new Error('result not recorded');
        if (!user || !patch) return toRaceResult(row, race.racers);
        const personalBest = await personalBestBefore(tx, racer.userID, race.site, row.id);
        const season = await seasonAfterRaceAt(
          tx,
          user,
          {
            experience: paid.experience,
            racesBefore: user.racesPlayed,
            racesAfter: patch.racesPlayed ?? user.racesPlayed,
          },
          now,
        );
        await updateUser(tx, user.userID, { ...patch, ...season?.patch });
        // The week's league XP moves with the race's XP (SPEC §3 League, §9: after 12 races).
        await creditLeagueRace(
          tx,
          {
            userID: user.userID,
            teamID: user.teamID,
            racesPlayed: patch.racesPlayed ?? user.racesPlayed,
            leagueTier: user.leagueTier,
          },
          { experience: paid.experience, seconds: Math.round(figures.durationMs / 1000) },
          now,
        );
        if (patch.money !== undefined) {
          await recordMoneyChange(
            tx,
            user.userID,
            'race',
            user.money,
            patch.money,
            `race:${raceID}`,
            now,
          );
        }
        const seasonNotices = season?.notices ?? [];
        for (const notice of [
          ...raceNotices({ before: levelBefore, after: levelAfter }, daily),
          ...seasonNotices,
        ]) {
          notices.push(await recordNotification(tx, user.userID, notice, now));
        }
        return toRaceResult(row, race.racers, personalBest);
      });
      if (racer.userID !== undefined && notices.length > 0) {
        options.afterCommit?.(racer.userID, notices);
      }
      return result;
    },

    /**
     * A suspect result: one more disqualification on the record (SPEC §4), and what the DQ policy
     * makes of it (captcha pending, cooling-off; see src/domain/race/dqPolicy.ts).
     */
    async disqualify(userID: number): Promise<number> {
      return db.transaction(async (tx) => {
        const user = await lockUser(tx, userID);
        if (!user) return 0;
        const next = applyDisqualification(
          { ...user, captchaStatus: user.captchaStatus as CaptchaStatus },
          clock.nowSeconds(),
        );
        await updateUser(tx, userID, next);
        return next.dqs;
      });
    },

    ...createQualifyingRaces(db, clock),

    /**
     * A saved race as `viewerID` (null: a visitor) may see it. Race ids run in sequence and anyone
     * may read them, so a private (offline) racer's row is shown without their user id to anyone
     * but them: walking the ids must not rebuild the log /stats/data refuses to others.
     */
    async race(raceID: number, viewerID: number | null) {
      const [race] = await db.select().from(races).where(eq(races.raceID, raceID));
      if (!race) return null;
      const rows = await db
        .select({ result: raceResults, offline: users.offline })
        .from(raceResults)
        .leftJoin(users, eq(users.userID, raceResults.userID))
        .where(eq(raceResults.raceID, raceID))
        .orderBy(raceResults.place);
      const results = rows.map(({ result, offline }) =>
        offline && result.userID !== viewerID ? { ...result, userID: null } : result,
      );
      return { race, results };
    },
  };
}

export type RaceService = ReturnType<typeof createRaceService>;
