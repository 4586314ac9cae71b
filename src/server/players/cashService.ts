// Cash between players (SPEC §1: gold members only; SPEC §7 Players send-cash and receive-cash).
//
// A send checks the sender's password the way a login does (the same per-username failure count,
// captcha and lock, loginGuard.ts), then, in one transaction, locks both players' rows in
// ascending id order (two players sending to each other at once cannot deadlock), re-checks the
// rule on the locked rows (domain/cash/sendCash.ts), takes the amount from the sender, stores a
// pending gift for the receiver and records their `sent-cash` notice; the notice is pushed after
// the commit. The receiver collects pending gifts with receive-cash: their row is locked, every
// gift not yet received is credited and marked received in the same transaction, so a gift is
// paid exactly once however many tabs ask at once.
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';

import {
  receiveCash,
  SEND_CASH_MESSAGES,
  sendCash,
  type PendingCashGift,
  type SendCashRejection,
} from '../../domain/cash/sendCash';
import type { Clock } from '../../domain/clock';
import type { Notification } from '../../domain/notifications/notification';
import { effectiveMembership } from '../../domain/payments/goldRules';
import type { User } from '../../domain/user';
import type { LoginGuard } from '../auth/loginGuard';
import type { Db } from '../db/client';
import { cashGifts, users } from '../db/schema';
import { AppError } from '../http/errors';
import { deliverNotifications, type NotificationPush } from '../notifications/deliver';
import { recordNotification } from '../notifications/notificationStore';
import { recordLedger, recordMoneyChange } from '../payments/ledger';
import { DUMMY_HASH_PROMISE, verifyPassword } from '../security/passwords';
import { findUserById, lockUser, updateUser, type UserRow } from '../users/userRepo';
import { userView } from '../users/userView';

const REJECTION_STATUS: Record<SendCashRejection, [number, string]> = {
  'gold-only': [403, 'GOLD_ONLY'],
  'to-self': [400, 'SEND_TO_SELF'],
  'bad-amount': [400, 'BAD_AMOUNT'],
  'sender-banned': [403, 'SENDER_BANNED'],
  'recipient-banned': [403, 'RECIPIENT_BANNED'],
  'not-enough-money': [409, 'NOT_ENOUGH_MONEY'],
  'no-such-player': [404, 'NOT_FOUND'],
};

const refusal = (reason: SendCashRejection) => {
  const [status, code] = REJECTION_STATUS[reason];
  return new AppError(status, code, SEND_CASH_MESSAGES[reason]);
};

export interface CashServiceDeps {
  db: Db;
  clock: Clock;
  guard: LoginGuard;
  push: NotificationPush;
}

export interface SendCashRequest {
  toUserID: number;
  amount: number;
  password: string;
  captchaToken?: string;
  address: string;
}

export function createCashService(deps: CashServiceDeps) {
  const { db, clock, guard, push } = deps;

  /** The password, checked like a login's: counted, captcha'd and locked alike. */
  async function checkPassword(sender: UserRow, request: SendCashRequest): Promise<void> {
    const admitted = await guard.admit(sender.username, request.address, request.captchaToken);
    const passwordOk = await verifyPassword(
      request.password,
      sender.passwordHash || (await DUMMY_HASH_PROMISE),
    );
    if (!passwordOk) throw new AppError(403, 'BAD_PASSWORD', 'That password is not right.');
    await guard.succeeded(admitted.key);
  }

  return {
    async send(senderID: number, request: SendCashRequest): Promise<{ user: User }> {
      const { toUserID, amount } = request;
      const sender = await findUserById(db, senderID);
      if (!sender) throw refusal('no-such-player');
      // What can be told without the password is refused before it is counted against it.
      const asOfNow = { ...sender, membership: effectiveMembership(sender, clock.nowSeconds()) };
      const early = sendCash(asOfNow, await findUserById(db, toUserID), amount);
      if ('rejected' in early && early.rejected !== 'not-enough-money')
        throw refusal(early.rejected);
      await checkPassword(sender, request);
      const { user, notice } = await db.transaction(async (tx) => {
        // Both rows, in ascending id order: a fixed order, so crossing sends cannot deadlock.
        const ids = [senderID, toUserID].sort((a, b) => a - b);
        const locked = new Map<number, UserRow>();
        for (const id of ids) {
          const row = await lockUser(tx, id);
          if (row) locked.set(id, row);
        }
        const from = locked.get(senderID);
        if (!from) throw refusal('no-such-player');
        const now = clock.nowSeconds();
        // Gold as of now: a membership whose goldUntil passed may no longer send (SPEC §1).
        const sending = { ...from, membership: effectiveMembership(from, now) };
        const verdict = sendCash(sending, locked.get(toUserID), amount);
        if ('rejected' in verdict) throw refusal(verdict.rejected);
        const saved = await updateUser(tx, senderID, { money: verdict.senderMoney });
        const [gift] = await tx
          .insert(cashGifts)
          .values({ fromUserID: senderID, toUserID, amount, createdStamp: now })
          .returning({ id: cashGifts.id });
        const giftRef = `cash-gift:${gift?.id ?? ''}`;
        await recordMoneyChange(
          tx,
          senderID,
          'cash-sent',
          from.money,
          verdict.senderMoney,
          giftRef,
          now,
        );
        const recorded = await recordNotification(
          tx,
          toUserID,
          {
            type: 'sent-cash',
            data: {
              from: from.displayName || from.username,
              userID: from.userID,
              username: from.username,
              displayName: from.displayName,
              amount,
            },
          },
          now,
        );
        return { user: userView(saved ?? from, now), notice: recorded };
      });
      deliverNotifications(push, toUserID, [notice satisfies Notification]);
      return { user };
    },

    /** Credits the player's pending gifts, each once, and returns them. */
    async receive(
      userID: number,
    ): Promise<{ pendingCashGifts: PendingCashGift[]; total: number; user: User }> {
      return db.transaction(async (tx) => {
        const row = await lockUser(tx, userID);
        if (!row) throw refusal('no-such-player');
        const now = clock.nowSeconds();
        const gifts = await tx
          .select({
            giftID: cashGifts.id,
            fromUserID: cashGifts.fromUserID,
            amount: cashGifts.amount,
            createdStamp: cashGifts.createdStamp,
            username: users.username,
            displayName: users.displayName,
          })
          .from(cashGifts)
          .innerJoin(users, eq(users.userID, cashGifts.fromUserID))
          .where(and(eq(cashGifts.toUserID, userID), isNull(cashGifts.receivedStamp)))
          .orderBy(asc(cashGifts.id))
          .limit(500);
        if (gifts.length === 0) return { pendingCashGifts: [], total: 0, user: userView(row, now) };
        const { money, total } = receiveCash(row.money, gifts);
        await tx
          .update(cashGifts)
          .set({ receivedStamp: now })
          .where(
            inArray(
              cashGifts.id,
              gifts.map((g) => g.giftID),
            ),
          );
        const saved = await updateUser(tx, userID, { money });
        // One row per gift, so each matches its sender's cash-sent row by reference.
        for (const gift of gifts) {
          const entry = {
            userID,
            kind: 'cash-received' as const,
            moneyDelta: gift.amount,
            reference: `cash-gift:${gift.giftID}`,
          };
          await recordLedger(tx, entry, now);
        }
        return { pendingCashGifts: gifts, total, user: userView(saved ?? row, now) };
      });
    },

    /** Test hook only (TEST_HOOKS=1): the player becomes a gold member, with `money` if given. */
    async makeGoldForTest(userID: number, money?: number): Promise<User> {
      const saved = await db.transaction(async (tx) => {
        const row = await lockUser(tx, userID);
        if (!row) throw refusal('no-such-player');
        const now = clock.nowSeconds();
        const after = money ?? row.money;
        await recordMoneyChange(tx, userID, 'test-adjustment', row.money, after, 'test', now);
        return updateUser(tx, userID, { membership: 'gold', money: after });
      });
      if (!saved) throw refusal('no-such-player');
      return userView(saved, clock.nowSeconds());
    },
  };
}

export type CashService = ReturnType<typeof createCashService>;
