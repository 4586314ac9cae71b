// Loading, failure and empty states for anything that fetches, so no screen is ever blank.
import type { ReactNode } from 'react';

import { Button } from './Button';
import styles from './Status.module.css';

export function Loading({ label = 'Loading…' }: { label?: string }) {
  return (
    <div className={styles.status} role="status">
      <div className={styles.loader} aria-hidden="true">
        <span />
        <span />
        <span />
      </div>
      <p>{label}</p>
    </div>
  );
}

export function LoadError({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <div className={styles.status} role="alert">
      <h2 className={styles.title}>We hit a pothole</h2>
      <p>{message}</p>
      {onRetry && (
        <Button variant="ghost" onClick={onRetry}>
          Try Again
        </Button>
      )}
    </div>
  );
}

export function Empty({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className={styles.status}>
      <h2 className={styles.title}>{title}</h2>
      {children && <p>{children}</p>}
    </div>
  );
}
