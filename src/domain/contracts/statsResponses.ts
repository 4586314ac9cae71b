// Response schemas of the stats endpoints (statsEndpoints.ts), loaded on demand like responses.ts.
import { LEADERBOARD_PERIODS } from '../stats/periods';
import { z } from '../zodMini';

const speedUnit = z.enum(['WPM', 'PPM']);

export const racerFigures = z.strictObject({
  races: z.int().check(z.nonnegative()),
  avgSpeed: z.number(),
  bestSpeed: z.number(),
  avgAccuracy: z.number(),
  wins: z.int().check(z.nonnegative()),
  points: z.int(),
  secs: z.number(),
});
export type RacerFigures = z.infer<typeof racerFigures>;

export const statsSummary = z.strictObject({
  speedUnit,
  allTime: racerFigures,
  today: racerFigures,
  /** Average speed of the latest 10 races (0 without races). */
  recentSpeed: z.number(),
});

export const raceLogEntry = z.strictObject({
  raceID: z.int(),
  stamp: z.int(),
  place: z.int(),
  racers: z.int(),
  speed: z.number(),
  accuracy: z.number(),
  errors: z.int(),
  durationMs: z.int(),
  money: z.int(),
  experience: z.int(),
});
export type RaceLogEntry = z.infer<typeof raceLogEntry>;

export const statsData = z.strictObject({
  speedUnit,
  logs: z.array(raceLogEntry),
  totalRecords: z.int().check(z.nonnegative()),
  page: z.int(),
  limit: z.int(),
  pages: z.int(),
});

export const statsGraphs = z.strictObject({
  speedUnit,
  points: z.array(
    z.strictObject({ raceID: z.int(), stamp: z.int(), speed: z.number(), accuracy: z.number() }),
  ),
});

export const leaderboardRacer = z.strictObject({
  rank: z.int().check(z.positive()),
  userID: z.int(),
  username: z.string(),
  displayName: z.string(),
  title: z.string(),
  tag: z.nullable(z.string()),
  tagColor: z.nullable(z.string()),
  races: z.int(),
  avgSpeed: z.number(),
  avgAccuracy: z.number(),
  points: z.int(),
});
export type LeaderboardRacer = z.infer<typeof leaderboardRacer>;

export const leaderboardTeam = z.strictObject({
  rank: z.int().check(z.positive()),
  teamID: z.int(),
  tag: z.string(),
  name: z.string(),
  tagColor: z.string(),
  races: z.int(),
  avgSpeed: z.number(),
  points: z.int(),
});

export const leaderboards = z.strictObject({
  time: z.enum(LEADERBOARD_PERIODS),
  start: z.int(),
  end: z.nullable(z.int()),
  speedUnit,
  racers: z.array(leaderboardRacer),
  /** Teams by their current members' totals for the period (src/server/teams/teamBoard.ts). */
  teams: z.array(leaderboardTeam),
  /** The caller's own row when logged in and on the board, wherever it ranks. */
  me: z.nullable(leaderboardRacer),
});

export const racerProfile = z.strictObject({
  racer: z.nullable(
    z.strictObject({
      userID: z.int(),
      username: z.string(),
      displayName: z.string(),
      title: z.string(),
      level: z.int(),
      membership: z.enum(['basic', 'gold']),
      tag: z.nullable(z.string()),
      tagColor: z.nullable(z.string()),
      createdStamp: z.int(),
      car: z.strictObject({
        carID: z.int(),
        name: z.string(),
        src: z.nullable(z.string()),
        hueAngle: z.number(),
      }),
      speedUnit,
      allTime: racerFigures,
      /** Claimed achievements only: count, points and the latest few by name. */
      achievements: z.strictObject({
        count: z.int(),
        points: z.int(),
        recent: z.array(
          z.strictObject({ achievementID: z.int(), name: z.string(), claimedStamp: z.int() }),
        ),
      }),
    }),
  ),
});
