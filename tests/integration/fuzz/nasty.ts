// The hostile values a fuzz run draws from: the strings, numbers and shapes that break parsers,
// databases and templates. Pure and seeded: the same rng gives the same values, so a failure
// found once is replayed by its seed.
import { pick, type Rng } from '../../../src/domain/random';

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

export const int = (rng: Rng, max: number) => Math.floor(rng() * max);

/** Strings a text column, a regex, a JSON encoder or a log line may choke on. */
const NASTY_STRINGS: readonly string[] = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\u0000'.repeat(40),
  '\t\r\n\u000b\u000c',
  '\u001b[31mred\u001b[0m',
  '\u007f\u0080\u009f',
  '\ud800',
  'x\udfffy',
  '\ufeffbom',
  '\u202eevil\u202c',
  '\u200b\u200c\u200d',
  'Zalgo: z̵̧̛̖̞ͣ͑̿a̴̢̘l̸̢̫̞g̷o',
  '🏎️💨🔥👩‍👩‍👧‍👦',
  '𝕟𝕚𝕥𝕣𝕠',
  'ｆｕｌｌｗｉｄｔｈ',
  'İıſK',
  "' OR '1'='1",
  "'); DROP TABLE users; --",
  '"\\',
  '<script>alert(1)</script>',
  '${7*7}{{7*7}}',
  '%00',
  '%s%s%n',
  '../../etc/passwd',
  '__proto__',
  'constructor',
  'prototype',
  'NaN',
  'Infinity',
  '-0',
  '1e309',
  'true',
  'null',
  'undefined',
  '0x10',
  '9'.repeat(40),
  '1PING',
  '1PONG',
];

/** A string of one of the hostile kinds, sometimes very long. */
export function nastyString(rng: Rng): string {
  const r = rng();
  if (r < 0.1)
    return pick(rng, ['a', '\u0000', 'é', '🏎', '\n']).repeat(pick(rng, [121, 256, 5000, 70_000]));
  if (r < 0.2) {
    // Random code units, including control characters and lone surrogates.
    const length = 1 + int(rng, 60);
    return String.fromCharCode(...Array.from({ length }, () => int(rng, 0x10000)));
  }
  return pick(rng, NASTY_STRINGS);
}

/** Numbers past every range check: negative, huge, fractional, beyond 32 and 53 bits. */
const NASTY_NUMBERS: readonly number[] = [
  0,
  -0,
  -1,
  1,
  0.5,
  -0.0001,
  1e-300,
  359.9,
  360,
  2_147_483_647,
  2_147_483_648,
  -2_147_483_649,
  2 ** 53 + 2,
  1e21,
  1e308,
  -1e308,
  Number.MAX_VALUE,
  Number.MIN_SAFE_INTEGER,
];

export function nastyNumber(rng: Rng): number {
  return rng() < 0.2 ? Math.round((rng() - 0.5) * 10 ** int(rng, 12)) : pick(rng, NASTY_NUMBERS);
}

/** Nested `depth` deep, in arrays or objects: recursion and stack limits. */
export function deepNest(rng: Rng, depth: number): Json {
  let value: Json = rng() < 0.5 ? 1 : 'x';
  const asArray = rng() < 0.5;
  for (let i = 0; i < depth; i += 1) value = asArray ? [value] : { a: value };
  return value;
}

/** Any hostile JSON value: a scalar of every type, or a hostile shape. */
export function nastyValue(rng: Rng): Json {
  const r = rng();
  if (r < 0.35) return nastyString(rng);
  if (r < 0.6) return nastyNumber(rng);
  if (r < 0.66) return pick(rng, [true, false, null]);
  if (r < 0.72) return [];
  if (r < 0.78) return {};
  if (r < 0.84) return deepNest(rng, pick(rng, [3, 64, 2000]));
  if (r < 0.9) return Array.from({ length: pick(rng, [2, 13, 301, 5000]) }, (_, i) => i);
  if (r < 0.95) return [nastyString(rng), nastyNumber(rng), null];
  return { [nastyString(rng)]: nastyString(rng) };
}

/** Keys to add to an object: unknown ones and those that poison prototypes. */
export function nastyKey(rng: Rng): string {
  return pick(rng, [
    '__proto__',
    'constructor',
    'prototype',
    'extra',
    'userID',
    'money',
    'isAdmin',
    '',
    '\u0000',
    nastyString(rng).slice(0, 200),
  ]);
}
