// What the race page's live region says to a screen-reader user (polite, never per keystroke):
// their place when it changes, at most once every few seconds so a close race does not chatter;
// each racer who crosses the line; and the player's final place, speed and accuracy.
import type { RaceResult } from '../realtime/protocol';
import { ordinal } from './raceView';

/** The least time between two place announcements. */
export const PLACE_ANNOUNCE_INTERVAL_MS = 4000;

export interface PlaceAnnouncer {
  /** The place last spoken (or noted silently at the start), and when. */
  spoken: { place: number; at: number } | null;
}

export const freshPlaceAnnouncer = (): PlaceAnnouncer => ({ spoken: null });

/**
 * The place the player holds now: a sentence to say when it differs from the last one said and
 * the interval has passed, else null. The first place of a race is noted, not said (everyone
 * starts level).
 */
export function placeAnnouncement(
  announcer: PlaceAnnouncer,
  place: number,
  racers: number,
  now: number,
): { announcer: PlaceAnnouncer; say: string | null } {
  const { spoken } = announcer;
  if (spoken === null) return { announcer: { spoken: { place, at: now } }, say: null };
  if (place === spoken.place || now - spoken.at < PLACE_ANNOUNCE_INTERVAL_MS) {
    return { announcer, say: null };
  }
  return {
    announcer: { spoken: { place, at: now } },
    say: `You are ${ordinal(place)} of ${racers}.`,
  };
}

export function finisherAnnouncement(names: readonly { name: string; place: number }[]): string {
  return names.map(({ name, place }) => `${name} finished ${ordinal(place)}.`).join(' ');
}

export function resultAnnouncement(result: RaceResult, unit: string): string {
  const speed = Math.round(result.wpm * 10) / 10;
  const accuracy = Math.round(result.accuracy * 10) / 10;
  return `You finished ${ordinal(result.place)} of ${result.racers}: ${speed} ${unit}, ${accuracy}% accuracy.`;
}
