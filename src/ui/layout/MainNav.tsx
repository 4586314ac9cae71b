// The main nav strip for racers with full access. On narrow screens it folds into a panel that
// the header's Menu button opens.
import { Link } from 'wouter';

import { badgeLabel } from '../../domain/nav/badges';
import type { NavItem } from '../../domain/nav/mainNav';
import styles from './MainNav.module.css';
import { NavIcon } from './NavIcon';

interface MainNavProps {
  id: string;
  items: NavItem[];
  pathname: string;
  /** Narrow screens: whether the folded panel is open. */
  open: boolean;
  onNavigate: () => void;
}

function isCurrent(item: NavItem, pathname: string): boolean {
  return pathname === item.path || pathname.startsWith(`${item.path}/`);
}

export function MainNav({ id, items, pathname, open, onNavigate }: MainNavProps) {
  return (
    <nav id={id} aria-label="Main" className={[styles.nav, open ? styles.open : ''].join(' ')}>
      <ul className={styles.list}>
        {items.map((item) => {
          const current = isCurrent(item, pathname);
          return (
            <li key={item.id}>
              <Link
                href={item.path}
                className={styles.link}
                aria-current={current ? 'page' : undefined}
                onClick={onNavigate}
              >
                <NavIcon id={item.id} />
                <span>{item.label}</span>
                {item.badge > 0 && (
                  <span className={styles.badge}>
                    {badgeLabel(item.badge)}
                    <span className="visually-hidden"> new</span>
                  </span>
                )}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
