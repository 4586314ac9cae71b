// Drivers for the payment tests: players, authenticated calls, and the sandbox checkout as a
// browser drives it (open the page, press Pay or Decline).
import { expect } from 'vitest';

import { register, tokenOf, uniqueName, type TestServer } from './harness';

export interface Player {
  userID: number;
  username: string;
  token: string;
}

export function paymentDriver(server: () => TestServer) {
  const call = (token: string | null, url: string, payload?: unknown) =>
    server().app.inject({
      method: 'POST',
      url: `/api/v2${url}`,
      headers: token ? { authorization: `Bearer ${token}` } : {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  async function player(prefix = 'pay'): Promise<Player> {
    const username = uniqueName(prefix);
    const res = await register(server().app, username);
    expect(res.statusCode).toBe(200);
    return { userID: res.json().results.user.userID as number, username, token: tokenOf(res) };
  }

  async function startCheckout(buyer: Player, SKU: string, username = buyer.username) {
    const res = await call(buyer.token, '/payments/create-session', { username, SKU });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().results as { sessionID: string; url: string; invoiceNum: string };
  }

  /** Presses Pay or Decline on the sandbox checkout page, as its form posts. */
  const press = (sessionID: string, outcome: 'pay' | 'decline') =>
    server().app.inject({
      method: 'POST',
      url: `/api/v2/payments/sandbox/checkout/${sessionID}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `outcome=${outcome}`,
    });

  const transaction = (buyer: Player, invoiceNum: string, userID = buyer.userID) =>
    call(buyer.token, `/payments/transaction/${invoiceNum}`, { userID });

  return { call, player, startCheckout, press, transaction };
}
