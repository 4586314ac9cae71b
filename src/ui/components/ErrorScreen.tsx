// The layout every error page shares: a road-side illustration, a headline, text and actions.
import type { ReactNode } from 'react';

import styles from './ErrorScreen.module.css';
import { usePageTitle } from './Page';

function Cones() {
  return (
    <svg className={styles.art} viewBox="0 0 220 120" aria-hidden="true" focusable="false">
      <rect className={styles.road} x="0" y="92" width="220" height="28" rx="6" />
      <rect className={styles.lane} x="14" y="104" width="34" height="5" rx="2" />
      <rect className={styles.lane} x="94" y="104" width="34" height="5" rx="2" />
      <rect className={styles.lane} x="174" y="104" width="34" height="5" rx="2" />
      {[40, 110, 180].map((x, index) => (
        <g key={x} transform={`translate(${x} ${index === 1 ? 14 : 30})`}>
          <path
            className={styles.cone}
            d={index === 1 ? 'M-9 0h18l16 78h-50z' : 'M-7 0h14l12 62h-38z'}
          />
          <path
            className={styles.coneStripe}
            d={index === 1 ? 'M-13 22h26l4 16h-34z' : 'M-10 18h20l3 12h-26z'}
          />
          <rect
            className={styles.coneBase}
            x={index === 1 ? -30 : -24}
            y={index === 1 ? 76 : 60}
            width={index === 1 ? 60 : 48}
            height="8"
            rx="3"
          />
        </g>
      ))}
    </svg>
  );
}

interface ErrorScreenProps {
  title: string;
  children: ReactNode;
  actions: ReactNode;
  /** Error pages outside the app shell (boot failure) fill the viewport. */
  fullScreen?: boolean;
}

export function ErrorScreen({ title, children, actions, fullScreen }: ErrorScreenProps) {
  usePageTitle(title);
  return (
    <div className={[styles.screen, fullScreen ? styles.full : ''].join(' ')}>
      <div className={styles.card} role="alert">
        <Cones />
        <h1 className={styles.title}>{title}</h1>
        <div className={styles.text}>{children}</div>
        <div className={styles.actions}>{actions}</div>
      </div>
    </div>
  );
}
