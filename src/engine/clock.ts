// The engine's frame ticker (CONVENTIONS §4): everything else in src/engine gets `dt` from a
// SceneTicker. Its frames and their times come from the one real-time module
// (src/domain/systemClock.ts); tests and benchmarks inject a manual ticker and step it themselves.
import type { Cancel } from '../domain/clock';
import { monotonicMs, requestFrame } from '../domain/systemClock';

export type FrameListener = (dtMs: number) => void;

export interface SceneTicker {
  /** Calls `listener` once per frame with the ms since the previous frame; returns its removal. */
  add(listener: FrameListener): () => void;
}

/** A hidden tab resumes with one long frame; animations should jump, not replay seconds. */
export const MAX_FRAME_MS = 100;

/** Plain listener list: iterating an array by index allocates nothing per frame. */
function listenerList() {
  const listeners: FrameListener[] = [];
  return {
    listeners,
    add(listener: FrameListener) {
      listeners.push(listener);
      return () => {
        const i = listeners.indexOf(listener);
        if (i >= 0) listeners.splice(i, 1);
      };
    },
    emit(dtMs: number) {
      for (let i = 0; i < listeners.length; i += 1) listeners[i]!(dtMs);
    },
  };
}

/** Drives listeners from the browser's frames; the loop runs only while someone listens. */
export function createFrameTicker(): SceneTicker {
  const list = listenerList();
  let handle: Cancel | null = null;
  let last = 0;
  const frame = (now: number) => {
    handle = null;
    const dt = Math.min(Math.max(now - last, 0), MAX_FRAME_MS);
    last = now;
    list.emit(dt);
    if (list.listeners.length > 0) handle = requestFrame(frame);
  };
  return {
    add(listener) {
      const remove = list.add(listener);
      if (handle === null) {
        last = monotonicMs();
        handle = requestFrame(frame);
      }
      return () => {
        remove();
        if (list.listeners.length === 0 && handle !== null) {
          handle();
          handle = null;
        }
      };
    },
  };
}

export interface ManualTicker extends SceneTicker {
  /** Runs `frames` frames of `dtMs` each, synchronously. */
  step(dtMs: number, frames?: number): void;
}

/** A ticker that only moves when told to: for tests, benchmarks and screenshots. */
export function createManualTicker(): ManualTicker {
  const list = listenerList();
  return {
    add: list.add,
    step(dtMs, frames = 1) {
      for (let f = 0; f < frames; f += 1) list.emit(dtMs);
    },
  };
}

/** Wall-clock milliseconds, for benchmarks that time the engine from outside. */
export const wallClockMs = monotonicMs;
