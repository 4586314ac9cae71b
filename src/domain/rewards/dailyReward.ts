// The daily reward (SPEC §7 GET /api/v2/rewards/daily): one claim per 24 hours; `rewardCountdown`
// is the stamp (seconds) of the next allowed claim, 0 meaning "now".
import { produce } from 'immer';

import type { Car } from '../catalogue';
import { hashSeed, seededRng } from '../random';
import { DAY_SECONDS } from '../time';
import type { User } from '../user';
import { grantReward } from './grant';
import type { GarageReward, GarageRewardType } from './grant';

export const DAILY_REWARD_INTERVAL_SECONDS = DAY_SECONDS;

export function canClaimDaily(user: Pick<User, 'rewardCountdown'>, nowSeconds: number): boolean {
  return nowSeconds >= user.rewardCountdown;
}

export function dailyRewardSecondsLeft(
  user: Pick<User, 'rewardCountdown'>,
  nowSeconds: number,
): number {
  return Math.max(0, user.rewardCountdown - nowSeconds);
}

/** The day number (UTC days since 1970) a time in seconds falls on, for seeding. */
export function rewardDay(nowSeconds: number): number {
  return Math.floor(nowSeconds / DAILY_REWARD_INTERVAL_SECONDS);
}

/**
 * The prize table, weights out of 100: mostly cash, some nitros, now and then a car. A car prize is
 * value 0 here and filled in from the cars the racer could still get.
 */
export const DAILY_REWARD_TABLE: readonly {
  type: GarageRewardType;
  value: number;
  weight: number;
}[] = [
  { type: 'money', value: 1_000, weight: 30 },
  { type: 'money', value: 2_500, weight: 20 },
  { type: 'money', value: 5_000, weight: 10 },
  { type: 'nitros', value: 1, weight: 15 },
  { type: 'nitros', value: 3, weight: 10 },
  { type: 'nitros', value: 5, weight: 5 },
  { type: 'car', value: 0, weight: 10 },
];

/** Given in place of a car when the racer already has every eligible car. */
/**
 * The cars a daily reward may give `user`: purchasable, unlocked within 5 levels of theirs, and not
 * already owned.
 */
export function dailyRewardCarIDs(
  cars: readonly Pick<Car, 'carID' | 'purchasable' | 'unlockLevel'>[],
  user: Pick<User, 'level' | 'cars'>,
): number[] {
  return cars
    .filter((car) => car.purchasable && car.unlockLevel <= user.level + 5)
    .filter((car) => !user.cars.some(([id, status]) => id === car.carID && status === 'owned'))
    .map((car) => car.carID);
}

export const DAILY_CAR_FALLBACK: GarageReward = { type: 'money', value: 5_000 };

/**
 * The reward for a seed, e.g. `${userID}:${rewardDay(now)}` so a racer gets the same prize however
 * often the page asks. `eligibleCarIDs` are the cars the racer does not own yet; the pick among
 * them is seeded too, after sorting, so storage order does not matter.
 */
export function dailyRewardFor(
  seed: number | string,
  eligibleCarIDs: readonly number[] = [],
): GarageReward {
  const rng = seededRng(typeof seed === 'string' ? hashSeed(seed) : seed);
  const total = DAILY_REWARD_TABLE.reduce((sum, row) => sum + row.weight, 0);
  let roll = rng() * total;
  const row =
    DAILY_REWARD_TABLE.find((candidate) => (roll -= candidate.weight) < 0) ??
    (DAILY_REWARD_TABLE[0] as (typeof DAILY_REWARD_TABLE)[number]);
  if (row.type !== 'car') return { type: row.type, value: row.value };
  const cars = [...new Set(eligibleCarIDs)].sort((a, b) => a - b);
  if (cars.length === 0) return DAILY_CAR_FALLBACK;
  return { type: 'car', value: cars[Math.floor(rng() * cars.length)] as number };
}

export type DailyClaim =
  { ok: true; user: User } | { ok: false; reason: 'not-yet'; secondsLeft: number };

/** Hands over the reward and sets the next claim to 24 hours from now; refused before then. */
export function claimDaily(user: User, reward: GarageReward, nowSeconds: number): DailyClaim {
  if (!canClaimDaily(user, nowSeconds)) {
    return { ok: false, reason: 'not-yet', secondsLeft: dailyRewardSecondsLeft(user, nowSeconds) };
  }
  const next = produce(grantReward(user, reward, nowSeconds), (draft) => {
    draft.rewardCountdown = nowSeconds + DAILY_REWARD_INTERVAL_SECONDS;
  });
  return { ok: true, user: next };
}

/** The claim that started the current countdown, kept so a repeated request can be answered. */
export interface DailyClaimRecord extends GarageReward {
  /** When it was claimed (seconds). */
  claimedAt: number;
}

/**
 * The reward already claimed in the current window, when `last` is the claim that started the
 * running countdown (a mystery box restarts the countdown too, and then there is none). A request
 * that arrives again (a retry, a second tab, a double click) is answered with it and grants
 * nothing a second time.
 */
export function claimInCurrentWindow(
  user: Pick<User, 'rewardCountdown'>,
  last: DailyClaimRecord | null,
  nowSeconds: number,
): GarageReward | null {
  if (!last || canClaimDaily(user, nowSeconds)) return null;
  if (user.rewardCountdown !== last.claimedAt + DAILY_REWARD_INTERVAL_SECONDS) return null;
  return { type: last.type, value: last.value };
}
