// The site footer (SPEC §2): three link columns (reduced without full access) and the legal line.
import type { ReactNode } from 'react';
import { Link } from 'wouter';

import type { FooterColumn } from '../../domain/nav/footerLinks';
import { PATHS } from '../../domain/nav/routes';
import { COMPANY, POSTAL_ADDRESS } from '../company';
import { LogoMark } from '../components/Logo';
import { useSite } from '../site';
import styles from './Footer.module.css';

export interface FooterProps {
  columns: FooterColumn[];
  year: number;
  /** The sibling site's card (logged-in players keep their session across). */
  crossSite?: ReactNode;
}

export function Footer({ columns, year, crossSite }: FooterProps) {
  const site = useSite();
  return (
    <footer className={styles.footer}>
      <div className={styles.checker} aria-hidden="true" />
      <div className={styles.inner}>
        <div className={styles.brand}>
          <LogoMark className={styles.mark} />
          <p className={styles.product}>{site.productName}</p>
          <p className={styles.tagline}>{site.tagline}</p>
          {crossSite}
        </div>
        <nav className={styles.columns} aria-label="Footer">
          {columns.map((column) => (
            <div key={column.heading} className={styles.column}>
              <h2 className={styles.heading}>{column.heading}</h2>
              <ul className={styles.links}>
                {column.links.map((link) => (
                  <li key={link.path}>
                    <Link href={link.path} className={styles.link}>
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
      </div>
      <div className={styles.legal}>
        <ul className={styles.legalLinks}>
          <li>
            <Link href={PATHS.tos}>Terms of Service</Link>
          </li>
          <li>
            <Link href={PATHS.privacy}>Privacy Policy</Link>
          </li>
        </ul>
        <p>
          © {year} {COMPANY.name}
        </p>
        <address className={styles.address}>{POSTAL_ADDRESS}</address>
      </div>
    </footer>
  );
}
