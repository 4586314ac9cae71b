// The garage collects cash other players sent (SPEC §3 garage state pendingCashGifts, §7
// receive-cash): once when it opens, and again whenever a `sent-cash` notice arrives while it is
// open. `onGifts` hears what was collected (the growl itself comes from the overlay queue).
import { useEffect, useRef } from 'react';

import type { PendingCashGift } from '../../domain/cash/sendCash';
import { overlayBus, type OverlayEvents } from '../notifications/bus';
import { receiveCash } from './playerActions';

export function usePendingCash(onGifts: (gifts: PendingCashGift[]) => void): void {
  const latest = useRef(onGifts);
  latest.current = onGifts;
  useEffect(() => {
    let alive = true;
    const collect = () =>
      void receiveCash().then((gifts) => {
        if (alive && gifts.length > 0) latest.current(gifts);
      });
    collect();
    const onNotices = (notices: OverlayEvents['notices']) => {
      if (notices.some((n) => n.type === 'sent-cash')) collect();
    };
    overlayBus.on('notices', onNotices);
    return () => {
      alive = false;
      overlayBus.off('notices', onNotices);
    };
  }, []);
}
