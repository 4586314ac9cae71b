// Response schemas of the league calls (leagueEndpoints.ts), loaded on demand like responses.ts.
import { LEAGUE_REASONS } from '../leagues/leagues';
import { z } from '../zodMini';

export const leagueInfo = z.strictObject({
  tier: z.int(),
  name: z.string(),
  colors: z.strictObject({ primary: z.string(), secondary: z.string() }),
  tournamentName: z.nullable(z.string()),
  trackBadge: z.int(),
  hidden: z.boolean(),
  final: z.boolean(),
  promotionPlace: z.nullable(z.int()),
  demotionPlace: z.nullable(z.int()),
  notification: z.nullable(z.enum(LEAGUE_REASONS)),
  elite: z.boolean(),
});

export const leagueStanding = z.strictObject({
  place: z.int().check(z.positive()),
  /** A user's or a team's id; 0 for a private (offline) racer other than the caller. */
  memberID: z.int(),
  /** The racer's display name ('Racer' for a private one), or the team's name. */
  name: z.string(),
  /** The racer's username (profile link); null for a team. */
  username: z.nullable(z.string()),
  tag: z.nullable(z.string()),
  tagColor: z.nullable(z.string()),
  experience: z.int(),
  played: z.int(),
  me: z.boolean(),
});
export type LeagueStanding = z.infer<typeof leagueStanding>;

export const leagueWeekResult = z.strictObject({
  weekStart: z.int(),
  tier: z.int(),
  place: z.int(),
  newTier: z.int(),
  reason: z.enum(LEAGUE_REASONS),
  experience: z.int(),
  played: z.int(),
});
export type LeagueWeekResult = z.infer<typeof leagueWeekResult>;

export const leagueActivity = z.strictObject({
  kind: z.enum(['user', 'team']),
  /** SPEC: tier (0 before the first week ends) and standings (empty before the week's first race). */
  tier: z.int(),
  highestTier: z.int(),
  tournamentsWon: z.int(),
  /** The league played this week: the player's tier, or the first one for a newcomer. */
  league: leagueInfo,
  /** The ladder as the player may see it (hidden tournament rounds only when in one). */
  leagues: z.array(leagueInfo),
  weekStart: z.int(),
  weekEnd: z.int(),
  /** Server time of the answer, so the countdown does not trust the device clock. */
  serverTime: z.int(),
  division: z.nullable(z.int()),
  standings: z.array(leagueStanding),
  /** Past weeks, newest first. */
  history: z.array(leagueWeekResult),
});
export type LeagueActivity = z.infer<typeof leagueActivity>;

export const leagueRollover = z.strictObject({
  closed: z.array(z.strictObject({ weekStart: z.int(), entries: z.int() })),
});
