// Page scaffolding: a centred column, a striped title banner and raised panels.
import { useEffect } from 'react';
import type { ReactNode } from 'react';

import { useSite } from '../site';
import styles from './Page.module.css';

/** Sets the tab title to "<page> | <product>" while the page is shown. */
export function usePageTitle(title: string | null) {
  const site = useSite();
  useEffect(() => {
    document.title = title ? `${title} | ${site.productName}` : site.productName;
  }, [title, site.productName]);
}

interface PageProps {
  title: string;
  subtitle?: ReactNode;
  /** Narrow column for long text. */
  reading?: boolean;
  children: ReactNode;
  /** Tab title when it should differ from the visible heading. */
  documentTitle?: string;
}

export function Page({ title, subtitle, reading, children, documentTitle }: PageProps) {
  usePageTitle(documentTitle ?? title);
  return (
    <div className={[styles.page, reading ? styles.reading : ''].join(' ')}>
      <header className={styles.hero}>
        <h1 className={styles.title}>{title}</h1>
        {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
      </header>
      {children}
    </div>
  );
}

export function Panel({
  children,
  prose,
  className,
  id,
  labelledBy,
}: {
  children: ReactNode;
  prose?: boolean;
  className?: string;
  id?: string;
  labelledBy?: string;
}) {
  return (
    <section
      id={id}
      aria-labelledby={labelledBy}
      className={[styles.panel, prose ? styles.prose : '', className ?? ''].join(' ')}
    >
      {children}
    </section>
  );
}
