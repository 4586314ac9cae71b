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
