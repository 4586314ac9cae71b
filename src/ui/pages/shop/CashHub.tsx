// The cash hub (dealership -1, SPEC §3 Cash package and Bundle): cash packages, cheapest reward
// first, and bundles, each bought through the card payment provider (create-session, then the
// provider's checkout page). A failure shows the SPEC §8 payment alert.
import { useState } from 'react';

import type { CashHubOffers } from '../../../domain/contracts/garage';
import type { CreateSessionBody } from '../../../domain/contracts/paymentEndpoints';
import { formatCents } from '../../../domain/payments/products';
import type { BundleItem, BundleOffer, BundleRejection } from '../../../domain/shop/bundles';
import type { CashPackageOffer } from '../../../domain/shop/cashPackages';
import { formatMoney } from '../../../domain/shop/money';
import { createPaymentsApi, paymentFailure } from '../../../net/paymentsApi';
import { api } from '../../api';
import { Button, ButtonLink } from '../../components/Button';
import { FormMessage } from '../../components/Field';
import { Empty } from '../../components/Status';
import styles from './CashHub.module.css';

const paymentsApi = createPaymentsApi(api);

const REJECTION_NOTE: Record<BundleRejection, string> = {
  'already-bought': 'You own this bundle: one per racer.',
  expired: 'This bundle is no longer on sale.',
  'not-started': 'This bundle is not on sale yet.',
  empty: 'This bundle is not on sale.',
};

const UTC_DAY = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

function itemText(item: BundleItem): string {
  if (item.type === 'money') return `${formatMoney(item.value)} cash`;
  if (item.type === 'car') return `${item.name} (car)`;
  return `${item.name} (${item.lootType})`;
}

interface CashHubProps {
  offers: CashHubOffers;
  username: string;
}

export function CashHub({ offers, username }: CashHubProps) {
  const [busy, setBusy] = useState<string | null>(null);
  const [alert, setAlert] = useState<string | null>(null);

  /** create-session, then to the provider's checkout page (a full page load). */
  const buy = async (body: CreateSessionBody) => {
    setAlert(null);
    setBusy(body.SKU);
    try {
      const { url } = await paymentsApi.createSession(body);
      window.location.assign(url);
    } catch (error) {
      setAlert(paymentFailure(error));
      setBusy(null);
    }
  };

  return (
    <div className={styles.hub}>
      {alert && <FormMessage tone="error">{alert}</FormMessage>}
      <section aria-labelledby="cash-packages-title">
        <h3 id="cash-packages-title" className={styles.heading}>
          Cash packages
        </h3>
        {offers.packages.length === 0 ? (
          <Empty title="No cash packages right now">Check back soon for fresh offers.</Empty>
        ) : (
          <ul className={styles.grid} aria-label="Cash packages">
            {offers.packages.map((pkg) => (
              <PackageCard
                key={pkg.SKU}
                pkg={pkg}
                busy={busy === pkg.SKU}
                disabled={busy !== null}
                onBuy={() => void buy({ username, SKU: pkg.SKU })}
              />
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="cash-bundles-title">
        <h3 id="cash-bundles-title" className={styles.heading}>
          Bundles
        </h3>
        {offers.bundles.length === 0 ? (
          <Empty title="No bundles right now">New bundles roll in with events and seasons.</Empty>
        ) : (
          <ul className={styles.bundleGrid} aria-label="Bundles">
            {offers.bundles.map((bundle) => (
              <BundleCard
                key={bundle.bundleID}
                bundle={bundle}
                busy={busy === bundle.SKU}
                disabled={busy !== null}
                onBuy={() =>
                  void buy({
                    username,
                    SKU: bundle.SKU,
                    bundleID: bundle.bundleID,
                    bundleType: bundle.type,
                  })
                }
              />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

interface CardProps {
  busy: boolean;
  disabled: boolean;
  onBuy(): void;
}

function PackageCard({ pkg, busy, disabled, onBuy }: CardProps & { pkg: CashPackageOffer }) {
  return (
    <li className={styles.card}>
      <p className={styles.reward}>{formatMoney(pkg.cashReward)}</p>
      <p className={styles.caption}>in-game cash</p>
      <p className={styles.price}>
        <span className={styles.amount}>{formatCents(pkg.chargedPrice)}</span>
        {pkg.onSale && (
          <>
            <s className={styles.was}>{formatCents(pkg.price)}</s>
            <span className={styles.saleTag}>{pkg.percentOff}% off</span>
          </>
        )}
      </p>
      <Button
        block
        onClick={onBuy}
        disabled={disabled}
        aria-label={`Buy ${pkg.name} for ${formatCents(pkg.chargedPrice)}`}
      >
        {busy ? 'Opening checkout…' : 'Buy'}
      </Button>
    </li>
  );
}

function BundleCard({ bundle, busy, disabled, onBuy }: CardProps & { bundle: BundleOffer }) {
  return (
    <li className={styles.bundle} style={{ borderTopColor: bundle.themeHexCode }}>
      <div className={styles.bundleHead}>
        <h4 className={styles.bundleName}>{bundle.name}</h4>
        {bundle.discountPercent > 0 && (
          <span className={styles.saleTag}>{bundle.discountPercent}% off</span>
        )}
      </div>
      {bundle.description && <p className={styles.description}>{bundle.description}</p>}
      <ul className={styles.items} aria-label={`${bundle.name} contents`}>
        {bundle.items.map((item, index) => (
          <li key={index}>{itemText(item)}</li>
        ))}
        {bundle.withGold && <li>One month of Nitro Gold</li>}
      </ul>
      <p className={styles.terms}>
        {bundle.type === 'one-time' ? 'One per racer' : 'Buy as often as you like'}
        {bundle.expiration !== null &&
          ` · until ${UTC_DAY.format(new Date(bundle.expiration * 1000))}`}
      </p>
      <p className={styles.price}>
        <span className={styles.amount}>{formatCents(bundle.price)}</span>
        {bundle.fullPrice > bundle.price && (
          <s className={styles.was}>{formatCents(bundle.fullPrice)}</s>
        )}
      </p>
      {bundle.rejection ? (
        <p className={styles.note}>{REJECTION_NOTE[bundle.rejection]}</p>
      ) : (
        <Button
          block
          onClick={onBuy}
          disabled={disabled}
          aria-label={`Buy ${bundle.name} for ${formatCents(bundle.price)}`}
        >
          {busy ? 'Opening checkout…' : 'Buy'}
        </Button>
      )}
    </li>
  );
}

/** The merch dealership: the store lives elsewhere, so the tab is a link to it. */
export function MerchPanel({ url }: { url: string }) {
  return (
    <div className={styles.merch}>
      <h3 className={styles.heading}>Nitro Race merch</h3>
      <p className={styles.description}>
        Shirts, hoodies and stickers for your real-world garage are sold in our merch store.
      </p>
      <ButtonLink href={url} external target="_blank" rel="noopener noreferrer">
        Visit the merch store<span className={styles.visuallyHidden}> (opens in a new tab)</span>
      </ButtonLink>
    </div>
  );
}
