// The mystery box (SPEC §4, §8): a claim adds money, a car or nitros and starts the next countdown;
// a box type this code does not know is logged and changes nothing.
import { produce } from 'immer';

import type { User } from '../user';
import { DAILY_REWARD_INTERVAL_SECONDS } from './dailyReward';
import { grantReward, isGarageReward } from './grant';

/**
 * Applies a box the server has already granted (the server checks canClaimDaily first). The box
 * shares the daily countdown: the next one opens DAILY_REWARD_INTERVAL_SECONDS after this claim.
 */
export function applyMysteryBox(
  user: User,
  box: { type: string; value: number },
  nowSeconds: number,
  log: (message: string) => void,
): User {
  if (!isGarageReward(box)) {
    log(`Unknown mystery box type '${box.type}'; nothing changed.`);
    return user;
  }
  return produce(grantReward(user, box, nowSeconds), (draft) => {
    draft.lastMysteryBoxClaimed = nowSeconds;
    draft.rewardCountdown = nowSeconds + DAILY_REWARD_INTERVAL_SECONDS;
  });
}

const two = (n: number) => String(n).padStart(2, '0');

/**
 * "23:59:59" for a live countdown. Fractions round up, so the display reaches 00:00:00 only when
 * the time is really up; more than a day shows as hours ("47:00:00"); past times show 00:00:00.
 */
export function countdownText(secondsLeft: number): string {
  const total = Number.isFinite(secondsLeft) ? Math.max(0, Math.ceil(secondsLeft)) : 0;
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  return `${two(hours)}:${two(minutes)}:${two(total % 60)}`;
}
