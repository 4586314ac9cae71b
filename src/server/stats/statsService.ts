// Stats, race logs, leaderboards and public profiles (SPEC §7, §2 /racer/{username}), per site.
// Boards and totals read racer_totals (one row per site, period and racer, kept by a trigger on
// race_results: migration 0008), so a board is the top rows of one index however many races the
// period holds; logs and charts read a racer's own results through race_results_user_log_idx.
// The rules (period boundaries, paging, ranking) are src/domain/stats; this file loads and shapes.
import { and, asc, eq, sql } from 'drizzle-orm';

import { publicAchievements } from '../../domain/achievements/publicSummary';
import type { Clock } from '../../domain/clock';
import type { RacerFigures } from '../../domain/contracts/statsResponses';
import { effectiveMembership } from '../../domain/payments/goldRules';
import type { SiteId } from '../../domain/site';
import { pageWindow } from '../../domain/stats/paging';
import { periodSpan, type LeaderboardPeriod } from '../../domain/stats/periods';
import { averageAccuracy, averageSpeed, shownPoints, speedUnit } from '../../domain/stats/ranking';
import type { Db } from '../db/client';
import { cars, raceResults, racerTotals, races, users } from '../db/schema';
import { loadOperatorSeasons } from '../seasons/seasonStore';
import { teamBoard } from '../teams/teamBoard';
import { findUserById, findUserByUsername } from '../users/userRepo';

/** How many racers a board lists, and how many races the charts draw. */
export const BOARD_SIZE = 100;
export const GRAPH_RACES = 100;
const RECENT_RACES = 10;

type TotalsRow = typeof racerTotals.$inferSelect;

export class StatsRefusal extends Error {
  constructor(
    readonly kind: 'unknown-racer' | 'private' | 'bad-page',
    message: string,
  ) {
    super(message);
  }
}

export function figuresOf(row: TotalsRow | undefined): RacerFigures {
  if (!row) {
    return { races: 0, avgSpeed: 0, bestSpeed: 0, avgAccuracy: 0, wins: 0, points: 0, secs: 0 };
  }
  return {
    races: row.races,
    avgSpeed: averageSpeed(row),
    bestSpeed: Math.round(row.bestSpeed * 10) / 10,
    avgAccuracy: averageAccuracy(row),
    wins: row.wins,
    points: shownPoints(row.points),
    secs: row.secs,
  };
}

/** Board order (src/domain/stats/ranking.ts compareRacers), as the board index stores it. */
const boardOrder = [
  sql`${racerTotals.points} desc nulls last`,
  sql`${racerTotals.races} desc nulls last`,
  asc(racerTotals.userID),
];

/**
 * Log order, newest first, spelled as race_results_user_log_idx stores it (Drizzle's `.desc()`
 * index is DESC NULLS LAST, and a plain DESC means NULLS FIRST): with the same spelling the
 * planner walks the index and stops after the page; with the other it read and sorted every race
 * of the racer (534 results and their 534 races for the bench's busiest racer, for 30 rows).
 */
const logOrder = [
  sql`${raceResults.createdStamp} desc nulls last`,
  sql`${raceResults.id} desc nulls last`,
];

/** A racer's results on a site, newest first, in the order of race_results_user_log_idx. */
export function raceLogQuery(db: Db, userID: number, site: SiteId) {
  return db
    .select({
      raceID: raceResults.raceID,
      stamp: raceResults.createdStamp,
      place: raceResults.place,
      racers: races.racers,
      speed: raceResults.wpm,
      accuracy: raceResults.accuracy,
      errors: raceResults.errors,
      durationMs: raceResults.durationMs,
      money: raceResults.money,
      experience: raceResults.experience,
    })
    .from(raceResults)
    .innerJoin(races, eq(races.raceID, raceResults.raceID))
    .where(and(eq(raceResults.userID, userID), eq(races.site, site)))
    .orderBy(...logOrder);
}

/**
 * How many public racers are ahead of the racer_totals row of the query it is selected in, on that
 * row's board (its rank is this + 1; a private or racing-banned racer is on no one's board), counted as
 * src/domain/stats/rankBuckets.ts racersAheadByBuckets says: the racers of the board's higher
 * point buckets (racer_rank_buckets, a few hundred rows at most), those of the row's own bucket
 * with more points (a range of the board index below the next bucket's key), those tied on points
 * and ahead on races or id, less the private and banned racers ahead, found from the few such players
 * (users_off_board_idx). Counting every racer ahead instead read 20,000 index entries for a racer low
 * on a season board of the stats bench. Selected with the racer's own row, so a board is two
 * queries sent together (the top and the viewer's row with their rank), not three in a row.
 */
const aheadOnBoard = (() => {
  const t = racerTotals;
  const sameBoard = (alias: string) =>
    sql`${sql.raw(alias)}.site = ${t.site} and ${sql.raw(alias)}.period = ${t.period}
      and ${sql.raw(alias)}.period_start = ${t.periodStart}`;
  const behindOnTie = (alias: string) =>
    sql`(${sql.raw(alias)}.races > ${t.races}
      or (${sql.raw(alias)}.races = ${t.races} and ${sql.raw(alias)}.user_id < ${t.userID}))`;
  const ownBucket = sql`racer_rank_bucket(${t.points})`;
  return sql<number>`(
    (select coalesce(sum(b.racers), 0) from racer_rank_buckets b
      where ${sameBoard('b')} and b.bucket > ${ownBucket})
    + (select count(*) from racer_totals a where ${sameBoard('a')} and a.points > ${t.points}
        and a.points < coalesce((select min(b.bucket) from racer_rank_buckets b
          where ${sameBoard('b')} and b.bucket > ${ownBucket}), 'Infinity'))
    + (select count(*) from racer_totals a where ${sameBoard('a')} and a.points = ${t.points}
        and ${behindOnTie('a')})
    - (select count(*) from users u join racer_totals rt on rt.user_id = u.user_id and ${sameBoard('rt')}
       where (u.offline or u.racing_banned) and (rt.points > ${t.points} or (rt.points = ${t.points} and ${behindOnTie('rt')})))
  )::int`;
})();

const onBoard = (site: SiteId, period: LeaderboardPeriod, periodStart: number) =>
  and(
    eq(racerTotals.site, site),
    eq(racerTotals.period, period),
    eq(racerTotals.periodStart, periodStart),
  );

const racerColumns = {
  totals: racerTotals,
  username: users.username,
  displayName: users.displayName,
  title: users.title,
  tag: users.teamTag,
  tagColor: users.teamTagColor,
};

/** The viewer's row of a board with how many public racers are ahead (the stats bench explains it). */
export function viewerRowQuery(
  db: Db,
  site: SiteId,
  period: LeaderboardPeriod,
  periodStart: number,
  viewerID: number,
) {
  return db
    .select({ ...racerColumns, ahead: aheadOnBoard })
    .from(racerTotals)
    .innerJoin(users, eq(users.userID, racerTotals.userID))
    .where(and(onBoard(site, period, periodStart), eq(racerTotals.userID, viewerID)));
}

export function createStatsService(db: Db, clock: Clock) {
  /** The operator seasons, which the season period follows (only read for that period). */
  const seasonsFor = (period: LeaderboardPeriod) =>
    period === 'season' ? loadOperatorSeasons(db) : Promise.resolve([]);

  async function totals(
    userID: number,
    site: SiteId,
    period: LeaderboardPeriod,
    now: number,
  ): Promise<TotalsRow | undefined> {
    const [row] = await db
      .select()
      .from(racerTotals)
      .where(
        and(
          eq(racerTotals.site, site),
          eq(racerTotals.period, period),
          eq(racerTotals.periodStart, periodSpan(period, now, await seasonsFor(period)).start),
          eq(racerTotals.userID, userID),
        ),
      );
    return row;
  }

  const resultsOf = (userID: number, site: SiteId) => raceLogQuery(db, userID, site);

  /** The racer whose stats `viewerID` asks for: refused when unknown, or private to others. */
  async function visibleRacer(userID: number, viewerID: number | null) {
    const racer = await findUserById(db, userID);
    if (!racer) throw new StatsRefusal('unknown-racer', 'No racer has that id.');
    if (racer.offline && racer.userID !== viewerID) {
      throw new StatsRefusal('private', 'This racer keeps their stats private.');
    }
    return racer;
  }

  return {
    async summary(userID: number, site: SiteId) {
      const now = clock.nowSeconds();
      const [allTime, today, recent] = await Promise.all([
        totals(userID, site, 'alltime', now),
        totals(userID, site, 'day', now),
        resultsOf(userID, site).limit(RECENT_RACES),
      ]);
      const recentSpeed =
        recent.length > 0
          ? Math.round((recent.reduce((sum, r) => sum + r.speed, 0) / recent.length) * 10) / 10
          : 0;
      return {
        speedUnit: speedUnit(site),
        allTime: figuresOf(allTime),
        today: figuresOf(today),
        recentSpeed,
      };
    },

    async raceLog(
      userID: number,
      viewerID: number | null,
      site: SiteId,
      page: number,
      limit: number,
    ) {
      await visibleRacer(userID, viewerID);
      const totalRecords = (await totals(userID, site, 'alltime', clock.nowSeconds()))?.races ?? 0;
      const window = pageWindow(page, limit, totalRecords);
      if (!window.ok) throw new StatsRefusal('bad-page', window.reason);
      const logs =
        totalRecords === 0
          ? []
          : await resultsOf(userID, site).limit(window.limit).offset(window.offset);
      return { speedUnit: speedUnit(site), logs, totalRecords, page, limit, pages: window.pages };
    },

    async graphs(userID: number, viewerID: number | null, site: SiteId) {
      await visibleRacer(userID, viewerID);
      const rows = await resultsOf(userID, site).limit(GRAPH_RACES);
      return {
        speedUnit: speedUnit(site),
        points: rows
          .reverse()
          .map(({ raceID, stamp, speed, accuracy }) => ({ raceID, stamp, speed, accuracy })),
      };
    },

    /** The top `size` racers of a board, and the viewer's own row wherever it ranks. */
    async leaderboard(
      site: SiteId,
      period: LeaderboardPeriod,
      viewerID: number | null,
      size = BOARD_SIZE,
    ) {
      const span = periodSpan(period, clock.nowSeconds(), await seasonsFor(period));
      const [rows, [mine]] = await Promise.all([
        db
          .select(racerColumns)
          .from(racerTotals)
          .innerJoin(users, eq(users.userID, racerTotals.userID))
          .where(
            and(
              onBoard(site, period, span.start),
              eq(users.offline, false),
              eq(users.racingBanned, false),
            ),
          )
          .orderBy(...boardOrder)
          .limit(size),
        viewerID === null ? [] : viewerRowQuery(db, site, period, span.start, viewerID),
      ]);
      const entry = (row: (typeof rows)[number], rank: number) => ({
        rank,
        userID: row.totals.userID,
        username: row.username,
        displayName: row.displayName || row.username,
        title: row.title,
        tag: row.tag,
        tagColor: row.tag ? row.tagColor : null,
        races: row.totals.races,
        avgSpeed: averageSpeed(row.totals),
        avgAccuracy: averageAccuracy(row.totals),
        points: shownPoints(row.totals.points),
      });
      const racers = rows.map((row, index) => entry(row, index + 1));
      const me =
        viewerID === null
          ? null
          : (racers.find((r) => r.userID === viewerID) ??
            (mine ? entry(mine, mine.ahead + 1) : null));
      return {
        time: period,
        start: span.start,
        end: span.end,
        speedUnit: speedUnit(site),
        racers,
        teams: await teamBoard(db, site, period, span.start),
        me,
      };
    },

    async profile(username: string, site: SiteId) {
      const racer = await findUserByUsername(db, username);
      if (!racer || racer.offline) return { racer: null };
      const [[car], allTime] = await Promise.all([
        db.select().from(cars).where(eq(cars.carID, racer.carID)),
        totals(racer.userID, site, 'alltime', clock.nowSeconds()),
      ]);
      return {
        racer: {
          userID: racer.userID,
          username: racer.username,
          displayName: racer.displayName || racer.username,
          title: racer.title,
          level: racer.level,
          // The badge others see: gold only while it runs (a lapsed term's row still says gold).
          membership: effectiveMembership(racer, clock.nowSeconds()),
          tag: racer.teamTag,
          tagColor: racer.teamTag ? racer.teamTagColor : null,
          createdStamp: racer.createdStamp,
          car: {
            carID: racer.carID,
            name: car?.name ?? 'Car',
            src: car?.largeSrc ?? null,
            hueAngle: racer.carHueAngle,
          },
          speedUnit: speedUnit(site),
          allTime: figuresOf(allTime),
          achievements: publicAchievements(racer.achievements),
        },
      };
    },
  };
}

export type StatsService = ReturnType<typeof createStatsService>;
