// The authored achievements (SPEC §3 Achievement, Group): data, not code. Ids are stable (the
// group's id times 100 plus a running number) because players' records keep them; add new ones
// at the end of a group, never renumber. Rewards name real catalogue items
// (src/server/seed/data/cars.json and loot.json); tests/unit/domain/achievements/catalogue.test.ts
// holds every id, slug and reward against them.
import type {
  Achievement,
  AchievementGroup,
  AchievementReward,
  AchievementRule,
} from './achievement';
import { SEASONS } from './seasons';

export const ACHIEVEMENT_GROUPS: readonly AchievementGroup[] = [
  { id: 1, order: 1, name: 'Races', slug: 'races', type: 'standard', description: 'Finish races.' },
  {
    id: 2,
    order: 2,
    name: 'Speed',
    slug: 'speed',
    type: 'standard',
    description: 'Raise your average speed.',
  },
  {
    id: 3,
    order: 3,
    name: 'Accuracy',
    slug: 'accuracy',
    type: 'standard',
    description: 'Type cleanly, race after race.',
  },
  {
    id: 4,
    order: 4,
    name: 'Podium',
    slug: 'podium',
    type: 'standard',
    description: 'Finish first, second or third against other racers.',
  },
  {
    id: 5,
    order: 5,
    name: 'Streaks',
    slug: 'streaks',
    type: 'standard',
    description: 'Race again and again, each within 30 minutes of the last.',
  },
  {
    id: 6,
    order: 6,
    name: 'Garage',
    slug: 'garage',
    type: 'standard',
    description: 'Own more cars.',
  },
  {
    id: 7,
    order: 7,
    name: 'Loot',
    slug: 'loot',
    type: 'standard',
    description: 'Collect stickers, trails, titles, nametags and nitros.',
  },
  {
    id: 8,
    order: 8,
    name: 'Nitros',
    slug: 'nitros',
    type: 'standard',
    description: 'Burn nitros in races.',
  },
  {
    id: 9,
    order: 9,
    name: 'Play Time',
    slug: 'play-time',
    type: 'standard',
    description: 'Time spent racing.',
  },
  {
    id: 10,
    order: 10,
    name: 'Math Lessons',
    slug: 'math-lessons',
    type: 'standard',
    description: 'Race each math lesson on the math site.',
  },
  {
    id: 11,
    order: 11,
    name: 'Levels',
    slug: 'levels',
    type: 'standard',
    description: 'Gain experience and climb the levels.',
  },
  {
    id: 12,
    order: 12,
    name: 'Seasons',
    slug: 'seasons',
    type: 'season',
    description: 'Only while their season runs, on both sites.',
  },
  {
    id: 13,
    order: 13,
    name: 'Secrets',
    slug: 'secrets',
    type: 'standard',
    description: 'Hidden until you find them.',
  },
];

const money = (value: number): AchievementReward => ({ type: 'money', value });
const car = (value: number): AchievementReward => ({ type: 'car', value });
const loot = (value: number): AchievementReward => ({ type: 'loot', value });
const gte = (field: string, value: number): AchievementRule => ({
  field,
  comparison: 'gte',
  value,
});

interface Draft {
  name: string;
  desc: string;
  rules: AchievementRule[];
  points: number;
  reward?: AchievementReward;
  hidden?: boolean;
  instantClaim?: boolean;
}

/** A group's achievements, numbered gid*100 + 1, 2, ... in the order given. */
function group(
  gid: number,
  drafts: Draft[],
  season: (typeof SEASONS)[number] | null = null,
): Achievement[] {
  return drafts.map((draft, index) => ({
    achievementID: gid * 100 + index + 1,
    name: draft.name,
    desc: draft.desc,
    gid,
    seasonID: season?.seasonID ?? null,
    hidden: draft.hidden ?? false,
    startStamp: season?.startStamp ?? null,
    endStamp: season?.endStamp ?? null,
    extraTier: false,
    instantClaim: draft.instantClaim ?? false,
    points: draft.points,
    rules: draft.rules,
    reward: draft.reward ?? null,
  }));
}

const count = (n: number) => n.toLocaleString('en-US');

const races = group(1, [
  {
    name: 'First Race',
    desc: 'Finish your first race.',
    rules: [gte('racesPlayed', 1)],
    points: 5,
    reward: money(1_000),
  },
  ...(
    [
      [5, 'Warming Up', 10, money(1_500)],
      [10, 'Regular', 10, money(2_000)],
      [25, 'Road Tripper', 15, loot(1019)],
      [50, 'Half Century', 20, money(5_000)],
      [100, 'Centurion', 25, loot(3021)],
      [250, 'Mile Muncher', 30, money(15_000)],
      [500, 'Road Warrior', 40, car(14)],
      [1_000, 'Thousand Finishes', 50, car(51)],
      [2_500, 'Marathoner', 60, money(75_000)],
      [5_000, 'Lifer', 80, money(150_000)],
      [10_000, 'Legend of the Track', 100, loot(3022)],
    ] as const
  ).map(([n, name, points, reward]) => ({
    name,
    desc: `Finish ${count(n)} races.`,
    rules: [gte('racesPlayed', n)],
    points,
    reward,
  })),
]);

const speed = group(
  2,
  (
    [
      [20, 'Getting Going', 5, money(500)],
      [30, 'Cruising', 10, money(1_000)],
      [40, 'Quick Keys', 15, loot(1020)],
      [50, 'Fast Fingers', 20, money(3_000)],
      [60, 'Speed Demon', 25, loot(3004)],
      [70, 'Blur', 30, money(8_000)],
      [80, 'Turbo Typist', 40, loot(3014)],
      [90, 'Supersonic', 50, money(20_000)],
      [100, 'Triple Digits', 60, car(10)],
      [120, 'Lightspeed', 80, loot(5014)],
    ] as const
  ).map(([wpm, name, points, reward]) => ({
    name,
    desc: `Average ${wpm} WPM over at least 5 races.`,
    rules: [gte('avgSpeed', wpm), gte('racesPlayed', 5)],
    points,
    reward,
  })),
);

const accuracy = group(
  3,
  (
    [
      [85, 5, 'Careful Driver', 5, money(500)],
      [90, 10, 'Steady Hands', 10, loot(3005)],
      [93, 10, 'Sharp Eye', 15, money(2_000)],
      [95, 25, 'Precision', 20, loot(1028)],
      [97, 50, 'Clean Sheet', 30, money(8_000)],
      [98, 100, 'Accuracy Ace', 40, loot(3016)],
      [99, 250, 'Flawless', 60, car(45)],
    ] as const
  ).map(([pct, racesNeeded, name, points, reward]) => ({
    name,
    desc: `Average ${pct}% accuracy over at least ${racesNeeded} races.`,
    rules: [gte('avgAcc', pct), gte('racesPlayed', racesNeeded)],
    points,
    reward,
  })),
);

const podium = group(4, [
  ...(
    [
      [1, 'First Win', 10, money(1_000)],
      [5, 'Winner', 15, money(2_500)],
      [10, 'Serial Winner', 20, loot(1042)],
      [25, 'Champion', 25, money(6_000)],
      [50, 'Grand Champion', 35, loot(3018)],
      [100, 'Hundred Wins', 50, car(9)],
      [250, 'Dominator', 70, money(50_000)],
      [500, 'Unbeatable', 90, loot(5015)],
    ] as const
  ).map(([n, name, points, reward]) => ({
    name,
    desc:
      n === 1 ? 'Win a race against other racers.' : `Win ${count(n)} races against other racers.`,
    rules: [gte('placed1', n)],
    points,
    reward,
  })),
  {
    name: 'Silver Lining',
    desc: 'Finish second in a race.',
    rules: [gte('placed2', 1)],
    points: 5,
    reward: money(500),
  },
  {
    name: 'Runner-Up',
    desc: 'Finish second 10 times.',
    rules: [gte('placed2', 10)],
    points: 10,
    reward: money(2_000),
  },
  {
    name: 'Silver Collector',
    desc: 'Finish second 50 times.',
    rules: [gte('placed2', 50)],
    points: 20,
    reward: loot(1040),
  },
  {
    name: 'On the Podium',
    desc: 'Finish third in a race.',
    rules: [gte('placed3', 1)],
    points: 5,
    reward: money(500),
  },
  {
    name: 'Bronze Regular',
    desc: 'Finish third 10 times.',
    rules: [gte('placed3', 10)],
    points: 10,
    reward: money(2_000),
  },
  {
    name: 'Bronze Collector',
    desc: 'Finish third 50 times.',
    rules: [gte('placed3', 50)],
    points: 20,
    reward: loot(1043),
  },
]);

const streaks = group(5, [
  ...(
    [
      [3, 'Hat Trick', 5, money(500)],
      [5, 'On a Roll', 10, money(1_000)],
      [10, 'In the Zone', 15, loot(1003)],
      [20, 'Unstoppable', 20, money(4_000)],
      [30, 'Marathon Session', 25, loot(2022)],
      [50, 'Iron Fingers', 35, money(10_000)],
      [75, 'Tireless', 45, loot(5009)],
    ] as const
  ).map(([n, name, points, reward]) => ({
    name,
    desc: `Race ${n} times in a row, each within 30 minutes of the last.`,
    rules: [gte('sessionRaces', n)],
    points,
    reward,
  })),
  {
    name: 'No Sleep Till Finish',
    desc: 'Race 100 times in a row without a break.',
    rules: [gte('sessionRaces', 100)],
    points: 60,
    reward: car(52),
    hidden: true,
  },
]);

const garage = group(
  6,
  (
    [
      [2, 'Second Car', 5, money(1_000)],
      [3, 'Small Fleet', 10, money(2_000)],
      [5, 'Collector', 15, loot(4003)],
      [8, 'Car Lover', 20, money(6_000)],
      [10, 'Showroom', 25, loot(2008)],
      [15, 'Dealer', 35, money(20_000)],
      [20, 'Motor Museum', 45, car(50)],
      [25, 'Car Baron', 55, money(60_000)],
      [30, 'Full Garage', 70, loot(4015)],
    ] as const
  ).map(([n, name, points, reward]) => ({
    name,
    desc: `Own ${n} cars at once.`,
    rules: [gte('totalCars', n)],
    points,
    reward,
  })),
);

const lootGroup = group(
  7,
  (
    [
      [1, 'First Loot', 5, money(500)],
      [3, 'Magpie', 10, money(1_000)],
      [5, 'Decorator', 15, loot(1007)],
      [10, 'Stylist', 20, money(4_000)],
      [20, 'Hoarder', 30, loot(2017)],
      [35, 'Treasure Chest', 40, money(15_000)],
      [50, 'Curator', 50, loot(4012)],
    ] as const
  ).map(([n, name, points, reward]) => ({
    name,
    desc: n === 1 ? 'Own a piece of loot.' : `Own ${n} pieces of loot.`,
    rules: [gte('loot.length', n)],
    points,
    reward,
  })),
);

const nitros = group(
  8,
  (
    [
      [1, 'Ignition', 5, money(500)],
      [10, 'Boost Junkie', 10, money(1_000)],
      [25, 'Afterburner', 15, loot(5001)],
      [50, 'Rocket Fuel', 20, money(3_000)],
      [100, 'Nitro Addict', 25, loot(3019)],
      [250, 'Jet Set', 35, money(10_000)],
      [500, 'Nitro Knight', 45, loot(5012)],
      [1_000, 'Burnout', 60, car(53)],
    ] as const
  ).map(([n, name, points, reward]) => ({
    name,
    desc: n === 1 ? 'Use a nitro in a race.' : `Use ${count(n)} nitros in races.`,
    rules: [gte('nitrosUsed', n)],
    points,
    reward,
  })),
);

const HOUR = 3_600;
const playTime = group(
  9,
  (
    [
      [600, '10 minutes', 'Ten Minutes In', 5, money(500)],
      [1_800, '30 minutes', 'Half an Hour', 10, money(1_000)],
      [HOUR, 'an hour', 'Hour of Power', 15, loot(1008)],
      [3 * HOUR, '3 hours', 'Afternoon Racer', 20, money(4_000)],
      [10 * HOUR, '10 hours', 'Dedicated', 30, loot(2015)],
      [24 * HOUR, 'a full day', 'Day at the Races', 40, money(15_000)],
      [50 * HOUR, '50 hours', 'Veteran', 50, loot(3010)],
      [100 * HOUR, '100 hours', 'Lifetime Racer', 70, money(50_000)],
    ] as const
  ).map(([secs, label, name, points, reward]) => ({
    name,
    desc: `Spend ${label} racing.`,
    rules: [gte('playTime', secs)],
    points,
    reward,
  })),
);

/** lessonStats boards are keyed by the lesson id ('1'..'8', src/server/realtime/roomFinish.ts). */
const LESSONS = [
  'Addition',
  'Subtraction',
  'Money',
  'Multiplication',
  'Counting',
  'Big Multiplication',
  'Division',
  'Big Division',
] as const;
const mathLessons = group(
  10,
  LESSONS.flatMap((lesson, index) =>
    (
      [
        [1, 'Starter', 5, money(500)],
        [25, 'Practised', 10, money(2_000)],
        [100, 'Master', 20, loot(1015)],
      ] as const
    ).map(([n, rank, points, reward]) => ({
      name: `${lesson} ${rank}`,
      desc: n === 1 ? `Race the ${lesson} lesson.` : `Race the ${lesson} lesson ${n} times.`,
      rules: [gte(`lessonStats.${index + 1}.played`, n)],
      points,
      reward,
    })),
  ),
);

const levels = group(
  11,
  (
    [
      [5, 'Level 5', 5, money(1_000)],
      [10, 'Level 10', 10, money(2_500)],
      [20, 'Level 20', 20, loot(1039)],
      [30, 'Level 30', 25, money(10_000)],
      [50, 'Level 50', 40, loot(4011)],
      [75, 'Level 75', 60, money(40_000)],
      [100, 'Level 100', 80, car(12)],
    ] as const
  ).map(([n, name, points, reward]) => ({
    name,
    desc: `Reach level ${n}.`,
    rules: [gte('level', n)],
    points,
    reward,
  })),
);

/** Each season: races on either site while it runs (gamesPlayedAllSites counts both). */
const seasonal = SEASONS.flatMap((season, s) => {
  const base = 12;
  const drafts: Draft[] = [
    {
      name: `${season.name}: Check In`,
      desc: `Race once during ${season.name}.`,
      rules: [gte('gamesPlayedAllSites', 1)],
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
const extraTiers: Achievement[] = SEASONS.map((season, s) => ({
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

const secrets = group(13, [
  {
    name: 'Big Spender',
    desc: 'Spend $100,000 in the shop.',
    rules: [gte('moneySpent', 100_000)],
    points: 20,
    reward: loot(3011),
    hidden: true,
  },
  {
    name: 'Tycoon',
    desc: 'Hold $1,000,000 at once.',
    rules: [gte('money', 1_000_000)],
    points: 30,
    reward: loot(4015),
    hidden: true,
  },
  {
    name: 'Off the Grid',
    desc: 'Race with your status set to offline.',
    rules: [{ field: 'offline', comparison: 'eq', value: true }, gte('racesPlayed', 1)],
    points: 5,
    reward: money(777),
    hidden: true,
    instantClaim: true,
  },
  {
    name: 'Casual Cruiser',
    desc: 'Switch your races to casual scoring.',
    rules: [{ field: 'scoringMode', comparison: 'eq', value: 'casual' }],
    points: 5,
    reward: money(500),
    hidden: true,
    instantClaim: true,
  },
  {
    name: 'Photo Finish',
    desc: 'Finish second 15 times while winning fewer than 5 races.',
    rules: [gte('placed2', 15), { field: 'placed1', comparison: 'lt', value: 5 }],
    points: 15,
    reward: loot(1026),
    hidden: true,
  },
  {
    name: 'Both Worlds',
    desc: 'Race on the typing site and on the math site.',
    rules: [
      gte('racingStats.typing.played', 1),
      { field: 'gamesPlayedAllSites', comparison: 'gt', value: 0 },
      { field: 'lessonStats.1.played', comparison: 'gte', value: 1 },
    ],
    points: 10,
    reward: money(2_000),
    hidden: true,
  },
]);

export const ACHIEVEMENTS: readonly Achievement[] = [
  ...races,
  ...speed,
  ...accuracy,
  ...podium,
  ...streaks,
  ...garage,
  ...lootGroup,
  ...nitros,
  ...playTime,
  ...mathLessons,
  ...levels,
  ...seasonal,
  ...extraTiers,
  ...secrets,
];

const BY_ID = new Map(ACHIEVEMENTS.map((achievement) => [achievement.achievementID, achievement]));

export function achievementByID(id: number): Achievement | undefined {
  return BY_ID.get(id);
}

export function groupBySlug(slug: string): AchievementGroup | undefined {
  return ACHIEVEMENT_GROUPS.find((g) => g.slug === slug);
}
