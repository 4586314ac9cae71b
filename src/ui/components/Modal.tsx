// A modal dialog: focus moves in on open, Tab stays inside, Escape closes, focus returns to
// whatever opened it. Rendered into document.body so page layout cannot clip it.
import { useEffect, useId, useRef } from 'react';
import type { KeyboardEvent as ReactKeyboardEvent, ReactNode } from 'react';
import { createPortal } from 'react-dom';

import { focusableIn, trapTab } from './focusTrap';
import styles from './Modal.module.css';
import { modalOpened } from './openModals';

interface ModalProps {
  title: string;
  children: ReactNode;
  /** Omit to make the dialog impossible to dismiss (the racer must pick an action). */
  onClose?: () => void;
  wide?: boolean;
  /** The element to focus first; defaults to the first focusable element. */
  initialFocusSelector?: string;
  /**
   * The overlay queue's own announcements. Every other dialog counts as open (openModals.ts),
   * and the queue waits while one is.
   */
  announcement?: boolean;
}

export function Modal({
  title,
  children,
  onClose,
  wide,
  initialFocusSelector,
  announcement,
}: ModalProps) {
  const dialogRef = useRef<HTMLDivElement>(null);
  const titleId = useId();

  useEffect(() => (announcement ? undefined : modalOpened()), [announcement]);

  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    const dialog = dialogRef.current;
    if (dialog) {
      const preferred = initialFocusSelector
        ? dialog.querySelector<HTMLElement>(initialFocusSelector)
        : null;
      (preferred ?? focusableIn(dialog)[0] ?? dialog).focus();
    }
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
      // Focus goes back to the opener, unless another dialog has taken it meanwhile (an
      // announcement closing after the player opened a dialog must not pull focus out of it).
      const active = document.activeElement;
      const focusLeft = !active || active === document.body || dialog?.contains(active);
      if (focusLeft && opener && document.contains(opener)) opener.focus();
    };
  }, [initialFocusSelector]);

  const onKeyDown = (event: ReactKeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && onClose) {
      event.stopPropagation();
      onClose();
      return;
    }
    if (dialogRef.current) trapTab(event, dialogRef.current);
  };

  return createPortal(
    <div
      className={styles.backdrop}
      onMouseDown={(event) => {
        if (event.target === event.currentTarget && onClose) onClose();
      }}
    >
      <div
        ref={dialogRef}
        className={[styles.dialog, wide ? styles.wide : ''].join(' ')}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        {children}
        {/* Last in the DOM so the first field, not Close, takes focus when the dialog opens. */}
        {onClose && (
          <button type="button" className={styles.close} onClick={onClose} aria-label="Close">
            <span aria-hidden="true">×</span>
          </button>
        )}
      </div>
    </div>,
    document.body,
  );
}
