// /store/success#{invoiceNum} (SPEC §2): reads the purchase (transaction/{id}), shows what it gave
// and refreshes the player, so the gold badge appears at once. A payment the provider has not
// confirmed yet (its notification can trail the player's return) is asked for again a few times.
import { useEffect, useState } from 'react';

import type { TransactionView } from '../../../domain/contracts/paymentResponses';
import { PATHS } from '../../../domain/nav/routes';
import { formatCents } from '../../../domain/payments/products';
import { formatMoney } from '../../../domain/shop/money';
import { systemClock } from '../../../domain/systemClock';
import { ApiError, failureMessage } from '../../../net/apiError';
import { createPaymentsApi } from '../../../net/paymentsApi';
import { api } from '../../api';
import { ButtonLink } from '../../components/Button';
import { GoldBadge } from '../../components/GoldBadge';
import { LoginPrompt } from '../../components/LoginPrompt';
import { Page, Panel } from '../../components/Page';
import { Empty, LoadError, Loading } from '../../components/Status';
import { getSession, useSession } from '../../stores/sessionStore';
import styles from './GoldStore.module.css';

const paymentsApi = createPaymentsApi(api);
const TITLE = 'Thank you!';
/** Tries while the payment is still being confirmed, two seconds apart. */
const PENDING_TRIES = 10;
const PENDING_RETRY_MS = 2000;

type Load =
  | { status: 'loading' | 'pending' }
  | { status: 'failed'; message: string }
  | { status: 'ready'; transaction: TransactionView };

const invoiceFromHash = (hash: string) => decodeURIComponent(hash.replace(/^#/, '')).trim();

export function StoreSuccessPage() {
  const loggedIn = useSession((state) => state.user.loggedIn);
  if (!loggedIn)
    return (
      <LoginPrompt
        title={TITLE}
        subtitle="Your purchase is kept on your account."
        heading="Log in to see your purchase"
      >
        Log in to see what you bought and the rewards it gave.
      </LoginPrompt>
    );
  return <Success invoiceNum={invoiceFromHash(window.location.hash)} />;
}

function rewardText(reward: TransactionView['rewards'][number]): string {
  if (reward.type === 'money') return `${formatMoney(reward.value)} cash`;
  if (reward.type === 'car') return `${reward.name}, parked in your garage`;
  if (reward.type === 'loot') return `${reward.name}, in your loot locker`;
  if (reward.goldUntil === null) return 'Lifetime Nitro Gold';
  const until = new Date(reward.goldUntil * 1000).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  });
  return `Nitro Gold until ${until}`;
}

function Success({ invoiceNum }: { invoiceNum: string }) {
  const user = useSession((state) => state.user);
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!invoiceNum) return;
    let live = true;
    let cancel: (() => void) | null = null;
    const read = (tries: number) => {
      paymentsApi.transaction(invoiceNum, user.userID).then(
        (results) => {
          if (!live) return;
          getSession().refreshUser(results.user);
          setLoad({ status: 'ready', transaction: results.transaction });
        },
        (error: unknown) => {
          if (!live) return;
          const pending = error instanceof ApiError && error.code === 'PAYMENT_PENDING';
          if (pending && tries > 1) {
            setLoad({ status: 'pending' });
            cancel = systemClock.setTimeout(() => read(tries - 1), PENDING_RETRY_MS);
          } else {
            setLoad({ status: 'failed', message: failureMessage(error) });
          }
        },
      );
    };
    read(PENDING_TRIES);
    return () => {
      live = false;
      cancel?.();
    };
    // The user id is fixed for this page; a retry reads again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [invoiceNum, attempt]);

  if (!invoiceNum)
    return (
      <Page title="Store">
        <Empty title="No purchase to show">
          This page shows a purchase after checkout. Visit the gold store to get Nitro Gold.
        </Empty>
        <div className={`${styles.actions} ${styles.actionsCentred}`}>
          <ButtonLink href={PATHS.storeGold}>Go to the gold store</ButtonLink>
        </div>
      </Page>
    );

  return (
    <Page title={TITLE} subtitle="Your purchase is complete.">
      {load.status === 'loading' && <Loading label="Loading your purchase…" />}
      {load.status === 'pending' && (
        <Loading label="Waiting for the payment provider to confirm your payment…" />
      )}
      {load.status === 'failed' && (
        <LoadError message={load.message} onRetry={() => setAttempt((n) => n + 1)} />
      )}
      {load.status === 'ready' && (
        <Panel labelledBy="purchase-heading">
          <h2 id="purchase-heading" className={styles.sectionTitle}>
            {load.transaction.name}
          </h2>
          {load.transaction.gift ? (
            <p className={styles.giftFor}>
              A gift for{' '}
              {load.transaction.recipient.displayName || load.transaction.recipient.username}: they
              have received:
            </p>
          ) : (
            <p className={styles.status}>
              {user.membership === 'gold' && <GoldBadge label="Gold member" />}
            </p>
          )}
          {load.transaction.rewards.length === 0 ? (
            // A one-time bundle paid twice (two checkouts open at once) grants it only once.
            <p className={styles.giftFor}>
              You already own this bundle, so nothing more was added. Please contact support about
              this payment.
            </p>
          ) : (
            <ul className={styles.rewards} aria-label="Rewards">
              {load.transaction.rewards.map((reward, index) => (
                <li key={index} className={styles.reward}>
                  {rewardText(reward)}
                </li>
              ))}
            </ul>
          )}
          <dl className={styles.receipt}>
            <dt>Invoice</dt>
            <dd>{load.transaction.invoiceNum}</dd>
            <dt>Paid</dt>
            <dd>{formatCents(load.transaction.amount)}</dd>
          </dl>
          <div className={styles.actions}>
            <ButtonLink href={PATHS.garage}>Back to the garage</ButtonLink>
            {load.transaction.SKU.startsWith('gold-') ? (
              <ButtonLink href={PATHS.storeGold} variant="ghost">
                Gold store
              </ButtonLink>
            ) : (
              <ButtonLink href={`${PATHS.shop}#cash-hub`} variant="ghost">
                Cash hub
              </ButtonLink>
            )}
          </div>
        </Panel>
      )}
    </Page>
  );
}
