// Failed calls, and the message the player sees for each, exactly as SPEC §8's generic rule says.

export const NOTHING_RETURNED_MESSAGE = 'Unknown Error.  Nothing returned.';
export const UNKNOWN_ERROR_MESSAGE = 'Unknown Error. Please try again.';
/** Code of an ApiError for a call that got no usable response (network failure, empty body). */
export const NO_RESPONSE_CODE = 'NO_RESPONSE';

/** Every reason the client logs a player out by force (SPEC §4); it ends up in `/login#<reason>`. */
export const FORCED_LOGOUT_REASONS = [
  'user-mismatch',
  'invalid-jwt',
  'expired-session',
  'jwt-parse',
  'logged-in-no-token',
  'rt-invalid-session',
  'rt-no-cookie',
  'invalid-update-token',
] as const;
export type ForcedLogoutReason = (typeof FORCED_LOGOUT_REASONS)[number];

/** The subset a 401 from the REST API can carry as its code; the rest arise in the client. */
export const SERVER_LOGOUT_CODES: readonly ForcedLogoutReason[] = [
  'invalid-jwt',
  'expired-session',
  'jwt-parse',
  'user-mismatch',
  'invalid-update-token',
];

export function isServerLogoutCode(code: unknown): code is ForcedLogoutReason {
  return typeof code === 'string' && (SERVER_LOGOUT_CODES as readonly string[]).includes(code);
}

export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    message: string,
    /** HTTP status; 0 when no response arrived. */
    readonly status: number,
    /** The server's machine-readable code (e.g. USERNAME_TAKEN, CAPTCHA_REQUIRED), or null. */
    readonly code: string | null,
    /** Per-field messages for forms; empty when the server sent none. */
    readonly fields: Readonly<Record<string, string>> = {},
    /** Where the server says to go next (a failed single sign-on, SPEC §8), or null. */
    readonly redirect: string | null = null,
  ) {
    super(message);
  }

  /** True when the server ended the session; the client is already logging out. */
  get forcedLogout(): boolean {
    return this.status === 401 && isServerLogoutCode(this.code);
  }
}

const nonEmptyString = (value: unknown): value is string =>
  typeof value === 'string' && value.trim() !== '';

/**
 * The message for a failed call (SPEC §8): a body with a status field uses its results; one with a
 * success flag uses message, data.message or data; any other response its HTTP status text; no
 * body at all is 'Nothing returned'; and whatever is left blank falls back to 'Please try again'.
 */
export function errorMessage(body: unknown, statusText: string): string {
  if (body === undefined || body === null || body === '') return NOTHING_RETURNED_MESSAGE;
  if (typeof body === 'object' && !Array.isArray(body)) {
    const record = body as Record<string, unknown>;
    if ('status' in record) {
      return nonEmptyString(record.results) ? record.results : UNKNOWN_ERROR_MESSAGE;
    }
    if ('success' in record) {
      const data = record.data;
      const dataMessage =
        typeof data === 'object' && data !== null
          ? (data as Record<string, unknown>).message
          : undefined;
      if (nonEmptyString(record.message)) return record.message;
      if (nonEmptyString(dataMessage)) return dataMessage;
      if (nonEmptyString(data)) return data;
      return UNKNOWN_ERROR_MESSAGE;
    }
  }
  return nonEmptyString(statusText) ? statusText : UNKNOWN_ERROR_MESSAGE;
}

/** The ApiError for a response that was not a success. */
export function apiErrorFrom(body: unknown, status: number, statusText: string): ApiError {
  const record = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const code = typeof record.code === 'string' ? record.code : null;
  const fields: Record<string, string> = {};
  if (typeof record.fields === 'object' && record.fields !== null) {
    for (const [name, value] of Object.entries(record.fields)) {
      if (typeof value === 'string') fields[name] = value;
    }
  }
  const noBody = body === undefined || body === null || body === '';
  return new ApiError(
    errorMessage(body, statusText),
    status,
    code ?? (noBody ? NO_RESPONSE_CODE : null),
    fields,
    // Only a path of this site: a response can never send the player elsewhere.
    typeof record.redirect === 'string' && /^\/(?![/\\])/.test(record.redirect)
      ? record.redirect
      : null,
  );
}

/** What to tell the player about a failed call: the server's message, or the generic one. */
export function failureMessage(error: unknown): string {
  return error instanceof ApiError ? error.message : UNKNOWN_ERROR_MESSAGE;
}
