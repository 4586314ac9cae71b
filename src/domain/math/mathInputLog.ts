// A math race is an append-only log of what the racer did, like the typing log (race/inputLog.ts):
// each submitted answer and each nitro, stamped with race ms. Results are recomputed from it by
// the server, which replays it against the problem list it built from the same seed.
import { text } from '../contracts/text';
import type { RaceMs } from '../race/inputLog';
import { z } from '../zodMini';
import { MAX_ANSWER_LENGTH } from './answers';

export type MathInputEvent =
  /** An answer the race accepted; `data` is the text entered (trimmed). */
  | { type: 'answer'; ms: RaceMs; data: string }
  /** A nitro answered the current problem. */
  | { type: 'nitro'; ms: RaceMs; data: '' };

export type MathInputLog = MathInputEvent[];

/** Far above any honest race (a problem each plus nitros), so a log's size stays sane. */
export const MAX_MATH_LOG_EVENTS = 500;

/** For the edge that receives a log: anything not shaped like one is dropped there. */
export const mathInputEventSchema = z.discriminatedUnion('type', [
  z.strictObject({
    type: z.literal('answer'),
    ms: z.number(),
    data: text().check(z.minLength(1), z.maxLength(MAX_ANSWER_LENGTH)),
  }),
  z.strictObject({ type: z.literal('nitro'), ms: z.number(), data: z.literal('') }),
]);

export const mathInputLogSchema = z
  .array(mathInputEventSchema)
  .check(z.maxLength(MAX_MATH_LOG_EVENTS));
