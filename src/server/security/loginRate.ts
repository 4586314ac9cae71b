// Counts attempts (logins, or registrations: one counter each) per address in a sliding minute.
// Past LOGIN_RATE_PER_MINUTE an address pays for every further attempt, so spraying one password
// over many usernames (which never trips the per-username guard) gets slow:
// - a captcha whose proof-of-work cost doubles with each attempt over the limit (1, 2, 4, 8, 16,
//   capped like the per-username cost), and
// - a wait after each admitted attempt over the limit, doubling too (LOGIN_DELAY_SECONDS, 2×, …,
//   capped at ADDRESS_MAX_DELAY_SECONDS). Refused attempts count, so hammering only raises the price.
// IPv6 addresses count per /64 (one customer's usual allocation). Kept in memory: per process
// (each process of a cluster counts on its own); the per-username guard is in the database.
import { isIPv4, isIPv6 } from 'node:net';

import type { Clock } from '../../domain/clock';
import { CAPTCHA_MAX_DOUBLINGS } from './loginPolicy';

const WINDOW_MS = 60_000;
/** The per-address wait stops doubling here. */
export const ADDRESS_MAX_DELAY_SECONDS = 60;

export interface AddressGate {
  /** Captcha cost the attempt needs; 0 for none (within the limit). */
  captchaCost: number;
  /** Seconds to wait before the address may try again; 0 for none. */
  retryAfter: number;
}

export interface LoginRate {
  /** Records an attempt from the address and says what it must pay. */
  hit(address: string): AddressGate;
  /** What the address's next attempt would have to pay (records nothing): for the challenge. */
  peek(address: string): AddressGate;
  /** An attempt over the limit got through: the address waits before its next one. */
  admitted(address: string): void;
}

/** The key an address is counted under: IPv4 as is, IPv6 by its /64 (IPv4-mapped as IPv4). */
export function addressKey(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1]!;
  if (isIPv4(address) || !isIPv6(address)) return address;
  const [head = '', tail = ''] = address.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = address.includes('::')
    ? [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/** Cost of an attempt `over` attempts past the limit (1-based): doubling, capped. */
export const addressCaptchaCost = (over: number) =>
  over <= 0 ? 0 : 2 ** Math.min(over - 1, CAPTCHA_MAX_DOUBLINGS);

export function addressDelaySeconds(over: number, delaySeconds: number): number {
  if (over <= 0) return 0;
  return Math.min(delaySeconds * 2 ** Math.min(over - 1, 16), ADDRESS_MAX_DELAY_SECONDS);
}

interface Entry {
  times: number[];
  blockedUntil: number;
}

export function createLoginRate(limitPerMinute: number, clock: Clock, delaySeconds = 1): LoginRate {
  const entries = new Map<string, Entry>();

  const current = (key: string, now: number): Entry => {
    const entry = entries.get(key) ?? { times: [], blockedUntil: 0 };
    entry.times = entry.times.filter((t) => now - t < WINDOW_MS);
    return entry;
  };
  const gate = (entry: Entry, attempts: number, now: number): AddressGate => ({
    captchaCost: addressCaptchaCost(attempts - limitPerMinute),
    retryAfter: Math.max(0, Math.ceil((entry.blockedUntil - now) / 1000)),
  });
  const sweep = (now: number) => {
    if (entries.size <= 10_000) return;
    for (const [key, e] of entries)
      if (e.blockedUntil <= now && e.times.every((t) => now - t >= WINDOW_MS)) entries.delete(key);
  };

  return {
    hit(address) {
      const now = clock.now();
      const key = addressKey(address);
      const entry = current(key, now);
      entry.times.push(now);
      entries.set(key, entry);
      sweep(now);
      return gate(entry, entry.times.length, now);
    },
    peek(address) {
      const now = clock.now();
      const entry = current(addressKey(address), now);
      return gate(entry, entry.times.length + 1, now);
    },
    admitted(address) {
      const now = clock.now();
      const key = addressKey(address);
      const entry = current(key, now);
      const wait = addressDelaySeconds(entry.times.length - limitPerMinute, delaySeconds);
      entry.blockedUntil = Math.max(entry.blockedUntil, now + wait * 1000);
      entries.set(key, entry);
    },
  };
}
