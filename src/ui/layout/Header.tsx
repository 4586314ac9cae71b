// The site header (SPEC §2): logo, the buttons that fit who is looking and where, and the main nav.
// Presentational: SiteHeader feeds it the session, so tests render it with any user.
import { useEffect, useId, useState } from 'react';

import type { NavItem } from '../../domain/nav/mainNav';
import { headerActions, logoTarget, PATHS } from '../../domain/nav/routes';
import type { User } from '../../domain/user';
import { nameShown } from '../../domain/user';
import { ButtonLink } from '../components/Button';
import { GoldBadge } from '../components/GoldBadge';
import { Logo } from '../components/Logo';
import { AccountMenu } from './AccountMenu';
import styles from './Header.module.css';
import { MainNav } from './MainNav';

export interface HeaderProps {
  user: Pick<User, 'loggedIn' | 'displayName' | 'username'> & Partial<Pick<User, 'membership'>>;
  pathname: string;
  navItems: NavItem[];
  onLogout: () => void;
}

export function Header({ user, pathname, navItems, onLogout }: HeaderProps) {
  const actions = headerActions(user.loggedIn, pathname);
  const [menuOpen, setMenuOpen] = useState(false);
  const navId = useId();

  // A new page closes the folded menu.
  useEffect(() => setMenuOpen(false), [pathname]);

  return (
    <header className={styles.header}>
      <a className={styles.skip} href="#main">
        Skip to content
      </a>
      <div className={styles.bar}>
        <Logo href={logoTarget(user.loggedIn)} />
        <div className={styles.actions}>
          {actions.teacherPortal && (
            <ButtonLink
              href={PATHS.teachers}
              external
              target="_blank"
              rel="noopener"
              variant="ghost"
              size="sm"
              className={styles.teacher}
            >
              Teacher Portal
              <span className="visually-hidden"> (opens in a new tab)</span>
            </ButtonLink>
          )}
          {actions.returnToGarage && (
            <ButtonLink href={PATHS.garage} variant="ghost" size="sm">
              <span>
                <span className={styles.narrowHidden}>Return to</span> Garage
              </span>
            </ButtonLink>
          )}
          {actions.logIn && (
            <ButtonLink href={PATHS.login} size="sm">
              Log In
            </ButtonLink>
          )}
          {actions.accountMenu && user.membership === 'gold' && <GoldBadge />}
          {actions.accountMenu && (
            <AccountMenu name={nameShown(user)} username={user.username} onLogout={onLogout} />
          )}
          {navItems.length > 0 && (
            <button
              type="button"
              className={styles.menuButton}
              aria-expanded={menuOpen}
              aria-controls={navId}
              onClick={() => setMenuOpen((open) => !open)}
              onKeyDown={(event) => {
                if (event.key === 'Escape') setMenuOpen(false);
              }}
            >
              <span className={styles.burger} aria-hidden="true" />
              <span className={styles.narrowHidden}>Menu</span>
            </button>
          )}
        </div>
      </div>
      <div className={styles.speedStripe} aria-hidden="true" />
      {navItems.length > 0 && (
        <MainNav
          id={navId}
          items={navItems}
          pathname={pathname}
          open={menuOpen}
          onNavigate={() => setMenuOpen(false)}
        />
      )}
    </header>
  );
}
