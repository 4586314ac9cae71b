// One card in the locker: art, name, rarity, a NEW badge and whether it is equipped. Cards that
// equip are toggle buttons (aria-pressed); while a save is on its way they stay focusable but
// inert (aria-disabled), so keyboard focus is not thrown back to the page.
import type { ReactNode } from 'react';

import styles from './LootLocker.module.css';

interface LootCardProps {
  name: string;
  rarity?: string;
  art: ReactNode;
  isNew?: boolean;
  equipped: boolean;
  /** Replaces the plain "Equipped" label (e.g. a sticker's slot, a gold-only look). */
  equippedLabel?: string;
  onChoose?: () => void;
  busy?: boolean;
}

export function LootCard({
  name,
  rarity,
  art,
  isNew = false,
  equipped,
  equippedLabel = 'Equipped',
  onChoose,
  busy = false,
}: LootCardProps) {
  const body = (
    <>
      {art}
      <span className={styles.cardName}>{name}</span>
      {rarity && (
        <span className={styles.rarity} data-rarity={rarity}>
          {rarity}
        </span>
      )}
      {isNew && <span className={styles.newBadge}>NEW</span>}
      {equipped && <span className={styles.equippedLabel}>{equippedLabel}</span>}
    </>
  );
  const className = [styles.card, equipped ? styles.equipped : ''].join(' ');
  if (!onChoose) return <div className={className}>{body}</div>;
  return (
    <button
      type="button"
      className={className}
      aria-pressed={equipped}
      aria-disabled={busy || undefined}
      onClick={() => {
        if (!busy) onChoose();
      }}
    >
      {body}
    </button>
  );
}
