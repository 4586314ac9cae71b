import { describe, expect, it } from 'vitest';

import { createManualClock } from '../../domain/clock';
import { createMemorySeatLocks, SEAT_RENEW_MS, SEAT_TTL_MS } from './seatLocks';

function steppedClock(start = 1_000_000) {
  const clock = createManualClock(start);
  return { clock, advance: (ms: number) => clock.advance(ms) };
}

describe('seat locks (one process)', () => {
  it('gives a player one holder at a time; the holder may take it again', async () => {
    const { clock } = steppedClock();
    const locks = createMemorySeatLocks(clock);
    expect(await locks.acquire('u:1', 'tab-a')).toBe(true);
    expect(await locks.acquire('u:1', 'tab-b')).toBe(false);
    expect(await locks.acquire('u:1', 'tab-a')).toBe(true);
    // Another player is another seat.
    expect(await locks.acquire('g:x', 'tab-b')).toBe(true);
  });

  it('ignores a release by a socket that does not hold the seat', async () => {
    const { clock } = steppedClock();
    const locks = createMemorySeatLocks(clock);
    await locks.acquire('u:1', 'tab-a');
    await locks.release('u:1', 'tab-b');
    expect(await locks.acquire('u:1', 'tab-b')).toBe(false);
    await locks.release('u:1', 'tab-a');
    expect(await locks.acquire('u:1', 'tab-b')).toBe(true);
  });

  it('frees a seat nobody renews after the TTL, and keeps one that is renewed', async () => {
    const { clock, advance } = steppedClock();
    const locks = createMemorySeatLocks(clock);
    await locks.acquire('u:1', 'crashed');
    await locks.acquire('u:2', 'alive');
    for (let t = 0; t < SEAT_TTL_MS * 2; t += SEAT_RENEW_MS) {
      advance(SEAT_RENEW_MS);
      expect(await locks.renew('u:2', 'alive')).toBe(true);
    }
    expect(await locks.acquire('u:1', 'new-tab')).toBe(true);
    expect(await locks.acquire('u:2', 'new-tab')).toBe(false);
    // The crashed holder learns it lost the seat when it tries to renew.
    expect(await locks.renew('u:1', 'crashed')).toBe(false);
  });
});
