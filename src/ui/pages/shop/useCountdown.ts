// A seconds countdown on the injected clock (CONVENTIONS §4): it ticks on whole seconds counted
// from `startedAt`, so a slow tick never makes the display drift from the real time left.
import { useEffect, useRef, useState } from 'react';

import type { Clock } from '../../../domain/clock';

/**
 * Seconds left of `seconds` counted from `startedAt` (device ms). `onDone` runs once when a
 * countdown that started above zero reaches zero.
 */
export function useCountdown(
  seconds: number,
  startedAt: number,
  clock: Clock,
  onDone?: () => void,
): number {
  const [left, setLeft] = useState(() => Math.max(0, Math.floor(seconds)));
  const onDoneRef = useRef(onDone);
  useEffect(() => {
    onDoneRef.current = onDone;
  }, [onDone]);

  useEffect(() => {
    const total = Math.max(0, Math.floor(seconds));
    let cancel = () => {};
    const tick = () => {
      const elapsed = Math.max(0, Math.floor((clock.now() - startedAt) / 1000));
      const remaining = Math.max(0, total - elapsed);
      setLeft(remaining);
      if (remaining > 0) {
        cancel = clock.setTimeout(tick, startedAt + (elapsed + 1) * 1000 - clock.now());
      } else if (total > 0) {
        onDoneRef.current?.();
      }
    };
    tick();
    return () => cancel();
  }, [seconds, startedAt, clock]);

  return left;
}
