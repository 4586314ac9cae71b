// The small event bus between the overlay queue and whoever announces something (CONVENTIONS §6):
// the player's realtime connection and the page load push notices in; the race screen says when a
// race is under way (the queue pauses). A scene or a page may emit a notice of its own the same way.
import mitt from 'mitt';

import type { OverlayNotice } from '../../domain/notifications/overlayQueue';

export type OverlayEvents = {
  /** New notices for the queue (duplicates are dropped there). */
  notices: OverlayNotice[];
  /** A race is under way (true) or over (false): display pauses and resumes. */
  race: boolean;
  /**
   * The player's realtime connection (re)opened: a notice pushed while it was not yet listening
   * (between the page load's fetch and the subscription, or during a drop) is fetched again.
   */
  connected: void;
};

export const overlayBus = mitt<OverlayEvents>();

let raceUnderWay = false;

/** The race screen reports its race; the last word is kept for an overlay host mounted later. */
export function reportRace(underWay: boolean): void {
  if (underWay === raceUnderWay) return;
  raceUnderWay = underWay;
  overlayBus.emit('race', underWay);
}

export const isRaceUnderWay = (): boolean => raceUnderWay;
