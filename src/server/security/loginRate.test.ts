// The per-address rate (spraying defence): rising captcha cost and waits past the limit, and
// IPv6 addresses counted per /64, stepped on a manual clock.
import { describe, expect, it } from 'vitest';

import { createManualClock } from '../../domain/clock';
import {
  ADDRESS_MAX_DELAY_SECONDS,
  addressCaptchaCost,
  addressDelaySeconds,
  addressKey,
  createLoginRate,
} from './loginRate';

describe('addressKey', () => {
  it('keeps IPv4 (also IPv4-mapped) and groups IPv6 by its /64', () => {
    expect(addressKey('203.0.113.9')).toBe('203.0.113.9');
    expect(addressKey('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(addressKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:0db8:0001:0002:ffff:1:2:3')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8::5')).toBe('2001:db8:0:0::/64');
    expect(addressKey('2001:db8:1:3::1')).not.toBe(addressKey('2001:db8:1:2::1'));
  });
});

describe('per-address cost and wait', () => {
  it('doubles the captcha cost past the limit up to the per-username cap', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 30].map(addressCaptchaCost)).toEqual([0, 1, 2, 4, 8, 16, 16, 16]);
  });

  it('doubles the wait, capped', () => {
    expect([0, 1, 2, 3].map((over) => addressDelaySeconds(over, 1))).toEqual([0, 1, 2, 4]);
    expect(addressDelaySeconds(40, 1)).toBe(ADDRESS_MAX_DELAY_SECONDS);
  });

  it('prices each attempt past the limit higher and makes the address wait after one gets through', () => {
    const clock = createManualClock(1_000_000);
    const rate = createLoginRate(3, clock, 1);
    const costs: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      expect(rate.peek('198.51.100.7').captchaCost).toBe(addressCaptchaCost(i + 1 - 3));
      costs.push(rate.hit('198.51.100.7').captchaCost);
    }
    expect(costs).toEqual([0, 0, 0, 1, 2]);
    rate.admitted('198.51.100.7'); // the 5th, 2 over the limit: waits 2 s
    expect(rate.hit('198.51.100.7')).toEqual({ captchaCost: 4, retryAfter: 2 });
    // Another /64 is another client; the same /64 is the same one.
    expect(rate.hit('2001:db8:1:2::1').captchaCost).toBe(0);
    for (let i = 0; i < 3; i += 1) rate.hit(`2001:db8:1:2::${i + 2}`);
    expect(rate.peek('2001:db8:1:2:ffff::9').captchaCost).toBe(2);
    // A quiet minute clears the count and the wait.
    clock.advance(61_000);
    expect(rate.hit('198.51.100.7')).toEqual({ captchaCost: 0, retryAfter: 0 });
  });
});
