// Bots fill empty seats. Each is a seeded plan of when it completes each character, so the server
// can ask "how far is this bot at t?" cheaply and every test can replay the same race. Their rhythm
// is human-like: uneven gaps, slower word starts, typos that cost a correction pause, and nitros.
import { gaussian, pick, type Rng } from '../random';

export interface BotProfile {
  name: string;
  carID: number;
  carHueAngle: number;
  wpm: number;
}

export interface BotPlan {
  /** completeAt[i] = race ms when character i is typed. */
  completeAt: number[];
  /** Race ms of each nitro the bot uses. */
  nitroAt: number[];
  errors: number;
}

const FIRST = [
  'Turbo',
  'Nitro',
  'Rapid',
  'Swift',
  'Clever',
  'Mighty',
  'Lucky',
  'Cosmic',
  'Pixel',
  'Sunny',
  'Rocket',
  'Quiet',
  'Brave',
  'Velvet',
  'Thunder',
  'Zippy',
];
const SECOND = [
  'Otter',
  'Falcon',
  'Panda',
  'Comet',
  'Tiger',
  'Fox',
  'Badger',
  'Gecko',
  'Hawk',
  'Lynx',
  'Koala',
  'Puffin',
  'Wolf',
  'Dolphin',
  'Raven',
  'Yak',
];

/**
 * How widely a room's bots are drawn around its level: about as much as one typist's speed varies
 * from race to race, so a player at the room's median races four peers and wins about one race in
 * five (tests/unit/domain/race/botChallenge.test.ts simulates it). Wider, and the median player
 * mostly meets bots far slower or far faster than themselves; the old 18 % made them win half
 * their races at 110 WPM.
 */
export const BOT_SPREAD = 0.08;

export function botProfile(rng: Rng, roomWpm: number, carIDs: readonly number[]): BotProfile {
  const wpm = Math.min(
    160,
    Math.max(15, gaussian(rng, roomWpm, Math.max(2, roomWpm * BOT_SPREAD))),
  );
  return {
    name: `${pick(rng, FIRST)}${pick(rng, SECOND)}${Math.floor(rng() * 90) + 10}`,
    carID: pick(rng, carIDs),
    carHueAngle: Math.floor(rng() * 36) * 10,
    wpm: Math.round(wpm),
  };
}

/** A bot's typo: how often, and the pause it costs (mean of 250–700 ms). */
const TYPO_CHANCE = 0.025;
const TYPO_MEAN_PAUSE_MS = 475;
/** A new word starts a little slower. */
const WORD_START_SLOWDOWN = 1.25;

export function planBot(rng: Rng, passage: string, wpm: number, nitros = 1): BotPlan {
  // The key gap that makes the whole passage, typos and word starts included, come out at `wpm`
  // (otherwise every bot ran about 7-10 % under the speed it was drawn at).
  const targetGap = 60_000 / (wpm * 5);
  const wordStarts = passage.split(' ').length / Math.max(1, passage.length);
  const meanGap = Math.max(
    targetGap * 0.3,
    (targetGap - TYPO_CHANCE * TYPO_MEAN_PAUSE_MS) / (1 + (WORD_START_SLOWDOWN - 1) * wordStarts),
  );
  const completeAt: number[] = [];
  const nitroAt: number[] = [];
  let t = 250 + rng() * 500;
  let errors = 0;
  let nitrosLeft = nitros;
  for (let i = 0; i < passage.length; i += 1) {
    const wordStart = i === 0 || passage[i - 1] === ' ';
    if (wordStart && nitrosLeft > 0 && i > passage.length * 0.3 && rng() < 0.04) {
      // A nitro finishes this whole word in one boost.
      nitrosLeft -= 1;
      nitroAt.push(t);
      const end = passage.indexOf(' ', i);
      const last = end === -1 ? passage.length - 1 : end;
      for (; i <= last; i += 1) completeAt.push(t);
      i -= 1;
      t += meanGap;
      continue;
    }
    let gap = Math.max(meanGap * 0.35, gaussian(rng, meanGap, meanGap * 0.3));
    if (wordStart) gap *= WORD_START_SLOWDOWN;
    if (rng() < TYPO_CHANCE) {
      errors += 1;
      gap += 250 + rng() * 450;
    }
    t += gap;
    completeAt.push(t);
  }
  return { completeAt, nitroAt, errors };
}

/** Characters completed by race time `ms` (binary search over the plan). */
export function botProgressAt(plan: BotPlan, ms: number): number {
  let lo = 0;
  let hi = plan.completeAt.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((plan.completeAt[mid] ?? Infinity) <= ms) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

export function botFinishMs(plan: BotPlan): number {
  return plan.completeAt.at(-1) ?? 0;
}
