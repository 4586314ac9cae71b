// The dealerships as a WAI-ARIA tab widget: one tab stop for the whole strip, arrow keys (and Home,
// End) move between tabs and show the tab they land on, Tab goes on into the open panel.
import { useEffect, useId, useRef, useState } from 'react';
import type { KeyboardEvent as ReactKeyboardEvent } from 'react';

import type { DealershipView, ShopListing } from '../../../domain/contracts/garage';
import { Empty } from '../../components/Status';
import { nextTabIndex } from '../../components/tabKeys';
import styles from './Shop.module.css';
import type { Buyer } from './shopDisplay';
import { ListingGrid } from './ShopItemCard';

interface DealershipTabsProps {
  dealerships: DealershipView[];
  buyer: Buyer;
  onBuy(listing: ShopListing): void;
  /** The dealership open first, scrolled to (e.g. the Event Showroom from the event-car modal). */
  initialID?: number;
}

export function DealershipTabs({ dealerships, buyer, onBuy, initialID }: DealershipTabsProps) {
  const baseId = useId();
  const [chosenID, setChosenID] = useState<number | null>(initialID ?? null);
  const tabRefs = useRef(new Map<number, HTMLButtonElement>());
  const rootRef = useRef<HTMLDivElement>(null);
  const asked = initialID !== undefined && dealerships.some((d) => d.dealershipID === initialID);

  useEffect(() => {
    if (asked) rootRef.current?.scrollIntoView?.({ block: 'start' });
  }, [asked]);

  // A reload may drop the chosen dealership; the first one is shown then.
  const selectedIndex = Math.max(
    0,
    dealerships.findIndex((dealership) => dealership.dealershipID === chosenID),
  );
  const selected = dealerships[selectedIndex];
  if (!selected) return null;

  const tabId = (id: number) => `${baseId}-tab-${id}`;
  const panelId = (id: number) => `${baseId}-panel-${id}`;

  const onKeyDown = (event: ReactKeyboardEvent<HTMLDivElement>) => {
    const next = nextTabIndex(event.key, selectedIndex, dealerships.length);
    const target = next === null ? undefined : dealerships[next];
    if (!target) return;
    event.preventDefault();
    setChosenID(target.dealershipID);
    tabRefs.current.get(target.dealershipID)?.focus();
  };

  return (
    <div ref={rootRef} className={styles.dealerships}>
      <div
        role="tablist"
        aria-label="Dealerships"
        aria-orientation="horizontal"
        className={styles.tablist}
        onKeyDown={onKeyDown}
      >
        {dealerships.map((dealership) => {
          const active = dealership.dealershipID === selected.dealershipID;
          return (
            <button
              key={dealership.dealershipID}
              ref={(node) => {
                if (node) tabRefs.current.set(dealership.dealershipID, node);
                else tabRefs.current.delete(dealership.dealershipID);
              }}
              type="button"
              role="tab"
              id={tabId(dealership.dealershipID)}
              aria-selected={active}
              aria-controls={panelId(dealership.dealershipID)}
              tabIndex={active ? 0 : -1}
              className={styles.tab}
              onClick={() => setChosenID(dealership.dealershipID)}
            >
              {dealership.name}
            </button>
          );
        })}
      </div>
      <div
        role="tabpanel"
        id={panelId(selected.dealershipID)}
        aria-labelledby={tabId(selected.dealershipID)}
        tabIndex={0}
        className={styles.tabpanel}
      >
        {selected.items.length === 0 ? (
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
