// /store/gold (SPEC §2): Nitro Gold for yourself (monthly, yearly, lifetime) or as a gift for a
// friend, with clear prices. Buy opens a checkout session (create-session) and the browser goes to
// the payment provider's checkout page; a failure shows the SPEC §8 payment alert.
import { useEffect, useState, type FormEvent } from 'react';

import type { ResultsOf } from '../../../domain/contracts/contract';
import type { paymentEndpoints } from '../../../domain/contracts/paymentEndpoints';
import { isLifetimeGold } from '../../../domain/payments/goldRules';
import { paymentFailureAlert } from '../../../domain/payments/paymentMessages';
import { formatCents, type GoldProduct } from '../../../domain/payments/products';
import { formatMoney } from '../../../domain/shop/money';
import type { User } from '../../../domain/user';
import { failureMessage } from '../../../net/apiError';
import { createPaymentsApi, paymentFailure } from '../../../net/paymentsApi';
import { api } from '../../api';
import { Button } from '../../components/Button';
import { FormMessage, TextField } from '../../components/Field';
import { GoldBadge } from '../../components/GoldBadge';
import { LoginPrompt } from '../../components/LoginPrompt';
import { Page, Panel } from '../../components/Page';
import { LoadError, Loading } from '../../components/Status';
import { useSession } from '../../stores/sessionStore';
import styles from './GoldStore.module.css';

const paymentsApi = createPaymentsApi(api);

const TITLE = 'Nitro Gold';
const SUBTITLE =
  'Double cash every race, the full season track, an exclusive car and the gold badge.';
const PERKS = [
  'Double cash per race',
  'Full season reward track',
  'Exclusive gold cars',
  'Gold badge',
  'Send cash to friends',
];

type Recipient = NonNullable<ResultsOf<typeof paymentEndpoints.products>['recipient']>;

/** Where the checkout sent the player back (the fragment): what to tell them. */
function returnNotice(hash: string): string | null {
  if (hash === '#declined') return paymentFailureAlert('Your payment was declined.');
  if (hash === '#payment-failed') return paymentFailureAlert(null);
  if (hash === '#cancelled') return 'Checkout cancelled: nothing was charged.';
  return null;
}

export function GoldStorePage() {
  const loggedIn = useSession((state) => state.user.loggedIn);
  if (!loggedIn)
    return (
      <LoginPrompt title={TITLE} subtitle={SUBTITLE} heading="Log in to get Nitro Gold">
        Nitro Gold is for racers with an account. Log in or create a free account first.
      </LoginPrompt>
    );
  return <GoldStore />;
}

function termNote(product: GoldProduct): string {
  if (product.days === null) return 'Pay once, gold forever.';
  return product.term === 'monthly' ? '30 days of gold.' : '365 days of gold.';
}

function ProductCard({
  product,
  busy,
  onBuy,
}: {
  product: GoldProduct;
  busy: boolean;
  onBuy: (product: GoldProduct) => void;
}) {
  const headingId = `product-${product.SKU}`;
  // The server sends a sale price only while a gold sale runs (goldSales.ts); checkout charges it.
  const price = product.salePrice ?? product.price;
  return (
    <li
      className={[styles.product, product.term === 'yearly' ? styles.productFeatured : ''].join(
        ' ',
      )}
      aria-labelledby={headingId}
    >
      <div className={styles.productHead}>
        <h3 id={headingId} className={styles.productName}>
          {product.name}
        </h3>
        {/* Says why the yearly card is the highlighted one: a year costs less than 12 months. */}
        {product.term === 'yearly' && <span className={styles.bestValue}>Best value</span>}
      </div>
      <p className={styles.price}>
        {formatCents(price)}
        {price !== product.price && (
          <>
            {' '}
            <s className={styles.wasPrice} aria-label={`was ${formatCents(product.price)}`}>
              {formatCents(product.price)}
            </s>
          </>
        )}
      </p>
      <p className={styles.productNote}>
        {termNote(product)} Includes {formatMoney(product.cashReward)} in cash.
      </p>
      <Button
        variant="accent"
        disabled={busy}
        onClick={() => onBuy(product)}
        aria-describedby={headingId}
      >
        {busy ? 'Opening checkout…' : `Buy for ${formatCents(price)}`}
      </Button>
    </li>
  );
}

function GoldStore() {
  const user = useSession((state) => state.user);
  const [products, setProducts] = useState<GoldProduct[] | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [busySku, setBusySku] = useState<string | null>(null);
  const [alert, setAlert] = useState<string | null>(() => returnNotice(window.location.hash));

  useEffect(() => {
    let live = true;
    setLoadError(null);
    paymentsApi.products(user.username, 'upgrade').then(
      (results) => live && setProducts(results.products),
      (error: unknown) => live && setLoadError(failureMessage(error)),
    );
    return () => {
      live = false;
    };
    // Loaded once per visit (and on retry); the username does not change on this page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [attempt]);

  /** create-session, then to the provider's checkout page (a full page load). */
  const buy = async (product: GoldProduct, username: string) => {
    setAlert(null);
    setBusySku(product.SKU);
    try {
      const { url } = await paymentsApi.createSession({ username, SKU: product.SKU });
      window.location.assign(url);
    } catch (error) {
      setAlert(paymentFailure(error));
      setBusySku(null);
    }
  };

  const lifetime = isLifetimeGold(user);
  return (
    <Page title={TITLE} subtitle={SUBTITLE}>
      {user.membership === 'gold' && (
        <p className={styles.intro}>
          <GoldBadge label="You are a gold member" />{' '}
          {lifetime
            ? 'Lifetime gold: nothing more to buy for yourself, but you can give gold to a friend.'
            : 'Buying more adds to the gold you have.'}
        </p>
      )}
      <ul className={styles.perks} aria-label="What gold gives you">
        {PERKS.map((perk) => (
          <li key={perk} className={styles.perk}>
            {perk}
          </li>
        ))}
      </ul>
      {alert && <FormMessage tone="error">{alert}</FormMessage>}
      <div className={styles.panels}>
        <Panel labelledBy="gold-for-you">
          <h2 id="gold-for-you" className={styles.sectionTitle}>
            Gold for you
          </h2>
          {loadError && <LoadError message={loadError} onRetry={() => setAttempt((n) => n + 1)} />}
          {!loadError && !products && <Loading label="Loading the gold store…" />}
          {products && lifetime && (
            <p className={styles.productNote}>You already have lifetime Nitro Gold.</p>
          )}
          {products && !lifetime && (
            <ul className={styles.products}>
              {products.map((product) => (
                <ProductCard
                  key={product.SKU}
                  product={product}
                  busy={busySku === product.SKU}
                  onBuy={(p) => void buy(p, user.username)}
                />
              ))}
            </ul>
          )}
        </Panel>
        <GiftPanel
          self={user}
          busySku={busySku}
          onBuy={(product, username) => void buy(product, username)}
        />
      </div>
    </Page>
  );
}

function GiftPanel({
  self,
  busySku,
  onBuy,
}: {
  self: Pick<User, 'username'>;
  busySku: string | null;
  onBuy: (product: GoldProduct, username: string) => void;
}) {
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const [found, setFound] = useState<{ recipient: Recipient; products: GoldProduct[] } | null>(
    null,
  );

  const find = async (event: FormEvent) => {
    event.preventDefault();
    const username = name.trim();
    setFound(null);
    if (!username) return setError('Enter your friend’s username.');
    if (username.toLowerCase() === self.username.toLowerCase())
      return setError('Gifts are for other racers: buy gold for yourself above.');
    setError(null);
    setChecking(true);
    try {
      const results = await paymentsApi.products(username, 'gift');
      if (results.recipient) setFound({ recipient: results.recipient, products: results.products });
    } catch (failure) {
      setError(failureMessage(failure));
    } finally {
      setChecking(false);
    }
  };

  const shown = found?.recipient.displayName || found?.recipient.username;
  return (
    <Panel labelledBy="gold-gift">
      <h2 id="gold-gift" className={styles.sectionTitle}>
        Gold for a friend
      </h2>
      <p className={styles.productNote}>
        You pay, your friend gets the gold and the cash. Gifts go to an existing racer only.
      </p>
      <form className={styles.gift} onSubmit={(event) => void find(event)} noValidate>
        <TextField
          label="Friend’s username"
          value={name}
          onChange={(event) => setName(event.target.value)}
          autoComplete="off"
          maxLength={40}
          error={error}
        />
        <div>
          <Button type="submit" variant="ghost" disabled={checking}>
            {checking ? 'Looking…' : 'Find racer'}
          </Button>
        </div>
      </form>
      {found && found.recipient.lifetimeGold && (
        <p className={styles.giftFor}>{shown} already has lifetime Nitro Gold.</p>
      )}
      {found && !found.recipient.lifetimeGold && (
        <>
          <p className={styles.giftFor}>Gold for {shown}</p>
          <ul className={styles.products}>
            {found.products.map((product) => (
              <ProductCard
                key={product.SKU}
                product={product}
                busy={busySku === product.SKU}
                onBuy={(p) => onBuy(p, found.recipient.username)}
              />
            ))}
          </ul>
        </>
      )}
    </Panel>
  );
}
