// /support/sitemap: a link to every page of the site.
import { Link } from 'wouter';

import { sitemapSections } from '../../../domain/nav/sitemap';
import { Page } from '../../components/Page';
import { useSite } from '../../site';
import { useSession } from '../../stores/sessionStore';
import styles from './Info.module.css';

export function SitemapPage() {
  const site = useSite();
  const username = useSession((state) => (state.user.loggedIn ? state.user.username : null));
  return (
    <Page title="Site Map" subtitle="Every page on the site, in one place.">
      <div className={styles.sitemap}>
        {sitemapSections(site, username).map((section) => (
          <section key={section.heading} className={styles.tile} aria-label={section.heading}>
            <h2>{section.heading}</h2>
            <ul className={styles.links}>
              {section.links.map((link) => (
                <li key={link.path}>
                  <Link href={link.path}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </Page>
  );
}
