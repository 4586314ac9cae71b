// SPEC §2: on the math site from April 25th 2025 (mathBetaFarewell in
// src/domain/math/announcement.ts) a banner says the beta is over; races keep running. The racer
// may put it away; onDismiss lets the caller remember that.
import { useState } from 'react';

import { SITES } from '../../domain/site';
import styles from './MathAnnouncements.module.css';

const PRODUCT = SITES.math.productName;

export interface MathFarewellNoticeProps {
  onDismiss?(): void;
}

export function MathFarewellNotice({ onDismiss }: MathFarewellNoticeProps) {
  const [dismissed, setDismissed] = useState(false);
  if (dismissed) return null;
  return (
    <aside className={styles.farewell} aria-label="Math beta notice" data-testid="math-farewell">
      <span className={styles.farewellIcon} aria-hidden="true">
        !
      </span>
      <p className={styles.farewellText}>
        <strong>{`${PRODUCT} Beta is no longer supported.`}</strong> From April 25th 2025 the math
        beta is unavailable and unsupported; races still run, but without new features or support.
      </p>
      <button
        type="button"
        className={styles.dismiss}
        aria-label="Dismiss notice"
        onClick={() => {
          setDismissed(true);
          onDismiss?.();
        }}
      >
        <span aria-hidden="true">×</span>
      </button>
    </aside>
  );
}
