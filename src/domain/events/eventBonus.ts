// The event bonus (SPEC §3 Special event "bonus"): a race run in the car of a running event pays
// extra cash and experience, a share of what the race itself paid. One bonus per race: a car in
// two running events is paid the better of them, never both.
import { isEventRunning, type EventBonus, type SpecialEvent } from './specialEvent';

export type BonusEvent = Pick<
  SpecialEvent,
  'eventID' | 'name' | 'startStamp' | 'endStamp' | 'cars' | 'bonus'
>;

/** The event whose bonus a race in `carID` at `nowSeconds` earns, or null. */
export function eventBonusFor(
  events: readonly BonusEvent[],
  carID: number,
  nowSeconds: number,
): { name: string; bonus: EventBonus } | null {
  let best: BonusEvent | null = null;
  for (const event of events) {
    if (!isEventRunning(event, nowSeconds)) continue;
    if (!event.cars.some((car) => car.carID === carID)) continue;
    const weight = event.bonus.moneyPercent + event.bonus.experiencePercent;
    const bestWeight = best ? best.bonus.moneyPercent + best.bonus.experiencePercent : -1;
    if (weight > bestWeight) best = event;
  }
  return best && { name: best.name, bonus: best.bonus };
}

/** The bonus line for a race that paid `earned` before it (whole cash and XP, rounded down). */
export function eventBonusLine(
  earned: { money: number; experience: number },
  event: { name: string; bonus: EventBonus },
): { label: string; money: number; experience: number } {
  return {
    label: `${event.name} event car`,
    money: Math.floor((Math.max(0, earned.money) * event.bonus.moneyPercent) / 100),
    experience: Math.floor((Math.max(0, earned.experience) * event.bonus.experiencePercent) / 100),
  };
}
