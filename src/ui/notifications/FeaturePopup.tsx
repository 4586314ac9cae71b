// The overlay queue's announcement of one thing (a feature unlocked, a season level reached): the
// medal, its name and a line of text in the dialog look, then the way to it and/or Close. One
// component so every such popup reads, focuses and closes the same.
import type { ReactNode } from 'react';

import { Button, ButtonLink } from '../components/Button';
import { Modal } from '../components/Modal';
import styles from './Overlays.module.css';

export interface FeaturePopupProps {
  title: string;
  icon: ReactNode;
  name: string;
  text: string;
  /** The page the announcement leads to; without one, Close is the popup's one button. */
  link?: { href: string; label: string };
  /** A Close button under the link (the popup's X and Escape close it anyway). */
  closeButton?: boolean;
  testId?: string;
  onClose(): void;
}

export function FeaturePopup({
  title,
  icon,
  name,
  text,
  link,
  closeButton = !link,
  testId,
  onClose,
}: FeaturePopupProps) {
  return (
    <Modal
      title={title}
      onClose={onClose}
      // Focus starts on Close where there is one, so Enter dismisses rather than navigates.
      initialFocusSelector={closeButton ? '[data-close]' : undefined}
      announcement
    >
      <div className={styles.feature} data-testid={testId}>
        <span className={styles.featureIcon} aria-hidden="true">
          {icon}
        </span>
        <h3 className={styles.featureName}>{name}</h3>
        <p className={styles.featureText}>{text}</p>
      </div>
      {link && (
        <ButtonLink href={link.href} block size="lg" onClick={onClose}>
          {link.label}
        </ButtonLink>
      )}
      {closeButton &&
        (link ? (
          <Button block variant="ghost" onClick={onClose} data-close="">
            Close
          </Button>
        ) : (
          <Button block size="lg" onClick={onClose} data-close="">
            Close
          </Button>
        ))}
    </Modal>
  );
}
