// The leagues of SPEC §3 League, as data: a ladder of weekly tiers from Rookie up to the elite
// Nitro league, then the hidden three-round Nitro Cup tournament above it. A tier's places say who
// moves at the weekly rollover (src/domain/leagues/leagueOutcome.ts): places up to
// `promotionPlace` go up, places from `demotionPlace` go down (null: nobody does).
export interface League {
  tier: number;
  name: string;
  /** Badge fill and text. */
  colors: { primary: string; secondary: string };
  /** Set on the tournament's rounds: the cup they belong to. */
  tournamentName: string | null;
  /** The tournament round this tier is (1..3, shown as stars); 0 outside a tournament. */
  trackBadge: number;
  /** Left out of the public ladder until the player reaches it (the tournament's rounds). */
  hidden: boolean;
  /** The tournament's last round: placing within its promotion place wins the cup. */
  final: boolean;
  promotionPlace: number | null;
  demotionPlace: number | null;
  /** Overrides the outcome of being promoted into this league (SPEC §4 League outcome). */
  notification: LeagueReason | null;
  /** The top of the open ladder, whose winners enter the tournament. */
  elite: boolean;
}

export const LEAGUE_REASONS = [
  'promote',
  'demote',
  'no-change',
  'intro',
  'winner',
  'elimination',
  'semi-finals',
  'finals',
  'tournament-entry',
] as const;
export type LeagueReason = (typeof LEAGUE_REASONS)[number];

const ladder = (
  tier: number,
  name: string,
  primary: string,
  secondary: string,
  places: { promotionPlace: number | null; demotionPlace: number | null },
  elite = false,
): League => ({
  tier,
  name,
  colors: { primary, secondary },
  tournamentName: null,
  trackBadge: 0,
  hidden: false,
  final: false,
  notification: null,
  elite,
  ...places,
});

const CUP = 'Nitro Cup';
const round = (
  tier: number,
  name: string,
  stars: number,
  notification: LeagueReason,
  promotionPlace: number,
  final = false,
): League => ({
  tier,
  name,
  colors: { primary: '#1b1f3b', secondary: '#ffd54a' },
  tournamentName: CUP,
  trackBadge: stars,
  hidden: true,
  final,
  // A round has no middle: advance, or be eliminated.
  promotionPlace,
  demotionPlace: promotionPlace + 1,
  notification,
  elite: true,
});

/** Tier 0 is "no league yet" (a new player's leagueTier, SPEC §3). */
export const LEAGUES: readonly League[] = [
  ladder(1, 'Rookie', '#6d4c41', '#ffffff', { promotionPlace: 10, demotionPlace: null }),
  ladder(2, 'Street', '#455a64', '#ffffff', { promotionPlace: 7, demotionPlace: 26 }),
  ladder(3, 'Turbo', '#2e7d32', '#ffffff', { promotionPlace: 7, demotionPlace: 26 }),
  ladder(4, 'Supercharged', '#1565c0', '#ffffff', { promotionPlace: 5, demotionPlace: 26 }),
  ladder(5, 'Hyperdrive', '#6a1b9a', '#ffffff', { promotionPlace: 5, demotionPlace: 26 }),
  ladder(6, 'Nitro Elite', '#b71c1c', '#ffffff', { promotionPlace: 3, demotionPlace: 26 }, true),
  round(7, 'Nitro Cup: Quarter-finals', 1, 'tournament-entry', 10),
  round(8, 'Nitro Cup: Semi-finals', 2, 'semi-finals', 5),
  round(9, 'Nitro Cup: Finals', 3, 'finals', 1, true),
];

export const FIRST_TIER = 1;
/** Where a tournament's winners and eliminated players return to. */
export const ELITE_TIER = LEAGUES.find((l) => l.elite && l.tournamentName === null)!.tier;

export function leagueOf(tier: number): League | null {
  return LEAGUES.find((l) => l.tier === tier) ?? null;
}

/** The public ladder, plus any hidden tier the player is in. */
export function visibleLeagues(currentTier: number): League[] {
  return LEAGUES.filter((l) => !l.hidden || l.tier === currentTier);
}

/** SPEC §9: leagues open after 12 races. */
export const LEAGUE_UNLOCK_RACES = 12;
/** Divisions hold about this many players (or teams). */
export const DIVISION_SIZE = 30;
