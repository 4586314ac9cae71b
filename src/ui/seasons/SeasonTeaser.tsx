// SPEC §2 season teaser: a slim link to /season under the header, with the season's name and dates
// ('MMM D'), for logged-in players outside race tabs during an active season.
import { Link } from 'wouter';

import type { Season } from '../../domain/seasons/season';
import { seasonTeaser } from '../../domain/seasons/showRules';
import type { User } from '../../domain/user';
import styles from './Seasons.module.css';

export function SeasonTeaser({
  season,
  user,
  pathname,
  nowSeconds,
}: {
  season: Season | null;
  user: Pick<User, 'loggedIn'>;
  pathname: string;
  nowSeconds: number;
}) {
  const teaser = seasonTeaser(season, user, pathname, nowSeconds);
  if (!teaser) return null;
  return (
    <div className={styles.teaser}>
      <Link href="/season" className={styles.teaserLink} data-testid="season-teaser">
        <strong>{teaser.name}</strong>
        <span className={styles.teaserDates}>{teaser.dates}</span>
        <span className={styles.teaserCta}>Season rewards →</span>
      </Link>
    </div>
  );
}
