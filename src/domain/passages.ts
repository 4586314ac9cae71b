// Race passages are what players type, so every one must be typable on a plain US keyboard: a
// curly quote, an em dash or a stray double space would be a key nobody can press and a race
// nobody can finish. The rules live here, as pure functions and a seed-file schema, so the loader,
// the race engine and the tests reject the same text, and a bad passage fails at seed time rather
// than in the middle of somebody's race. Lengths are bounded so races take a comparable time.
import { z } from './zodMini';

export const PASSAGE_MIN_LENGTH = 100;
export const PASSAGE_MAX_LENGTH = 400;

/** `source` of a passage written for the project; anything else names the work it comes from. */
export const ORIGINAL_SOURCE = 'original';
/** Who is credited for original passages. */
export const HOUSE_AUTHOR = 'Nitro Race Writers';

/** Printable ASCII only (codes 32..126): every character has its own key or shifted key. */
const PRINTABLE_ASCII = /^[\x20-\x7E]+$/;
/** Racers must know when the passage is over: it ends a sentence, maybe inside a quotation. */
const SENTENCE_END = /[.!?]["']?$/;

/**
 * Whether `text` can be typed key for key on a US keyboard: printable ASCII only (so no curly
 * quotes, dashes or ellipsis characters), no leading, trailing or doubled spaces, and it ends a
 * sentence. Length is checked separately by `passageLengthOk`.
 */
export function isTypable(text: string): boolean {
  return (
    PRINTABLE_ASCII.test(text) &&
    text === text.trim() &&
    !text.includes('  ') &&
    SENTENCE_END.test(text)
  );
}

/** Whether `text` is between PASSAGE_MIN_LENGTH and PASSAGE_MAX_LENGTH characters, inclusive. */
export function passageLengthOk(text: string): boolean {
  return text.length >= PASSAGE_MIN_LENGTH && text.length <= PASSAGE_MAX_LENGTH;
}

const nonBlank = (max: number) =>
  z.string().check(
    z.minLength(1),
    z.maxLength(max),
    z.refine((s) => s === s.trim() && !/[\r\n]/.test(s), 'Must be one trimmed line of text.'),
  );

export const passageSchema = z.strictObject({
  id: z.int().check(z.positive()),
  text: z.string().check(z.minLength(1)),
  /** 'original', or the title of the (public-domain) work the excerpt comes from. */
  source: nonBlank(120),
  author: nonBlank(80),
  topic: z
    .string()
    .check(
      z.maxLength(40),
      z.regex(/^[a-z]+(?:-[a-z]+)*$/, 'Topics are lower-case words joined by hyphens.'),
    ),
});
export type Passage = z.infer<typeof passageSchema>;

/** Index of every value that already appeared earlier in `values`, mapped to that value. */
function laterRepeats<T>(values: readonly T[]): Map<number, T> {
  const seen = new Set<T>();
  const repeats = new Map<number, T>();
  values.forEach((value, index) => {
    if (seen.has(value)) repeats.set(index, value);
    seen.add(value);
  });
  return repeats;
}

/** `{ version, items }` like the other seed files; the version is bumped whenever items change. */
export const passagesSeedFile = z
  .strictObject({
    version: z.int().check(z.positive()),
    items: z.array(passageSchema).check(z.minLength(1)),
  })
  .check(
    z.superRefine((file, ctx) => {
      const ids = file.items.map((item) => item.id);
      for (const [index, id] of laterRepeats(ids)) {
        ctx.addIssue({
          code: 'custom',
          path: ['items', index, 'id'],
          message: `Duplicate id: ${id}`,
        });
      }
      const texts = file.items.map((item) => item.text);
      for (const [index] of laterRepeats(texts)) {
        ctx.addIssue({
          code: 'custom',
          path: ['items', index, 'text'],
          message: 'Duplicate text.',
        });
      }
      file.items.forEach((item, index) => {
        if (!isTypable(item.text)) {
          ctx.addIssue({
            code: 'custom',
            path: ['items', index, 'text'],
            message: `Passage ${item.id} is not typable on a US keyboard.`,
          });
        }
        if (!passageLengthOk(item.text)) {
          ctx.addIssue({
            code: 'custom',
            path: ['items', index, 'text'],
            message: `Passage ${item.id} is ${item.text.length} characters; allowed ${PASSAGE_MIN_LENGTH}..${PASSAGE_MAX_LENGTH}.`,
          });
        }
        if (item.source === ORIGINAL_SOURCE && item.author !== HOUSE_AUTHOR) {
          ctx.addIssue({
            code: 'custom',
            path: ['items', index, 'author'],
            message: `Original passage ${item.id} must be credited to ${HOUSE_AUTHOR}.`,
          });
        }
      });
    }),
  );
export type PassagesSeedFile = z.infer<typeof passagesSeedFile>;
