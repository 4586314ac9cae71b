// A league's badge: its name on its colours, with the tournament's stars (rounds reached).
import styles from './Leagues.module.css';
import type { LeagueInfo } from './leagueTypes';

export function TierBadge({
  league,
  size = 'md',
}: {
  league: LeagueInfo | null;
  size?: 'md' | 'sm';
}) {
  if (!league)
    return (
      <span className={`${styles.badge} ${styles.noLeague} ${size === 'sm' ? styles.small : ''}`}>
        No league yet
      </span>
    );
  return (
    <span
      className={`${styles.badge} ${size === 'sm' ? styles.small : ''}`}
      style={{ background: league.colors.primary, color: league.colors.secondary }}
      data-tier={league.tier}
    >
      {league.trackBadge > 0 && (
        <span className={styles.stars} aria-label={`Round ${league.trackBadge} of 3`}>
          {'★'.repeat(league.trackBadge)}
        </span>
      )}
      {league.name}
    </span>
  );
}
