import { describe, expect, it } from 'vitest';

import { sendCash } from '../../../../src/domain/cash/sendCash';

const gold = { userID: 1, membership: 'gold', money: 5_000 };
const friend = { userID: 2, membership: 'basic', money: 0 };

describe('sendCash and operator bans', () => {
  it('moves the amount between racers in good standing', () => {
    expect(sendCash(gold, friend, 2_000)).toEqual({ senderMoney: 3_000 });
  });

  it('refuses a banned receiver and a banned sender', () => {
    expect(sendCash(gold, { ...friend, racingBanned: true }, 2_000)).toEqual({
      rejected: 'recipient-banned',
    });
    expect(sendCash({ ...gold, racingBanned: true }, friend, 2_000)).toEqual({
      rejected: 'sender-banned',
    });
  });

  it('an unbanned flag set to false changes nothing', () => {
    expect(
      sendCash({ ...gold, racingBanned: false }, { ...friend, racingBanned: false }, 1),
    ).toEqual({ senderMoney: 4_999 });
  });
});
