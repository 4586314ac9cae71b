// The special events the Race button checks before a race (the event-car modal), loaded in the
// background once a logged-in racer sees a Race button and kept for a few minutes. A race never
// waits for them: until they arrive (or when the call fails) the button races at once.
import { useEffect, useState } from 'react';

import { eventEndpoints } from '../../domain/contracts/eventEndpoints';
import type { EventView } from '../../domain/contracts/eventEndpoints';
import { api } from '../api';
import { nowMs } from '../clock';

export interface KnownEvents {
  events: EventView[];
  /** Server time minus this browser's clock (ms), so the show rule runs on the server's time. */
  offsetMs: number;
  loadedAtMs: number;
}

const FRESH_MS = 5 * 60 * 1000;

let known: KnownEvents | null = null;
let loading: Promise<KnownEvents | null> | null = null;

function load(): Promise<KnownEvents | null> {
  if (known && nowMs() - known.loadedAtMs < FRESH_MS) return Promise.resolve(known);
  loading ??= api
    .call(eventEndpoints.events)
    .then((answer) => {
      const at = nowMs();
      known = { events: answer.running, offsetMs: answer.now * 1000 - at, loadedAtMs: at };
      return known;
    })
    // The modal is an offer, not a gate: without the events the race simply goes ahead.
    .catch(() => known)
    .finally(() => {
      loading = null;
    });
  return loading;
}

/** The running events as last loaded; null until they are (or for guests, who never see it). */
export function useRunningEvents(loggedIn: boolean): KnownEvents | null {
  const [events, setEvents] = useState<KnownEvents | null>(loggedIn ? known : null);
  useEffect(() => {
    if (!loggedIn) return;
    let live = true;
    void load().then((loaded) => {
      if (live) setEvents(loaded);
    });
    return () => {
      live = false;
    };
  }, [loggedIn]);
  return loggedIn ? events : null;
}

/** Tests start from nothing known. */
export function forgetRunningEvents(): void {
  known = null;
  loading = null;
}
