// The achievements for what a player collects and how long they play: garage, loot, nitros,
// play time, math lessons and levels. Add new ones at the end of a group, never renumber.
import { count, gte, group, loot, money, car } from './authoring';

export const garage = group(
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

export const lootGroup = group(
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

export const nitros = group(
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
export const playTime = group(
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
export const mathLessons = group(
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

export const levels = group(
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
