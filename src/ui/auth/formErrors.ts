// Turns validation and server failures into what a form shows: one message per field plus an
// optional message for the whole form.
import type { z } from 'zod/mini';

import { ApiError, UNKNOWN_ERROR_MESSAGE } from '../../net/apiError';

export interface FormErrors {
  form: string | null;
  fields: Record<string, string>;
  /** The server's error code (SPEC §8 FAIL envelope), when it sent one. */
  code?: string;
}

export const NO_ERRORS: FormErrors = { form: null, fields: {} };

/** The first message for each top-level field of a failed zod parse (classic or mini). */
export function zodFieldErrors(error: z.core.$ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? 'form');
    fields[key] ??= issue.message;
  }
  return fields;
}

export function apiFormErrors(error: unknown): FormErrors {
  if (!(error instanceof ApiError)) return { form: UNKNOWN_ERROR_MESSAGE, fields: {} };
  const fields = { ...error.fields };
  // A field message already says what is wrong; the form message is the server's summary.
  return { form: error.message, fields, ...(error.code ? { code: error.code } : {}) };
}

/** The player's time zone, sent with login and registration (SPEC §7). */
export function timeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}
