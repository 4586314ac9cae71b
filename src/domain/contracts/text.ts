// Text a client sends (request bodies, path parameters, query strings, socket frames) is checked
// here once for characters no field has a use for: control characters (a NUL made PostgreSQL and
// PGlite fail the query, a 500), lone UTF-16 surrogates (not text at all), line and paragraph
// separators, and the bidirectional overrides that make text read in another order than it is
// stored. Every string schema of a contract or a frame starts from `text()` or `multilineText()`,
// so a new field cannot forget the rule.
import { z } from '../zodMini';

export const CONTROL_CHARACTERS_MESSAGE = 'Text may not contain control characters.';

/** One line: nothing from the set above, not even a newline or a tab. */
const ONE_LINE = /^[^\p{Cc}\p{Cs}\p{Zl}\p{Zp}\u202A-\u202E\u2066-\u2069]*$/u;

/** Several lines (a bug report's details): newlines, carriage returns and tabs are allowed. */
const MULTI_LINE = /^(?:[\t\n\r]|[^\p{Cc}\p{Cs}\p{Zl}\p{Zp}\u202A-\u202E\u2066-\u2069])*$/u;

/** The check itself, for a schema built some other way (a classic zod chain, a coerced value). */
export const oneLineText = z.regex(ONE_LINE, CONTROL_CHARACTERS_MESSAGE);
export const multiLineText = z.regex(MULTI_LINE, CONTROL_CHARACTERS_MESSAGE);

/** A string of one line of text; add length and format checks with `.check(...)`. */
export const text = (error?: string) =>
  z.string(error === undefined ? undefined : { error }).check(oneLineText);

/** A string that may span lines (newlines and tabs allowed, other control characters not). */
export const multilineText = (error?: string) =>
  z.string(error === undefined ? undefined : { error }).check(multiLineText);

/** Whether a value passes the one-line rule (for text that does not go through a schema). */
export const isOneLineText = (value: string): boolean => ONE_LINE.test(value);

/**
 * Characters that take no room on screen: format characters (zero-width space and joiners, soft
 * hyphen, word joiner, byte-order mark: \p{Cf}) and the blank "letters" (Hangul fillers U+115F,
 * U+1160, U+3164, U+FFA0; braille blank U+2800). In a name they make two names that read the same
 * ("Nitro" and "Nit\u200Bro"), or a name that reads as nothing, so another player or team can be
 * passed off. Names only: a chat line may carry an emoji sequence joined by U+200D.
 */
const INVISIBLE = /[\p{Cf}\u115F\u1160\u3164\uFFA0\u2800]/u;

export const INVISIBLE_CHARACTERS_MESSAGE = 'A name may not contain invisible characters.';

/** The check for a name others see (a team's, a display name). */
export const visibleName = z.refine(
  (value: unknown) => typeof value !== 'string' || !INVISIBLE.test(value),
  INVISIBLE_CHARACTERS_MESSAGE,
);
