// The gold sale modal "Unlock Nitro Gold" (SPEC §2 overlays): the upgrade offer, the renewal
// prompt, or a running limited-time sale, decided by src/domain/payments/goldSaleModal.ts with the
// server's time. It waits while another dialog (the season announcement, a page's own) is open,
// so two modals never stack; once shown it stores its next showing (17:00 today or the end of
// the day) so a reload the same day does not bring it back.
import { useEffect, useState, useSyncExternalStore } from 'react';

import {
  goldSaleAction,
  goldSaleModalForm,
  rememberGoldSaleShowing,
  type GoldSaleModalForm,
} from '../../domain/payments/goldSaleModal';
import {
  GOLD_SALES,
  goldProductsOfKindAt,
  goldSaleActive,
  goldSaleAt,
  type GoldSale,
} from '../../domain/payments/goldSales';
import { formatCents, type GoldProduct } from '../../domain/payments/products';
import { abbreviateMoney } from '../../domain/shop/money';
import type { User } from '../../domain/user';
import { ButtonLink } from '../components/Button';
import { Modal } from '../components/Modal';
import { openModalCount, subscribeOpenModals } from '../components/openModals';
import { readGoldSaleMemory, writeGoldSaleMemory } from './goldSaleMemory';
import styles from './GoldSaleModal.module.css';

/** Not over a race, and not on the pages that sell gold or sign in. */
const QUIET_PATHS = /^\/(race|play|store|login)(\/|$)/;

const PERKS = [
  'Double cash every race',
  'The full season reward track',
  'Gold-only cars in the dealership',
  'The gold badge beside your name',
  'Send cash to other racers',
];

type Viewer = Pick<
  User,
  'loggedIn' | 'userID' | 'membership' | 'goldUntil' | 'goldExpired' | 'memberDays' | 'lastLogin'
>;

interface Shown {
  form: GoldSaleModalForm;
  sale: GoldSale | null;
}

export function GoldSaleModal({
  user,
  pathname,
  nowSeconds,
  tzOffsetMinutes,
}: {
  user: Viewer;
  pathname: string;
  nowSeconds: number;
  tzOffsetMinutes: number;
}) {
  const [shown, setShown] = useState<Shown | null>(null);
  const [closed, setClosed] = useState(false);
  const otherDialogs = useSyncExternalStore(subscribeOpenModals, openModalCount, () => 0);

  // Decided after the other dialogs of this render have registered (effects run in tree order).
  useEffect(() => {
    if (shown || closed || !user.loggedIn || QUIET_PATHS.test(pathname)) return;
    if (openModalCount() > 0) return;
    const memory = readGoldSaleMemory(user.userID);
    const sale = goldSaleAt(GOLD_SALES, nowSeconds);
    const saleActive = goldSaleActive(
      goldProductsOfKindAt(GOLD_SALES, 'upgrade', nowSeconds),
      nowSeconds,
    );
    const form = goldSaleModalForm(user, sale, saleActive, memory, nowSeconds);
    if (!form) return;
    writeGoldSaleMemory(
      user.userID,
      rememberGoldSaleShowing(memory, form, sale, nowSeconds, tzOffsetMinutes),
    );
    setShown({ form, sale: form === 'sale' ? sale : null });
  }, [shown, closed, user, pathname, nowSeconds, tzOffsetMinutes, otherDialogs]);

  if (!shown || closed) return null;
  const close = () => setClosed(true);
  const action = goldSaleAction(user, nowSeconds);
  return (
    <Modal title="Unlock Nitro Gold" onClose={close}>
      {shown.sale ? (
        <SaleOffer sale={shown.sale} nowSeconds={nowSeconds} />
      ) : (
        <p className={styles.lead}>
          {shown.form === 'renewal'
            ? 'Your Nitro Gold is running out. Renew now and keep every perk without a break.'
            : 'Race with every perk the game has.'}
        </p>
      )}
      <ul className={styles.perks}>
        {PERKS.map((perk) => (
          <li key={perk}>{perk}</li>
        ))}
      </ul>
      <div className={styles.actions}>
        <ButtonLink href={action.href} variant="accent" onClick={close}>
          {action.label}
        </ButtonLink>
      </div>
    </Modal>
  );
}

/** The sale's offer: its name, the percent off and the sale price of a year, cash in K (SPEC §9). */
function SaleOffer({ sale, nowSeconds }: { sale: GoldSale; nowSeconds: number }) {
  const offers = goldProductsOfKindAt(GOLD_SALES, 'upgrade', nowSeconds).filter(
    (p): p is GoldProduct & { salePrice: number } => p.salePrice !== null,
  );
  const ends = new Date(sale.endStamp * 1000 - 1).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
  return (
    <div className={styles.sale}>
      <p className={styles.saleName}>
        {sale.name}: up to {sale.percentOff}% off
      </p>
      {offers.map((p) => (
        <p key={p.SKU} className={styles.offer}>
          {p.name} for <strong>{formatCents(p.salePrice)}</strong>{' '}
          <s aria-label={`was ${formatCents(p.price)}`}>{formatCents(p.price)}</s>, with{' '}
          {abbreviateMoney(p.cashReward)} cash.
        </p>
      ))}
      <p className={styles.ends}>Limited time: ends {ends}.</p>
    </div>
  );
}
