// Set-up calls for the end-to-end tests only: registered when the server runs with
// TEST_HOOKS=1 (never on a real installation), and not part of `apiContracts`, so the fuzz
// and contract suites, which test what a real server serves, never see them.
import { z } from '../zodMini';
import { defineContract } from './contract';

export const dailyChallengesSetupBody = z.strictObject({
  /** Typing races the player has finished (10 unlock daily challenges). */
  typingRaces: z.number().check(z.int(), z.gte(0), z.lte(1000)),
  /** Pool kinds to set as today's challenges, at 0 progress. */
  kinds: z.array(z.number().check(z.int(), z.positive(), z.lte(999))).check(z.maxLength(3)),
});

export const qualifiedSetupBody = z.strictObject({
  /** The qualifying race's speed: matchmaking seats players by it. */
  avgSpeed: z.number().check(z.int(), z.gte(1), z.lte(250)),
  /** An account this many days old (the gold sale modal shows from 3 member days). */
  memberDays: z.optional(z.number().check(z.int(), z.gte(0), z.lte(3650))),
});

export const specialEventSetupBody = z.strictObject({
  eventID: z.number().check(z.int(), z.positive(), z.lte(2_000_000)),
  name: z.string().check(z.minLength(1), z.maxLength(60)),
  /** Seconds from now to the start (negative: started that long ago) and the event's length. */
  startsIn: z.number().check(z.int(), z.gte(-31_536_000), z.lte(31_536_000)),
  lasts: z.number().check(z.int(), z.positive(), z.lte(31_536_000)),
  cars: z
    .array(
      z.strictObject({
        carID: z.number().check(z.int(), z.positive(), z.lte(999)),
        price: z.number().check(z.int(), z.gte(0), z.lte(100_000_000)),
      }),
    )
    .check(z.minLength(1), z.maxLength(12)),
  moneyPercent: z.number().check(z.int(), z.gte(0), z.lte(500)),
  /** Cash to hand the calling player, so a journey can afford the event car. */
  money: z.optional(z.number().check(z.int(), z.gte(0), z.lte(100_000_000))),
});

export const leagueSetupBody = z.strictObject({
  /** Races the player has finished (12 open the leagues). */
  racesPlayed: z.number().check(z.int(), z.gte(0), z.lte(10_000)),
  /** XP credited to the week being played, as one race of the player's would. */
  experience: z.number().check(z.int(), z.gte(0), z.lte(1_000_000)),
});

export const testSupportEndpoints = {
  /**
   * A player whose qualifying race is done at `avgSpeed` (the race journey types one for real;
   * the journeys that only need a qualified player skip the minute it takes).
   */
  setupQualified: defineContract({
    method: 'POST',
    path: '/test/qualified',
    auth: 'required',
    body: qualifiedSetupBody,
    response: () => import('./responses').then((r) => r.saveQualifying),
  }),
  /** A player who has raced `typingRaces` times, with today's challenges of the given kinds. */
  setupDailyChallenges: defineContract({
    method: 'POST',
    path: '/test/daily-challenges',
    auth: 'required',
    body: dailyChallengesSetupBody,
    response: () => import('./responses').then((r) => r.saveQualifying),
  }),
  /** A special event (created or replaced by its id) timed from the server's clock. */
  setupSpecialEvent: defineContract({
    method: 'POST',
    path: '/test/special-event',
    auth: 'required',
    body: specialEventSetupBody,
    response: () => import('./responses').then((r) => r.saveQualifying),
  }),
  /** A player with `racesPlayed` races and `experience` XP in this week's league. */
  setupLeague: defineContract({
    method: 'POST',
    path: '/test/leagues',
    auth: 'required',
    body: leagueSetupBody,
    response: () => import('./leagueResponses').then((r) => r.leagueActivity),
  }),
  /** Closes the week being played now: the weekly rollover, forced. */
  forceLeagueRollover: defineContract({
    method: 'POST',
    path: '/test/leagues/rollover',
    auth: 'required',
    response: () => import('./leagueResponses').then((r) => r.leagueRollover),
  }),
};
