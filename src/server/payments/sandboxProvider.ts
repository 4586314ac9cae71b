// The built-in sandbox provider, the default: its checkout is a real page on this server
// (/api/v2/payments/sandbox/checkout/{sessionID}) with Pay and Decline. Pressing one completes the
// session as a card provider would, and the result reaches us as a callback signed with an HMAC
// secret (PAYMENTS_SANDBOX_SECRET, or one generated and kept in the database), through the same
// route and the same signature check a remote provider's callback would take.
import { createHmac, timingSafeEqual } from 'node:crypto';

import type { SandboxCallbackBody } from '../../domain/contracts/paymentEndpoints';
import type { PaymentProvider } from './provider';

/** A callback older (or further in the future) than this is refused: a captured one cannot be replayed later. */
export const SANDBOX_CALLBACK_WINDOW_SECONDS = 300;

export const sandboxCheckoutPath = (sessionID: string) =>
  `/api/v2/payments/sandbox/checkout/${sessionID}`;

type Outcome = SandboxCallbackBody['outcome'];

export function createSandboxSigner(secret: string) {
  const sign = (sessionID: string, outcome: Outcome, stamp: number) =>
    createHmac('sha256', secret).update(`${sessionID}.${outcome}.${stamp}`).digest('hex');
  return {
    callback(sessionID: string, outcome: Outcome, stamp: number): SandboxCallbackBody {
      return { sessionID, outcome, stamp, signature: sign(sessionID, outcome, stamp) };
    },
    /** True for a genuine callback signed within the window around `now`. */
    verify(body: SandboxCallbackBody, now: number): boolean {
      if (Math.abs(now - body.stamp) > SANDBOX_CALLBACK_WINDOW_SECONDS) return false;
      const expected = Buffer.from(sign(body.sessionID, body.outcome, body.stamp), 'hex');
      const given = Buffer.from(body.signature, 'hex');
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}
export type SandboxSigner = ReturnType<typeof createSandboxSigner>;

export function createSandboxProvider(): PaymentProvider {
  return {
    name: 'sandbox',
    async createCheckout({ sessionID }) {
      return { url: sandboxCheckoutPath(sessionID), providerRef: null };
    },
    // The page itself says whether the session is still open.
    async resumeCheckout({ sessionID }) {
      return sandboxCheckoutPath(sessionID);
    },
  };
}
