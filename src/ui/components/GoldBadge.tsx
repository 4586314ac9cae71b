// The gold badge of SPEC §1, shown for gold members (the header, the purchase success page).
import styles from './GoldBadge.module.css';

export function GoldBadge({ label = 'Gold' }: { label?: string }) {
  return (
    <span className={styles.badge} data-testid="gold-badge">
      <span className={styles.star} aria-hidden="true">
        ★
      </span>
      {label}
      <span className="visually-hidden"> Nitro Gold member</span>
    </span>
  );
}
