// The seasons the achievements know (SPEC §3 Season: seasonID, name, startStamp, endStamp in
// seconds, totalRewards). Seasonal achievements count only between their season's stamps.
export interface Season {
  seasonID: number;
  name: string;
  slug: string;
  startStamp: number;
  endStamp: number;
  /** Length of the season's reward track: its achievement levels (SPEC §9 level table). */
  totalRewards: number;
}

export const SEASONS: readonly Season[] = [
  {
    seasonID: 1,
    name: 'Autumn Rally',
    slug: 'autumn-rally',
    startStamp: 1_788_220_800, // 2026-09-01
    endStamp: 1_796_083_200, // 2026-12-01
    totalRewards: 100,
  },
  {
    seasonID: 2,
    name: 'Winter Sprint',
    slug: 'winter-sprint',
    startStamp: 1_796_083_200, // 2026-12-01
    endStamp: 1_803_859_200, // 2027-03-01
    totalRewards: 100,
  },
  {
    seasonID: 3,
    name: 'Spring Circuit',
    slug: 'spring-circuit',
    startStamp: 1_803_859_200, // 2027-03-01
    endStamp: 1_811_808_000, // 2027-06-01
    totalRewards: 100,
  },
];

/** The season running at `nowSeconds`, if any. */
export function currentSeason(
  nowSeconds: number,
  seasons: readonly Season[] = SEASONS,
): Season | null {
  return seasons.find((s) => s.startStamp <= nowSeconds && nowSeconds < s.endStamp) ?? null;
}
