// Math lessons (SPEC §3: lessonID, shortDescription, subtitle, longDescription, tags): what the
// math site offers to race, each a mix of problem types. They ship as a versioned seed file like
// the rest of the catalogue (catalogue.ts); lessons 1-8 are the single-type lessons, one per
// problem type in PROBLEM_TYPES order, so a problem type and its lesson are interchangeable.
import { z } from '../zodMini';
import type { ProblemType } from './problemTypes';
import { DEFAULT_PROBLEM_TYPE, PROBLEM_TYPES, resolveProblemType } from './problemTypes';

const oneLine = (max: number) =>
  z.string().check(
    z.minLength(1),
    z.maxLength(max),
    z.refine((s) => s === s.trim() && !/[\r\n]/.test(s), 'Must be one trimmed line of text.'),
  );

const tag = z
  .string()
  .check(
    z.maxLength(30),
    z.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Tags are lower-case words joined by hyphens.'),
  );

export const mathLessonSchema = z.strictObject({
  lessonID: z.int().check(z.positive()),
  /** The lesson's name on its card, e.g. "Adding Up". */
  shortDescription: oneLine(40),
  /** One line under the name saying what is practised. */
  subtitle: oneLine(80),
  /** A short paragraph for the lesson page; plain text, no markup. */
  longDescription: z.string().check(
    z.minLength(1),
    z.maxLength(600),
    z.refine((s) => s === s.trim(), 'Must not start or end with whitespace.'),
    z.refine((s) => !/<\/?[a-z][^>]*>/i.test(s), 'Plain text, not HTML.'),
  ),
  tags: z.array(tag).check(
    z.maxLength(8),
    z.refine((tags) => new Set(tags).size === tags.length, 'Tags must be unique.'),
  ),
  /** The mix of problem types this lesson's races draw from. */
  problemTypes: z.array(z.enum(PROBLEM_TYPES)).check(
    z.minLength(1),
    z.refine((types) => new Set(types).size === types.length, 'Problem types must be unique.'),
  ),
});
export type MathLesson = z.infer<typeof mathLessonSchema>;

/** The lesson that practises only `type`: lessons 1-8 follow PROBLEM_TYPES. */
export function lessonIDForType(type: ProblemType): number {
  return PROBLEM_TYPES.indexOf(type) + 1;
}

/** The single-type lesson for `type` among `lessons`, if it is there. */
export function lessonForType(
  type: ProblemType,
  lessons: readonly MathLesson[],
): MathLesson | undefined {
  return lessons.find(
    (lesson) => lesson.problemTypes.length === 1 && lesson.problemTypes[0] === type,
  );
}

/**
 * The problem types a lesson races with, safe for lessons that did not come through the schema
 * (a stored row, an old client): unknown names fall back to the first type, repeats are dropped
 * and an empty mix becomes the default type.
 */
export function lessonProblemTypes(lesson: {
  readonly problemTypes: readonly string[];
}): ProblemType[] {
  const types = [...new Set(lesson.problemTypes.map(resolveProblemType))];
  return types.length > 0 ? types : [DEFAULT_PROBLEM_TYPE];
}

/** `{ version, items }` like the other seed files; the version is bumped whenever items change. */
export const lessonsSeedFile = z
  .strictObject({
    version: z.int().check(z.positive()),
    items: z.array(mathLessonSchema).check(z.minLength(1)),
  })
  .check(
    z.superRefine((file, ctx) => {
      const ids = new Set<number>();
      const names = new Set<string>();
      for (const lesson of file.items) {
        if (ids.has(lesson.lessonID))
          ctx.addIssue({
            code: 'custom',
            path: ['items'],
            message: `Duplicate lessonID: ${lesson.lessonID}`,
          });
        if (names.has(lesson.shortDescription))
          ctx.addIssue({
            code: 'custom',
            path: ['items'],
            message: `Duplicate shortDescription: ${lesson.shortDescription}`,
          });
        ids.add(lesson.lessonID);
        names.add(lesson.shortDescription);
      }
      for (const type of PROBLEM_TYPES) {
        const id = lessonIDForType(type);
        const lesson = file.items.find((item) => item.lessonID === id);
        if (lesson?.problemTypes.length !== 1 || lesson.problemTypes[0] !== type) {
          ctx.addIssue({
            code: 'custom',
            path: ['items'],
            message: `Lesson ${id} must be the lesson for ${type} alone.`,
          });
        }
      }
    }),
  );
export type LessonsSeedFile = z.infer<typeof lessonsSeedFile>;
