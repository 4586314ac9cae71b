// The Seasons group (SPEC §3, group 12): four achievements per season, numbered
// 1200 + season index * 10 + 1..4, plus each season's infinity tier at + 9.
import type { Achievement } from './achievement';
import { type Draft, gte, group, loot, money, car } from './authoring';
import { SEASONS } from './seasons';

/**
 * Each season: Check In counts this season's races (on either site); the others read the record as
 * it stands while the season runs (gamesPlayedAllSites counts both sites).
 */
export const seasonal = SEASONS.flatMap((season, s) => {
  const base = 12;
  const drafts: Draft[] = [
    {
      name: `${season.name}: Check In`,
      desc: `Race once during ${season.name}.`,
      // This season's own race count (raceService stores it with the season's id): a lifetime
      // counter would pay any veteran who merely logs in while the season runs.
      rules: [
        { field: 'seasonID', comparison: 'eq', value: season.seasonID },
        gte('seasonField4', 1),
      ],
      points: 5,
      reward: money(1_000),
      instantClaim: true,
    },
    {
      name: `${season.name}: Contender`,
      desc: `Have 50 races on your record during ${season.name}.`,
      rules: [gte('gamesPlayedAllSites', 50)],
      points: 15,
      reward: loot([1023, 2018, 1022][s] ?? 1023),
    },
    {
      name: `${season.name}: Podium Finisher`,
      desc: `Win 10 races by the end of ${season.name}.`,
      rules: [gte('placed1', 10)],
      points: 20,
      reward: money(10_000),
    },
    {
      name: `${season.name}: Champion`,
      desc: `Reach level 30 during ${season.name}.`,
      rules: [gte('level', 30)],
      points: 30,
      reward: car([48, 49, 50][s] ?? 48),
    },
  ];
  return group(base, drafts, season).map((achievement, index) => ({
    ...achievement,
    achievementID: base * 100 + s * 10 + index + 1,
  }));
});

/** The infinity tier of each season: extra levels past the track pay through /achievements/extra. */
export const extraTiers: Achievement[] = SEASONS.map((season, s) => ({
  achievementID: 12 * 100 + s * 10 + 9,
  name: `${season.name}: Beyond the Track`,
  desc: 'Every level past 100 pays an extra-level reward.',
  gid: 12,
  seasonID: season.seasonID,
  hidden: false,
  startStamp: season.startStamp,
  endStamp: season.endStamp,
  extraTier: true,
  instantClaim: false,
  points: 0,
  rules: [{ field: 'level', comparison: 'gt', value: season.totalRewards }],
  reward: null,
}));
