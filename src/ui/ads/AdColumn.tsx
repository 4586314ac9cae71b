// A page with an ad column beside it: the side rail (300x600 or 160x600) or the news column. The
// column takes the unit's width out of the page's, so the page narrows instead of sliding under
// it; with no unit (narrow screens, gold, locked) the page has the whole width.
import type { ReactNode } from 'react';

import type { AdSlot as AdSlotName } from '../../domain/ads/adUnits';
import styles from './Ads.module.css';
import { AdSlot } from './AdSlot';

export function AdColumn({
  slots = ['side'],
  children,
}: {
  slots?: readonly AdSlotName[];
  children: ReactNode;
}) {
  return (
    <div className={styles.withColumn}>
      <div className={styles.page}>{children}</div>
      <AdSlot slots={slots} className={styles.column} />
    </div>
  );
}
