// Cash between players (SPEC §1: only gold members may send cash; SPEC §7 Players send-cash and
// receive-cash). The rules are pure: the server runs `sendCash` on both locked rows and writes
// what it returns, and `receiveCash` on the receiver's locked row with the gifts still pending.

/** The largest single gift: a sane cap, so a typo cannot empty an account in one click. */
export const SEND_CASH_MAX = 1_000_000;

export type SendCashRejection =
  | 'gold-only'
  | 'to-self'
  | 'bad-amount'
  | 'not-enough-money'
  | 'no-such-player'
  | 'sender-banned'
  | 'recipient-banned';

export interface CashHolder {
  userID: number;
  membership: 'basic' | 'gold' | string;
  money: number;
  /** Banned by the operators: cash neither reaches them nor leaves them for another account. */
  racingBanned?: boolean;
}

/** Whether `amount` is a gift this game accepts: a whole number from 1 to SEND_CASH_MAX. */
export const isSendableAmount = (amount: number): boolean =>
  Number.isSafeInteger(amount) && amount >= 1 && amount <= SEND_CASH_MAX;

/**
 * The sender's and the receiver's money after `amount` leaves the sender (the receiver's part
 * waits as a pending gift until they collect it), or why it cannot.
 */
export function sendCash(
  sender: CashHolder,
  receiver: CashHolder | undefined,
  amount: number,
): { senderMoney: number } | { rejected: SendCashRejection } {
  if (sender.membership !== 'gold') return { rejected: 'gold-only' };
  if (!isSendableAmount(amount)) return { rejected: 'bad-amount' };
  if (!receiver) return { rejected: 'no-such-player' };
  if (receiver.userID === sender.userID) return { rejected: 'to-self' };
  if (sender.racingBanned) return { rejected: 'sender-banned' };
  if (receiver.racingBanned) return { rejected: 'recipient-banned' };
  if (sender.money < amount) return { rejected: 'not-enough-money' };
  return { senderMoney: sender.money - amount };
}

export interface PendingCashGift {
  giftID: number;
  fromUserID: number;
  username: string;
  displayName: string;
  amount: number;
  createdStamp: number;
}

/** The receiver's money once the pending gifts are collected (each exactly once). */
export function receiveCash(
  money: number,
  gifts: readonly Pick<PendingCashGift, 'amount'>[],
): { money: number; total: number } {
  const total = gifts.reduce((sum, gift) => sum + gift.amount, 0);
  return { money: money + total, total };
}

/** The message a refusal shows (SPEC §8 logs a failure; the form says what went wrong). */
export const SEND_CASH_MESSAGES: Record<SendCashRejection, string> = {
  'gold-only': 'Only Nitro Gold members can send cash.',
  'to-self': 'You cannot send cash to yourself.',
  'bad-amount': `Send a whole number of dollars from $1 to $${SEND_CASH_MAX.toLocaleString('en-US')}.`,
  'not-enough-money': 'You do not have that much cash.',
  'no-such-player': 'That player does not exist.',
  'sender-banned': 'Racers banned by the operators cannot send cash.',
  'recipient-banned': 'That racer cannot receive cash.',
};
