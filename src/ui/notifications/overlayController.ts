// Runs the overlay queue (src/domain/notifications/overlayQueue.ts) for the page: holds its state
// in a store React reads, runs its effects (log unknown types, mark done notices seen on the
// server), keeps the pending ones in the persisted state (SPEC §3), and ticks it when its next
// timer falls due. Nothing here decides what shows when: the queue does.
import { createStore, type StoreApi } from 'zustand/vanilla';

import type { Clock } from '../../domain/clock';
import {
  dismiss,
  emptyOverlayQueue,
  enqueue,
  holdGrowls,
  nextChange,
  pendingNotices,
  setMuted,
  setPaused,
  tick,
  type OverlayNotice,
  type OverlayQueueState,
  type OverlayStep,
} from '../../domain/notifications/overlayQueue';

export interface OverlayView {
  queue: OverlayQueueState;
  /** The time of the last step, for what is visible (a gathering popup is not yet). */
  now: number;
}

export interface OverlayDeps {
  clock: Clock;
  /** Stored notifications the queue is done with (closed, expired, skipped). */
  markSeen(ids: string[]): void;
  /** The notices not over yet, to keep across visits. */
  persist(pending: OverlayNotice[]): void;
  log(message: string, notice: OverlayNotice): void;
}

export interface OverlayController {
  store: StoreApi<OverlayView>;
  add(notices: OverlayNotice[]): void;
  setPaused(paused: boolean): void;
  /** The player's muted notice groups (their account's `mutedNotices`). */
  setMuted(groups: readonly string[]): void;
  dismiss(id: string): void;
  holdGrowls(held: boolean): void;
  dispose(): void;
}

export function createOverlayController(deps: OverlayDeps): OverlayController {
  const { clock } = deps;
  const store = createStore<OverlayView>()(() => ({
    queue: emptyOverlayQueue(),
    now: clock.now(),
  }));
  let cancelTick = () => {};
  let disposed = false;

  const run = (step: (state: OverlayQueueState, now: number) => OverlayStep) => {
    if (disposed) return;
    const now = clock.now();
    const before = store.getState().queue;
    const { state, effects } = step(before, now);
    store.setState({ queue: state, now });
    for (const effect of effects) {
      if (effect.type === 'log') deps.log(effect.message, effect.notice);
      else deps.markSeen(effect.ids);
    }
    if (pendingKey(state) !== pendingKey(before)) deps.persist(pendingNotices(state));
    cancelTick();
    const at = nextChange(state);
    if (at !== null) cancelTick = clock.setTimeout(() => run(tick), Math.max(0, at - now));
  };

  return {
    store,
    add: (notices) => run((state, now) => enqueue(state, notices, now)),
    setPaused: (paused) => run((state, now) => setPaused(state, paused, now)),
    setMuted: (groups) => run((state, now) => setMuted(state, groups, now)),
    dismiss: (id) => run((state, now) => dismiss(state, id, now)),
    holdGrowls: (held) => run((state, now) => holdGrowls(state, held, now)),
    dispose() {
      disposed = true;
      cancelTick();
    },
  };
}

const pendingKey = (state: OverlayQueueState): string =>
  pendingNotices(state)
    .map((n) => n.id)
    .join(',');
