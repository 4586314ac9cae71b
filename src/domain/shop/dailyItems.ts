// The daily shop (SPEC §2, §9): the items on show rotate by date, the same for every racer on a
// given day, and /shop?date=YYYY-MM-DD previews another day.
import { hashSeed, seededRng } from '../random';
import { DAY_SECONDS } from '../time';

/** SPEC §9: daily shop items unlock after 14 races. */
export const DAILY_UNLOCK_RACES = 14;

const YMD = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * `count` items of the pool for a day, in a deterministic order seeded by the date. The pool is
 * sorted by id first, so the pick does not depend on the order storage returns rows in.
 */
export function dailyShopItems<T extends { id: number }>(
  pool: readonly T[],
  dateYmd: string,
  count: number,
): T[] {
  const items = [...pool].sort((a, b) => a.id - b.id);
  const take = Math.max(0, Math.min(Math.floor(count), items.length));
  const rng = seededRng(hashSeed(`daily-shop:${dateYmd}`));
  // Partial Fisher-Yates: the first `take` places get a uniform random pick of the rest.
  for (let i = 0; i < take; i += 1) {
    const j = i + Math.floor(rng() * (items.length - i));
    [items[i], items[j]] = [items[j] as T, items[i] as T];
  }
  return items.slice(0, take);
}

/** The UTC calendar day of a time in seconds, as 'YYYY-MM-DD'. */
export function shopDateYmd(nowSeconds: number): string {
  return new Date(Math.floor(nowSeconds / DAY_SECONDS) * DAY_SECONDS * 1000)
    .toISOString()
    .slice(0, 10);
}

/** Midnight UTC of a real calendar day 'YYYY-MM-DD' in seconds, or null (2023-02-30 is null). */
export function parseYmd(text: string): number | null {
  const match = YMD.exec(text);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const ms = Date.UTC(year, month - 1, day);
  const date = new Date(ms);
  const real =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real ? ms / 1000 : null;
}

/**
 * The shop's reference time in seconds. `query` is the page's search string ('?date=2024-03-01',
 * other parameters allowed) or the bare date; the day's midnight UTC is used. Missing or invalid
 * dates give `nowSeconds`.
 */
export function parseShopDate(query: string | undefined, nowSeconds: number): number {
  if (!query) return nowSeconds;
  const value = YMD.test(query) ? query : new URLSearchParams(query).get('date');
  if (!value) return nowSeconds;
  return parseYmd(value) ?? nowSeconds;
}
