import { z } from 'zod';

// The wire envelope of every REST response (SPEC §8): success is `status: 'OK'`, a failure is
// `status: 'FAIL'` with the human-readable message in `results`, so the client's generic error
// rule ("a response with a status field uses results as message") yields the server's words.
export const okEnvelope = <T extends z.ZodTypeAny>(results: T) =>
  z.object({ status: z.literal('OK'), results });

export const failEnvelope = z.object({
  status: z.literal('FAIL'),
  results: z.string(),
  /** Stable machine-readable code, e.g. USERNAME_TAKEN. */
  code: z.string(),
  /** Per-field messages for forms. */
  fields: z.record(z.string(), z.string()).optional(),
  /** Where the client goes next: a failed single sign-on login navigates to it (SPEC §8). */
  redirect: z.string().optional(),
});

export type FailEnvelope = z.infer<typeof failEnvelope>;

export interface OkEnvelope<T> {
  status: 'OK';
  results: T;
}
