// Every failure leaves the server in the SPEC §8 shape: { status: 'FAIL', results: message, code }.
import type { FailEnvelope } from '../../domain/contracts/envelope';

export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
    /** Where the client goes next (SPEC §8: a failed single sign-on login navigates to it). */
    readonly redirect?: string,
  ) {
    super(message);
  }

  toBody(): FailEnvelope {
    return {
      status: 'FAIL',
      results: this.message,
      code: this.code,
      ...(this.fields ? { fields: this.fields } : {}),
      ...(this.redirect ? { redirect: this.redirect } : {}),
    };
  }
}

export const badRequest = (message: string, fields?: Record<string, string>) =>
  new AppError(400, 'BAD_REQUEST', message, fields);
export const unauthorized = (message = 'Please log in to continue.', code = 'UNAUTHORIZED') =>
  new AppError(401, code, message);
export const forbidden = (message: string, code = 'FORBIDDEN') => new AppError(403, code, message);
export const notFound = (message = 'Not found.') => new AppError(404, 'NOT_FOUND', message);
export const conflict = (message: string, code: string, fields?: Record<string, string>) =>
  new AppError(409, code, message, fields);
export const tooMany = (message: string, code = 'RATE_LIMITED') => new AppError(429, code, message);
