// The dealerships as the site's tab strip (components/TabStrip) over the open dealership's lot;
// Tab goes on from the strip into the open panel.
import { useEffect, useId, useRef, useState } from 'react';

import type { CashHubOffers, DealershipView, ShopListing } from '../../../domain/contracts/garage';
import { DEALERSHIP_IDS } from '../../../domain/shop/shopTypes';
import { Empty } from '../../components/Status';
import { tabIds, TabStrip } from '../../components/TabStrip';
import { CashHub, MerchPanel } from './CashHub';
import styles from './Shop.module.css';
import type { Buyer } from './shopDisplay';
import { ListingGrid } from './ShopItemCard';

interface DealershipTabsProps {
  dealerships: DealershipView[];
  buyer: Buyer;
  onBuy(listing: ShopListing): void;
  /** The dealership open first, scrolled to (e.g. the Event Showroom from the event-car modal). */
  initialID?: number;
  /** The cash hub's offers (tab -1) and the merch store's address (tab -2). */
  cashHub: CashHubOffers | null;
  merchUrl: string | null;
  username: string;
}

export function DealershipTabs({
  dealerships,
  buyer,
  onBuy,
  initialID,
  cashHub,
  merchUrl,
  username,
}: DealershipTabsProps) {
  const baseId = useId();
  const [chosenID, setChosenID] = useState<number | null>(initialID ?? null);
  const rootRef = useRef<HTMLDivElement>(null);
  const asked = initialID !== undefined && dealerships.some((d) => d.dealershipID === initialID);

  useEffect(() => {
    if (asked) rootRef.current?.scrollIntoView?.({ block: 'start' });
  }, [asked]);

  // A reload may drop the chosen dealership; the first one is shown then.
  const selected =
    dealerships.find((dealership) => dealership.dealershipID === chosenID) ?? dealerships[0];
  if (!selected) return null;

  const ids = tabIds(baseId, selected.dealershipID);

  return (
    <div ref={rootRef} className={styles.dealerships}>
      <TabStrip
        tabs={dealerships.map((d) => ({ key: d.dealershipID, label: d.name }))}
        selected={selected.dealershipID}
        onSelect={setChosenID}
        idPrefix={baseId}
        label="Dealerships"
        orientation="horizontal"
        className={styles.tablist}
        tabClassName={styles.tab}
      />
      <div
        role="tabpanel"
        id={ids.panel}
        aria-labelledby={ids.tab}
        tabIndex={0}
        className={styles.tabpanel}
      >
        {selected.dealershipID === DEALERSHIP_IDS.cash_hub && cashHub ? (
          <CashHub offers={cashHub} username={username} />
        ) : selected.dealershipID === DEALERSHIP_IDS.merch_shop && merchUrl ? (
          <MerchPanel url={merchUrl} />
        ) : selected.items.length === 0 ? (
          <Empty title="The lot is empty">
            Nothing is for sale at {selected.name} right now. New stock rolls in soon!
          </Empty>
        ) : (
          <ListingGrid
            listings={selected.items}
            buyer={buyer}
            onBuy={onBuy}
            label={`${selected.name} listings`}
          />
        )}
      </div>
    </div>
  );
}
