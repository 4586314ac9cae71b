// The achievements for racing itself (SPEC §3 Achievement): races finished, speed, accuracy,
// podium places and streaks. Add new ones at the end of a group, never renumber.
import { count, gte, group, loot, money, car } from './authoring';

export const races = group(1, [
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

export const speed = group(
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

export const accuracy = group(
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

export const podium = group(4, [
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

export const streaks = group(5, [
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
