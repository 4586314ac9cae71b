// The growl stack (top right, at most 3, each with a close button, leaving by itself after 10 s)
// and the one-at-a-time toast. Both sit in a polite live region, so a screen reader reads a new
// one without moving focus; Escape on a focused growl closes it.
import type { KeyboardEvent } from 'react';
import { Link } from 'wouter';

import type { ShownGrowl, ShownToast } from '../../domain/notifications/overlayQueue';
import { noticeText } from './noticeText';
import styles from './Overlays.module.css';

interface GrowlStackProps {
  growls: ShownGrowl[];
  onDismiss(id: string): void;
  /** Pointer or focus on the growls: they stay until left (then 10 s afresh). */
  onHold(held: boolean): void;
}

const GROWL_ICONS: Record<string, string> = {
  'level-up': '▲',
  'challenge-complete': '✓',
  'sent-cash': '$',
  'gold-gift': '★',
};

export function GrowlStack({ growls, onDismiss, onHold }: GrowlStackProps) {
  return (
    <section
      className={styles.growls}
      aria-label="Notifications"
      aria-live="polite"
      onMouseEnter={() => onHold(true)}
      onMouseLeave={() => onHold(false)}
      onFocus={() => onHold(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onHold(false);
      }}
    >
      {growls.map(({ notice, closingAt }) => {
        const text = noticeText(notice);
        // A closed growl leaves the DOM without a blur: release the hold with it.
        const close = () => {
          onDismiss(notice.id);
          onHold(false);
        };
        const onKeyDown = (event: KeyboardEvent) => {
          if (event.key === 'Escape') {
            event.stopPropagation();
            close();
          }
        };
        return (
          <div
            key={notice.id}
            className={styles.growl}
            data-closing={closingAt !== null || undefined}
            data-type={notice.type}
            data-testid="growl"
            onKeyDown={onKeyDown}
          >
            <span className={styles.growlIcon} aria-hidden="true">
              {GROWL_ICONS[notice.type] ?? '!'}
            </span>
            <div className={styles.growlText}>
              <p className={styles.growlTitle}>{text.title}</p>
              {text.body && <p className={styles.growlBody}>{text.body}</p>}
              {text.href && (
                <Link href={text.href} className={styles.growlLink} onClick={close}>
                  {text.linkLabel}
                </Link>
              )}
            </div>
            <button
              type="button"
              className={styles.growlClose}
              onClick={close}
              aria-label={`Dismiss: ${text.title}`}
            >
              <span aria-hidden="true">×</span>
            </button>
          </div>
        );
      })}
    </section>
  );
}

export function NoticeToast({
  toast,
  onDismiss,
}: {
  toast: ShownToast | null;
  onDismiss(id: string): void;
}) {
  const text = toast ? noticeText(toast.notice) : null;
  return (
    <div className={styles.toastRegion} aria-live="polite">
      {toast && text && (
        <button
          type="button"
          className={styles.toast}
          onClick={() => onDismiss(toast.notice.id)}
          data-testid="toast"
        >
          {text.title}
          <span className="visually-hidden"> (dismiss)</span>
        </button>
      )}
    </div>
  );
}
