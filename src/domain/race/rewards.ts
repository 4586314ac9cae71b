// What a finished race pays: cash by place, speed and accuracy (doubled for gold, SPEC §1) and
// experience, with the bonus lines the results screen shows.
import { eventBonusLine } from '../events/eventBonus';
import type { EventBonus } from '../events/specialEvent';
import type { SiteId } from '../site';
import type { ScoringMode } from '../user';

export interface RewardInput {
  place: number;
  racers: number;
  /** The speed paid for, in typing WPM: `paidSpeed` of the race's own figure. */
  wpm: number;
  accuracy: number;
  typedChars: number;
  gold: boolean;
  scoringMode: ScoringMode;
  /**
   * The running special event whose car the racer drove (src/domain/events/eventBonus.ts
   * `eventBonusFor`, decided at the race's time), or null.
   */
  event?: { name: string; bonus: EventBonus } | null;
}

export interface BonusLine {
  label: string;
  money: number;
  experience: number;
}

export interface RaceReward {
  money: number;
  experience: number;
  lines: BonusLine[];
}

/**
 * How a math race's speed (problems per minute) is paid, in the typing WPM the reward table is
 * written for. Answers are typed on a keyboard or tapped from four choices on a touch screen, and
 * the server cannot tell which (nor should it trust a client that says). So:
 * - a steady typed-answer racer, about 15 problems a minute, is paid like a steady 60 WPM typist
 *   (`wpmPerProblemMinute`);
 * - speed pays up to `topPpm` (20 a minute ≙ 80 WPM, a quick typed-answer racer) and no further.
 *   Past it a higher figure measures thumbs on big buttons rather than arithmetic: tapping reached
 *   119 a minute and was paid like a 475 WPM typist ($3,905 a race against the typing site's $983).
 * tests/unit/domain/race/rewardBalance.test.ts holds the sites and input modes against each other.
 */
export const MATH_PAID_SPEED = { wpmPerProblemMinute: 4, topPpm: 20 } as const;

/** The speed a race is paid for, in typing WPM, from its own figure (WPM, or problems a minute). */
export function paidSpeed(site: SiteId, speed: number): number {
  if (site !== 'math') return speed;
  return Math.min(speed, MATH_PAID_SPEED.topPpm) * MATH_PAID_SPEED.wpmPerProblemMinute;
}

const PLACE_MONEY = [600, 350, 200];
const PLACE_XP = [120, 70, 40];
const ORDINAL = ['1st', '2nd', '3rd'];

export function raceReward(input: RewardInput): RaceReward {
  const lines: BonusLine[] = [];
  const base = Math.round(input.wpm * 8 * (input.accuracy / 100));
  lines.push({
    label: 'Race completed',
    money: 100 + base,
    experience: Math.round(input.typedChars * (input.accuracy / 100)),
  });
  const index = input.place - 1;
  if (input.scoringMode === 'competitive' && input.racers > 1 && index < PLACE_MONEY.length) {
    lines.push({
      label: `${ORDINAL[index]} place`,
      money: PLACE_MONEY[index] ?? 0,
      experience: PLACE_XP[index] ?? 0,
    });
  }
  if (input.accuracy >= 98)
    lines.push({ label: 'Accuracy bonus (98%+)', money: 150, experience: 25 });
  else if (input.accuracy >= 95)
    lines.push({ label: 'Accuracy bonus (95%+)', money: 75, experience: 10 });
  if (input.event) {
    // A share of what the race earned so far; gold then doubles the bonus cash with the rest.
    const earned = {
      money: lines.reduce((sum, line) => sum + line.money, 0),
      experience: lines.reduce((sum, line) => sum + line.experience, 0),
    };
    const bonus = eventBonusLine(earned, input.event);
    if (bonus.money > 0 || bonus.experience > 0) lines.push(bonus);
  }
  let money = lines.reduce((sum, line) => sum + line.money, 0);
  if (input.gold) {
    lines.push({ label: 'Gold membership (double cash)', money, experience: 0 });
    money *= 2;
  }
  const experience = lines.reduce((sum, line) => sum + line.experience, 0);
  return { money, experience, lines };
}

// The level rules live in the level table (SPEC §9); re-exported for the race screens.
export { levelFor, levelProgress, levelStep } from '../progression/levelTable';

/** Running averages after one more race. */
export function runningAverage(previous: number, count: number, value: number): number {
  return count <= 0 ? value : (previous * count + value) / (count + 1);
}
