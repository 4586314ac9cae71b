// Fulfilling a paid cash-hub session (SPEC §3 Cash package, Bundle) inside the payment's
// transaction, on the locked recipient: the package's cash, or the bundle's items (and a month of
// gold for a `withGold` bundle), with one ledger row. What is granted is the session's stored
// goods, fixed when the checkout was opened. A one-time bundle the player was already granted
// (two checkouts paid) grants nothing the second time; the ledger row still records the payment.
import { applyGoldUpgrade } from '../../domain/payments/goldRules';
import type { SessionGoods } from '../../domain/payments/sessionGoods';
import { BUNDLE_GOLD_DAYS, grantBundleItems } from '../../domain/shop/bundles';
import type { Tx } from '../db/client';
import type { PaymentReward } from '../db/schema';
import { updateUser, type UserRow } from '../users/userRepo';
import { userView } from '../users/userView';
import { bundleTimesGranted } from './cashHubStore';
import { recordLedger } from './ledger';

interface PaidSession {
  invoiceNum: string;
  amount: number;
}

export async function grantCashHubGoods(
  tx: Tx,
  session: PaidSession,
  goods: SessionGoods,
  recipient: UserRow,
  now: number,
): Promise<PaymentReward[]> {
  const ledgerRow = (
    moneyDelta: number,
    extra: { membership?: string; goldUntil?: number | null } = {},
  ) =>
    recordLedger(
      tx,
      {
        userID: recipient.userID,
        kind: goods.kind === 'cash' ? 'cash-purchase' : 'bundle-purchase',
        moneyDelta,
        amountCents: session.amount,
        reference: session.invoiceNum,
        ...extra,
      },
      now,
    );

  if (goods.kind === 'cash') {
    await updateUser(tx, recipient.userID, { money: recipient.money + goods.cashReward });
    await ledgerRow(goods.cashReward);
    return [{ type: 'money', value: goods.cashReward }];
  }

  if (goods.oneTime && (await bundleTimesGranted(tx, recipient.userID, goods.bundleID)) > 0) {
    await ledgerRow(0);
    return [];
  }
  const user = grantBundleItems(userView(recipient, now), goods.items, now);
  const gold = goods.withGold
    ? applyGoldUpgrade(recipient, { days: BUNDLE_GOLD_DAYS, cashReward: 0 }, now)
    : null;
  // A lifetime member keeps lifetime gold; the rest of the bundle still arrives.
  const goldFields =
    gold && !('rejected' in gold)
      ? { membership: gold.membership, goldUntil: gold.goldUntil, goldExpired: gold.goldExpired }
      : {};
  await updateUser(tx, recipient.userID, {
    money: user.money,
    cars: user.cars,
    garage: user.garage,
    loot: user.loot,
    ...goldFields,
  });
  await ledgerRow(
    user.money - recipient.money,
    'membership' in goldFields ? { membership: 'gold', goldUntil: goldFields.goldUntil } : {},
  );
  const rewards: PaymentReward[] = goods.items.map((item) => {
    if (item.type === 'money') return { type: 'money', value: item.value };
    if (item.type === 'car') return { type: 'car', carID: item.carID, name: item.name };
    return { type: 'loot', lootID: item.lootID, name: item.name };
  });
  if ('goldUntil' in goldFields) {
    rewards.push({ type: 'gold', term: 'monthly', goldUntil: goldFields.goldUntil ?? null });
  }
  return rewards;
}
