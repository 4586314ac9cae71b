// A short message at the foot of the garage: what just happened, or a warning that something did
// not save (SPEC §8: a failed arrange-cars is a warning only). It leaves by itself.
import { useCallback, useEffect, useState } from 'react';

import type { Clock } from '../../../domain/clock';
import styles from './GarageToast.module.css';

export type ToastTone = 'info' | 'warning';

export interface Toast {
  id: number;
  message: string;
  tone: ToastTone;
}

export type Notify = (message: string, tone?: ToastTone) => void;

const TOAST_MS = 5000;

/** The toast shown now and the function that shows the next (replacing the current one). */
export function useGarageToast(clock: Clock): [Toast | null, Notify, () => void] {
  const [toast, setToast] = useState<Toast | null>(null);
  const notify = useCallback<Notify>((message, tone = 'info') => {
    setToast((previous) => ({ id: (previous?.id ?? 0) + 1, message, tone }));
  }, []);
  const dismiss = useCallback(() => setToast(null), []);

  useEffect(() => {
    if (!toast) return;
    return clock.setTimeout(() => setToast((now) => (now?.id === toast.id ? null : now)), TOAST_MS);
  }, [clock, toast]);

  return [toast, notify, dismiss];
}

export function GarageToast({ toast, onDismiss }: { toast: Toast | null; onDismiss: () => void }) {
  // The live region stays mounted so screen readers hear each new message.
  return (
    <div className={styles.region} role="status" aria-live="polite">
      {toast && (
        <div
          key={toast.id}
          className={[styles.toast, toast.tone === 'warning' ? styles.warning : ''].join(' ')}
          data-testid="garage-toast"
          data-tone={toast.tone}
        >
          <span>{toast.message}</span>
          <button type="button" className={styles.close} onClick={onDismiss} aria-label="Dismiss">
            <span aria-hidden="true">×</span>
          </button>
        </div>
      )}
    </div>
  );
}
