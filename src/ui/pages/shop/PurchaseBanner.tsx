// The "it's yours!" banner after a purchase. It takes focus when it appears, because the Buy
// button that opened the dialog has just turned into an Owned badge and cannot hold it.
import { useEffect, useRef } from 'react';
import { Link } from 'wouter';

import type { ShopListing } from '../../../domain/contracts/garage';
import { PATHS } from '../../../domain/nav/routes';
import styles from './Shop.module.css';
import { purchaseMessage } from './shopDisplay';

export function PurchaseBanner({
  listing,
  onDismiss,
}: {
  listing: ShopListing;
  onDismiss(): void;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, [listing]);

  return (
    <div ref={ref} role="status" tabIndex={-1} className={styles.banner}>
      <img src={listing.src} alt="" className={styles.bannerArt} />
      <p className={styles.bannerText}>
        {purchaseMessage(listing)}{' '}
        {listing.type !== 'nitros' && (
          <Link href={PATHS.garage} className={styles.bannerLink}>
            Go to your garage
          </Link>
        )}
      </p>
      <button
        type="button"
        className={styles.bannerClose}
        onClick={onDismiss}
        aria-label="Dismiss message"
      >
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
