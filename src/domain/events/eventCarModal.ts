// The special-event car modal (SPEC §2: 'Looks like you aren't using an event car!', Go to the
// Shop, Race Without Event Car): shown when the Race button is pressed during an event and the
// racer's current car is none of the running events' cars. Guests do not see it: they have no
// garage and cannot buy a car (SPEC §1), so the offer would lead nowhere. Once the racer chose
// to race without an event car, the same events do not ask again in that browser tab.
import type { User } from '../user';
import { runningEvents, type EventWindow } from './specialEvent';

export interface EventCarModalInput {
  user: Pick<User, 'loggedIn' | 'carID'>;
  /** Events as last loaded; an empty list (or none loaded yet) never delays the race. */
  events: readonly EventWindow[];
  nowSeconds: number;
  /** Events whose modal the racer answered with Race Without Event Car. */
  dismissedEventIDs: readonly number[];
}

export function shouldShowEventCarModal(input: EventCarModalInput): boolean {
  if (!input.user.loggedIn) return false;
  const running = runningEvents(input.events, input.nowSeconds);
  if (running.length === 0) return false;
  const inEventCar = running.some((event) =>
    event.cars.some((car) => car.carID === input.user.carID),
  );
  if (inEventCar) return false;
  return running.some((event) => !input.dismissedEventIDs.includes(event.eventID));
}

/** The dismissals after Race Without Event Car: every event running now, once each. */
export function dismissEventCarModal(
  dismissed: readonly number[],
  events: readonly EventWindow[],
  nowSeconds: number,
): number[] {
  const ids = new Set(dismissed);
  for (const event of runningEvents(events, nowSeconds)) ids.add(event.eventID);
  return [...ids];
}
