// The Secrets group (SPEC §3, group 13): hidden until earned.
import { gte, group, loot, money } from './authoring';

export const secrets = group(13, [
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
