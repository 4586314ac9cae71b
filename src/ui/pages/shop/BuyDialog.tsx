// The "are you sure?" step of a purchase: what it is, what it costs and the cash left after. The
// confirm button sends one request however often it is clicked, and a refusal is shown here, in
// the server's words, so the racer knows why nothing happened.
import { useRef, useState } from 'react';

import type { ShopListing } from '../../../domain/contracts/garage';
import { formatMoney } from '../../../domain/shop/money';
import { ApiError } from '../../../net/apiError';
import { failureMessage } from '../../../net/apiError';
import { Button } from '../../components/Button';
import { Modal } from '../../components/Modal';
import styles from './BuyDialog.module.css';
import { ListingArt, PriceTag, priceText, RarityChip } from './ShopItemCard';

interface BuyDialogProps {
  listing: ShopListing;
  money: number;
  /** Sends the purchase; resolves once the caller has applied it, rejects with the refusal. */
  onConfirm(): Promise<void>;
  onClose(): void;
}

export function BuyDialog({ listing, money, onConfirm, onClose }: BuyDialogProps) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // State alone is not enough: two clicks in one frame both see pending === false.
  const sending = useRef(false);
  const cashAfter = money - listing.effectivePrice;
  const affordable = cashAfter >= 0;

  const confirm = async () => {
    if (sending.current) return;
    sending.current = true;
    setPending(true);
    setError(null);
    try {
      await onConfirm();
    } catch (failure) {
      // The session is already logging out; the login page will say why.
      if (failure instanceof ApiError && failure.forcedLogout) return;
      sending.current = false;
      setPending(false);
      setError(failureMessage(failure));
    }
  };

  return (
    <Modal
      title={`Buy ${listing.name}?`}
      onClose={pending ? undefined : onClose}
      initialFocusSelector="[data-confirm]"
    >
      <div className={styles.confirmItem}>
        <ListingArt listing={listing} className={styles.confirmArt} />
        <div>
          <p className={styles.confirmName}>{listing.name}</p>
          <RarityChip listing={listing} />
          <PriceTag listing={listing} />
        </div>
      </div>
      <dl className={styles.ledger}>
        <div>
          <dt>Your cash</dt>
          <dd>{formatMoney(money)}</dd>
        </div>
        <div>
          <dt>Price</dt>
          <dd>{formatMoney(-listing.effectivePrice)}</dd>
        </div>
        <div className={styles.ledgerTotal}>
          <dt>Cash after purchase</dt>
          <dd>{formatMoney(cashAfter)}</dd>
        </div>
      </dl>
      {error && (
        <p role="alert" className={styles.refusal}>
          {error}
        </p>
      )}
      {!affordable && !error && (
        <p className={styles.refusal}>You need {formatMoney(-cashAfter)} more for this one.</p>
      )}
      <div className={styles.confirmActions}>
        <Button variant="ghost" onClick={onClose} disabled={pending}>
          Cancel
        </Button>
        <Button
          variant="accent"
          data-confirm
          onClick={() => void confirm()}
          // aria-disabled while sending keeps focus on the button; the ref above drops the clicks.
          disabled={!affordable}
          aria-disabled={pending}
          aria-busy={pending}
        >
          {pending && <span className={styles.spinner} aria-hidden="true" />}
          {pending ? 'Buying…' : `Buy for ${priceText(listing.effectivePrice)}`}
        </Button>
      </div>
    </Modal>
  );
}
