import { describe, expect, it } from 'vitest';

import { receiveCash, sendCash, SEND_CASH_MAX } from './sendCash';

const gold = { userID: 1, membership: 'gold', money: 500 };
const other = { userID: 2, membership: 'basic', money: 10 };

describe('sendCash', () => {
  it('takes the amount from a gold sender', () => {
    expect(sendCash(gold, other, 200)).toEqual({ senderMoney: 300 });
    expect(sendCash(gold, other, 500)).toEqual({ senderMoney: 0 });
  });

  it('refuses a basic sender, self, a missing receiver and more than the sender has', () => {
    expect(sendCash({ ...gold, membership: 'basic' }, other, 1)).toEqual({ rejected: 'gold-only' });
    expect(sendCash(gold, gold, 1)).toEqual({ rejected: 'to-self' });
    expect(sendCash(gold, undefined, 1)).toEqual({ rejected: 'no-such-player' });
    expect(sendCash(gold, other, 501)).toEqual({ rejected: 'not-enough-money' });
  });

  it.each([0, -1, 1.5, Number.NaN, Infinity, SEND_CASH_MAX + 1])('refuses the amount %s', (n) => {
    expect(sendCash({ ...gold, money: 10 * SEND_CASH_MAX }, other, n)).toEqual({
      rejected: 'bad-amount',
    });
  });
});

describe('receiveCash', () => {
  it('adds every pending gift once', () => {
    expect(receiveCash(10, [{ amount: 5 }, { amount: 7 }])).toEqual({ money: 22, total: 12 });
    expect(receiveCash(10, [])).toEqual({ money: 10, total: 0 });
  });
});
