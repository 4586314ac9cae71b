// One listing as a card: art, name, rarity, price and what the racer can do about it (buy, or why
// not). Also the price line and rarity chip the confirmation dialog reuses.
import { useId } from 'react';
import { Link } from 'wouter';

import type { ShopListing } from '../../../domain/contracts/garage';
import { PATHS } from '../../../domain/nav/routes';
import { formatMoney } from '../../../domain/shop/money';
import { showroomPaint } from '../../../domain/shop/showroomPaint';
import { Button } from '../../components/Button';
import styles from './ShopCard.module.css';
import { buyState, rarityOf, type Buyer } from './shopDisplay';

export function priceText(amount: number): string {
  return amount === 0 ? 'Free' : formatMoney(amount);
}

/** The list price struck through beside the sale price while a sale runs (SPEC §4). */
export function PriceTag({ listing }: { listing: ShopListing }) {
  if (!listing.onSale) {
    return (
      <p className={styles.price}>
        <strong className={styles.amount}>{priceText(listing.effectivePrice)}</strong>
      </p>
    );
  }
  return (
    <p className={styles.price}>
      <del className={styles.was}>
        <span className="visually-hidden">Was </span>
        {formatMoney(listing.price)}
      </del>{' '}
      <strong className={[styles.amount, styles.saleAmount].join(' ')}>
        <span className="visually-hidden">now </span>
        {priceText(listing.effectivePrice)}
      </strong>{' '}
      <span className={styles.saleTag}>Sale</span>
    </p>
  );
}

export function RarityChip({ listing }: { listing: ShopListing }) {
  return (
    <span className={[styles.rarityChip, styles.rarity].join(' ')} data-rarity={rarityOf(listing)}>
      {listing.rarity || 'Common'}
    </span>
  );
}

/** The art box: a car's side view fills it, a loot icon sits smaller in the middle. */
export function ListingArt({ listing, className }: { listing: ShopListing; className?: string }) {
  const kind = listing.type === 'car' ? styles.carArt : styles.lootArt;
  return (
    <div
      className={[styles.art, styles.rarity, kind, className ?? ''].join(' ')}
      data-rarity={rarityOf(listing)}
    >
      {/* Fetched with the page, not when scrolled to: a shop of blank boxes while scrolling
          reads as broken (the art is small SVG). A car shows in its own showroom paint. */}
      <img
        src={listing.src}
        alt=""
        decoding="async"
        style={
          listing.type === 'car'
            ? { filter: `hue-rotate(${showroomPaint(listing.id)}deg)` }
            : undefined
        }
      />
    </div>
  );
}

function LockIcon() {
  return (
    <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M4 7V5a4 4 0 1 1 8 0v2h.5A1.5 1.5 0 0 1 14 8.5v5a1.5 1.5 0 0 1-1.5 1.5h-9A1.5 1.5 0 0 1 2 13.5v-5A1.5 1.5 0 0 1 3.5 7H4Zm2 0h4V5a2 2 0 1 0-4 0v2Z"
      />
    </svg>
  );
}

interface CardProps {
  listing: ShopListing;
  buyer: Buyer;
  onBuy(listing: ShopListing): void;
}

function CardAction({ listing, buyer, onBuy }: CardProps) {
  const noteId = useId();
  const state = buyState(listing, buyer);
  switch (state.kind) {
    case 'owned':
      return (
        <div className={styles.badges}>
          <span className={styles.ownedBadge}>Owned</span>
          {listing.equipped && <span className={styles.equippedBadge}>Equipped</span>}
        </div>
      );
    case 'not-for-sale':
      return <p className={styles.note}>Not for sale</p>;
    case 'gold-only':
      return (
        <p className={styles.note}>
          Gold members only.{' '}
          <Link href={PATHS.storeGold} className={styles.goldLink}>
            Get Gold
          </Link>
        </p>
      );
    case 'level-locked':
      return (
        <p className={[styles.note, styles.locked].join(' ')}>
          <LockIcon /> Unlocks at level {state.unlockLevel}
        </p>
      );
    case 'short':
      return (
        <div className={styles.action}>
          <Button size="sm" block disabled aria-describedby={noteId}>
            Buy
          </Button>
          <p id={noteId} className={styles.need}>
            Need {formatMoney(state.shortBy)} more
          </p>
        </div>
      );
    case 'buy':
      return (
        <div className={styles.action}>
          <Button
            size="sm"
            variant="accent"
            block
            onClick={() => onBuy(listing)}
            aria-label={`Buy ${listing.name} for ${priceText(listing.effectivePrice)}`}
          >
            Buy
          </Button>
        </div>
      );
  }
}

export function ShopItemCard(props: CardProps) {
  const { listing } = props;
  const nameId = useId();
  return (
    <li className={[styles.card, styles.rarity].join(' ')} data-rarity={rarityOf(listing)}>
      <article aria-labelledby={nameId} className={styles.cardInner}>
        <div className={styles.artWrap}>
          <ListingArt listing={listing} />
          {listing.goldOnly && <span className={styles.goldTag}>Gold</span>}
        </div>
        <div className={styles.body}>
          <h3 id={nameId} className={styles.name}>
            {listing.name}
          </h3>
          <RarityChip listing={listing} />
          <PriceTag listing={listing} />
          <CardAction {...props} />
        </div>
      </article>
    </li>
  );
}

export function ListingGrid({
  listings,
  buyer,
  onBuy,
  label,
}: Omit<CardProps, 'listing'> & { listings: ShopListing[]; label: string }) {
  return (
    <ul className={styles.grid} aria-label={label}>
      {listings.map((listing) => (
        <ShopItemCard key={listing.srlID} listing={listing} buyer={buyer} onBuy={onBuy} />
      ))}
    </ul>
  );
}
