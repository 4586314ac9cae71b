// One ad placement (issue 15): a labelled box of the chosen unit's size, filled by the ad provider
// and refreshed every 30 s (SPEC §9). The box is sized before any creative loads, so the page
// never shifts; a refresh never happens while the player is on the ad (focus or pointer) or the
// tab is hidden, so it cannot pull focus away or change what they are about to click.
import { useEffect, useId, useRef } from 'react';
import { useLocation } from 'wouter';

import { AD_REFRESH_MS } from '../../domain/ads/adShowRules';
import type { AdSlot as AdSlotName, AdUnit } from '../../domain/ads/adUnits';
import { useAdProvider } from './adProviderContext';
import styles from './Ads.module.css';
import { useAdSetup } from './adSetupStore';
import { useAdUnit } from './useAdUnit';

export interface AdSlotProps {
  /** The slots this placement offers, e.g. a bottom banner that gives way to the square. */
  slots: readonly AdSlotName[];
  className?: string;
}

export function AdSlot({ slots, className }: AdSlotProps) {
  const unit = useAdUnit(slots);
  if (!unit) return null;
  return <AdFrame key={unit.unit} unit={unit} className={className} />;
}

function AdFrame({ unit, className }: { unit: AdUnit; className?: string }) {
  const host = useRef<HTMLDivElement>(null);
  const provider = useAdProvider();
  const [, navigate] = useLocation();
  // Read at click time, so a new navigate function never re-creates (and rotates) the ad.
  const navigateRef = useRef(navigate);
  navigateRef.current = navigate;
  const refreshMs = useAdSetup((state) => state.setup?.refreshMs ?? AD_REFRESH_MS);
  const labelId = useId();

  useEffect(() => {
    const box = host.current;
    if (!box) return undefined;
    const handle = provider.display(box, unit, { navigate: (path) => navigateRef.current(path) });
    const timer = setInterval(() => {
      const engaged = box.contains(document.activeElement) || box.matches(':hover');
      if (document.hidden || engaged) return;
      handle.refresh();
    }, refreshMs);
    return () => {
      clearInterval(timer);
      handle.destroy();
    };
  }, [provider, unit, refreshMs]);

  return (
    <figure
      className={[styles.slot, className ?? ''].join(' ')}
      style={{ width: unit.width }}
      data-ad-slot={unit.slot}
      data-ad-unit={unit.id}
      aria-labelledby={labelId}
    >
      <figcaption id={labelId} className={styles.label}>
        Advertisement
      </figcaption>
      <div
        ref={host}
        className={styles.creative}
        style={{ width: unit.width, height: unit.height }}
      />
    </figure>
  );
}
