// /shop (SPEC §2): the racer's cash and level, today's picks with their rotation countdown, and the
// dealerships as tabs of item cards. ?date=YYYY-MM-DD shows the shop as it is on that day.
import { useState } from 'react';
import { useSearch } from 'wouter';

import { type Clock } from '../../../domain/clock';
import type { ShopListing } from '../../../domain/contracts/garage';
import { EVENT_DEALERSHIP_ID } from '../../../domain/shop/eventListings';
import { formatMoney } from '../../../domain/shop/money';
import { DEALERSHIP_IDS } from '../../../domain/shop/shopTypes';
import { systemClock } from '../../../domain/systemClock';
import type { User } from '../../../domain/user';
import { LoginPrompt } from '../../components/LoginPrompt';
import { Page, Panel } from '../../components/Page';
import { Empty, LoadError, Loading } from '../../components/Status';
import { formatCount } from '../../content/format';
import { useHash } from '../../hooks/useHash';
import { getSession, useSession } from '../../stores/sessionStore';
import { BuyDialog } from './BuyDialog';
import { DailyPicks } from './DailyPicks';
import { DealershipTabs } from './DealershipTabs';
import { PurchaseBanner } from './PurchaseBanner';
import styles from './Shop.module.css';
import {
  longShopDate,
  shopDateFromSearch,
  visibleDealerships,
  type ListingSource,
} from './shopDisplay';
import { buyListing, useShop } from './useShop';

const TITLE = 'Shop';
const SUBTITLE = 'Spend your race winnings on new rides and loot.';

export interface ShopPageProps {
  /** Tests drive the rotation countdown with a manual clock. */
  clock?: Clock;
}

export function ShopPage({ clock = systemClock }: ShopPageProps) {
  const loggedIn = useSession((state) => state.user.loggedIn);
  const date = shopDateFromSearch(useSearch());
  if (!loggedIn)
    return (
      <LoginPrompt title={TITLE} subtitle={SUBTITLE} heading="Log in to go shopping">
        Cars, stickers, trails and more are waiting. Log in or create a free account to buy.
      </LoginPrompt>
    );
  return <ShopScreen date={date} clock={clock} />;
}

function Wallet({ user }: { user: Pick<User, 'money' | 'level'> }) {
  return (
    <dl className={styles.wallet} aria-label="Your wallet">
      <div className={styles.walletItem}>
        <dt>Cash</dt>
        <dd>{formatMoney(user.money)}</dd>
      </div>
      <div className={styles.walletItem}>
        <dt>Level</dt>
        <dd>{formatCount(user.level)}</dd>
      </div>
    </dl>
  );
}

interface Purchase {
  listing: ShopListing;
  source: ListingSource;
}

function ShopScreen({ date, clock }: { date: string | undefined; clock: Clock }) {
  const user = useSession((state) => state.user);
  const { load, retry, refresh, markOwned } = useShop(date, clock);
  const [buying, setBuying] = useState<Purchase | null>(null);
  const [bought, setBought] = useState<ShopListing | null>(null);
  // The event-car modal's Go to the Shop opens the Event Showroom (/shop#event-showroom); a
  // cash-hub checkout declined or cancelled comes back to /shop#cash-hub.
  const hash = useHash();
  const openFirst =
    hash === '#event-showroom'
      ? EVENT_DEALERSHIP_ID
      : hash === '#cash-hub'
        ? DEALERSHIP_IDS.cash_hub
        : undefined;

  const openBuy = (source: ListingSource) => (listing: ShopListing) => {
    setBought(null);
    setBuying({ listing, source });
  };

  const confirmBuy = async ({ listing, source }: Purchase) => {
    const results = await buyListing(listing, source);
    getSession().refreshUser(results.user);
    markOwned(listing);
    setBuying(null);
    setBought(listing);
  };

  const dealerships =
    load.status === 'ready' ? visibleDealerships(load.data.dealerships, user) : [];
  const hubOffers = load.status === 'ready' ? load.data.cashHub : null;
  const nothingForSale =
    load.status === 'ready' &&
    load.data.daily.length === 0 &&
    dealerships.every((dealership) => dealership.items.length === 0) &&
    (hubOffers === null || hubOffers.packages.length + hubOffers.bundles.length === 0) &&
    load.data.merchUrl === null;

  return (
    <Page title={TITLE} subtitle={SUBTITLE}>
      {date && (
        <p className={styles.dateNote}>
          Showing the shop for <time dateTime={date}>{longShopDate(date)}</time>
        </p>
      )}
      <Wallet user={user} />
      {bought && <PurchaseBanner listing={bought} onDismiss={() => setBought(null)} />}
      {load.status === 'loading' && <Loading label="Opening the showroom…" />}
      {load.status === 'failed' && <LoadError message={load.message} onRetry={retry} />}
      {load.status === 'ready' && nothingForSale && (
        <Empty title="The shop is restocking">
          There’s nothing on the shelves right now. Come back soon for fresh cars and loot!
        </Empty>
      )}
      {load.status === 'ready' && !nothingForSale && (
        <div className={styles.sections}>
          <DailyPicks
            shop={load.data}
            loadedAt={load.loadedAt}
            racesPlayed={user.racesPlayed}
            clock={clock}
            buyer={user}
            onBuy={openBuy('daily')}
            onRotate={refresh}
          />
          {dealerships.length > 0 && (
            <Panel className={styles.dealershipPanel} labelledBy="shop-dealerships-title">
              <h2 id="shop-dealerships-title" className={styles.sectionTitle}>
                Dealerships
              </h2>
              <DealershipTabs
                dealerships={dealerships}
                buyer={user}
                onBuy={openBuy('dealership')}
                initialID={openFirst}
                cashHub={hubOffers}
                merchUrl={load.data.merchUrl}
                username={user.username}
              />
            </Panel>
          )}
        </div>
      )}
      {buying && (
        <BuyDialog
          listing={buying.listing}
          money={user.money}
          onConfirm={() => confirmBuy(buying)}
          onClose={() => setBuying(null)}
        />
      )}
    </Page>
  );
}
