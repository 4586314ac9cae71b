// Counts login attempts per address in a sliding minute. Past the limit, logins from that address
// need a captcha ('login-rate'). Kept in memory: per process, which is enough to stop one client
// hammering one server; the captcha itself is what protects accounts.
import type { Clock } from '../clock';

export interface LoginRate {
  /** Records an attempt and says whether the address is now over the limit. */
  hit(address: string): boolean;
}

export function createLoginRate(limitPerMinute: number, clock: Clock): LoginRate {
  const attempts = new Map<string, number[]>();
  return {
    hit(address) {
      const now = clock.nowMs();
      const recent = (attempts.get(address) ?? []).filter((t) => now - t < 60_000);
      recent.push(now);
      attempts.set(address, recent);
      if (attempts.size > 10_000) {
        for (const [key, times] of attempts)
          if (times.every((t) => now - t >= 60_000)) attempts.delete(key);
      }
      return recent.length > limitPerMinute;
    },
  };
}
