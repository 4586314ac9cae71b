// SPEC §8 payment session failure alert: the server's message, or the generic one, followed by the
// same advice either way.
export const PAYMENT_FALLBACK_MESSAGE = 'Uh oh, there was an error.';
export const PAYMENT_FAILURE_SUFFIX =
  ' Please try again later, or contact support if this continues!';

export function paymentFailureAlert(serverMessage: string | null | undefined): string {
  const message = serverMessage?.trim() ? serverMessage : PAYMENT_FALLBACK_MESSAGE;
  return `${message}${PAYMENT_FAILURE_SUFFIX}`;
}
