// A call made once its argument has settled: a slider dragged across twenty steps sends one save,
// `ms` after the last step, not twenty. Leaving the page with a call still waiting makes it then,
// so the last value is never lost.
import { useEffect, useRef } from 'react';

import type { Cancel, Clock } from '../../domain/clock';

export function useSettledCall<T>(call: (value: T) => void, ms: number, clock: Clock) {
  const latest = useRef(call);
  const waiting = useRef<{ value: T; cancel: Cancel } | null>(null);
  useEffect(() => {
    latest.current = call;
  });

  const run = () => {
    const due = waiting.current;
    waiting.current = null;
    if (due) latest.current(due.value);
  };
  const cancel = () => {
    waiting.current?.cancel();
    waiting.current = null;
  };

  // On unmount only: run reads nothing but refs.
  useEffect(
    () => () => {
      waiting.current?.cancel();
      run();
    },
    [],
  );

  return {
    /** Calls with `value` once `ms` pass without another value. */
    schedule(value: T) {
      waiting.current?.cancel();
      waiting.current = { value, cancel: clock.setTimeout(run, ms) };
    },
    /** Drops the waiting call (a save that sends the same value has gone instead). */
    cancel,
  };
}
