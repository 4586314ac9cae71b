import { describe, expect, it } from 'vitest';

import {
  ApiError,
  apiErrorFrom,
  errorMessage,
  isServerLogoutCode,
  NOTHING_RETURNED_MESSAGE,
  UNKNOWN_ERROR_MESSAGE,
} from '../../../src/net/apiError';

describe('errorMessage (SPEC §8 generic rule)', () => {
  it('keeps the exact SPEC wording of both fallbacks', () => {
    expect(NOTHING_RETURNED_MESSAGE).toBe('Unknown Error.  Nothing returned.');
    expect(UNKNOWN_ERROR_MESSAGE).toBe('Unknown Error. Please try again.');
  });

  it('uses results when the body has a status field', () => {
    expect(
      errorMessage({ status: 'FAIL', results: 'That username is already taken.' }, 'Bad'),
    ).toBe('That username is already taken.');
  });

  it('falls back when a status body has no usable results', () => {
    expect(errorMessage({ status: 'FAIL', results: { nested: true } }, 'Bad Request')).toBe(
      UNKNOWN_ERROR_MESSAGE,
    );
    expect(errorMessage({ status: 'FAIL', results: '  ' }, 'Bad Request')).toBe(
      UNKNOWN_ERROR_MESSAGE,
    );
  });

  it('with a success flag uses message, then data.message, then data', () => {
    const all = { success: false, message: 'top', data: { message: 'inner' } };
    expect(errorMessage(all, 'Bad Request')).toBe('top');
    expect(errorMessage({ success: false, data: { message: 'inner' } }, 'Bad Request')).toBe(
      'inner',
    );
    expect(errorMessage({ success: false, data: 'plain data' }, 'Bad Request')).toBe('plain data');
    expect(errorMessage({ success: false, data: { other: 1 } }, 'Bad Request')).toBe(
      UNKNOWN_ERROR_MESSAGE,
    );
  });

  it('uses the HTTP status text for any other body', () => {
    expect(errorMessage({ error: 'x' }, 'Internal Server Error')).toBe('Internal Server Error');
    expect(errorMessage('<html>proxy error</html>', 'Bad Gateway')).toBe('Bad Gateway');
    expect(errorMessage([1, 2], 'Conflict')).toBe('Conflict');
  });

  it('says nothing was returned for an empty body, and falls back without status text', () => {
    expect(errorMessage(undefined, 'OK')).toBe(NOTHING_RETURNED_MESSAGE);
    expect(errorMessage('', 'OK')).toBe(NOTHING_RETURNED_MESSAGE);
    expect(errorMessage(null, 'OK')).toBe(NOTHING_RETURNED_MESSAGE);
    expect(errorMessage({ error: 'x' }, '')).toBe(UNKNOWN_ERROR_MESSAGE);
  });
});

describe('apiErrorFrom', () => {
  it('carries status, code and only the string fields', () => {
    const error = apiErrorFrom(
      {
        status: 'FAIL',
        results: 'Check the form.',
        code: 'BAD_REQUEST',
        fields: { username: 'Too short.', bogus: 3 },
      },
      400,
      'Bad Request',
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: 'Check the form.', status: 400, code: 'BAD_REQUEST' });
    expect(error.fields).toEqual({ username: 'Too short.' });
    expect(error.forcedLogout).toBe(false);
  });

  it('marks a 401 with a server logout code as a forced logout, not other statuses', () => {
    const body = { status: 'FAIL', results: 'Session expired.', code: 'expired-session' };
    expect(apiErrorFrom(body, 401, '').forcedLogout).toBe(true);
    expect(apiErrorFrom(body, 403, '').forcedLogout).toBe(false);
  });

  it('knows the server logout codes', () => {
    for (const code of [
      'invalid-jwt',
      'expired-session',
      'jwt-parse',
      'user-mismatch',
      'invalid-update-token',
    ]) {
      expect(isServerLogoutCode(code)).toBe(true);
    }
    expect(isServerLogoutCode('BAD_CREDENTIALS')).toBe(false);
    expect(isServerLogoutCode('logged-in-no-token')).toBe(false);
  });
});
