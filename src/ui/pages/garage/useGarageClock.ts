// Time on the garage screen: the server's seconds (the daily countdown is a server stamp), ticking
// once a second through the injected clock so tests step it explicitly (CONVENTIONS §4).
import { useEffect, useState } from 'react';

import type { Clock } from '../../../domain/clock';

/** Seconds on the server's clock, re-read on every whole server second. */
export function useServerSeconds(clock: Clock, offsetMs: number): number {
  const read = () => (clock.now() + offsetMs) / 1000;
  const [seconds, setSeconds] = useState(read);

  useEffect(() => {
    let cancel = () => {};
    const tick = () => {
      const nowMs = clock.now() + offsetMs;
      setSeconds(nowMs / 1000);
      // Wake at the next whole second, so the countdown turns over when it should.
      const wait = 1000 - (((nowMs % 1000) + 1000) % 1000);
      cancel = clock.setTimeout(tick, wait === 0 ? 1000 : wait);
    };
    tick();
    return () => cancel();
  }, [clock, offsetMs]);

  return seconds;
}
