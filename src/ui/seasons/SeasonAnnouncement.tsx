// SPEC §5 season announcement: on /garage, to a logged-in member of more than a day whose last
// login was before the season started, once the start has passed. Learn More and View Season
// Rewards both go to /season. Shown once a season in this browser.
import { useState } from 'react';

import type { Season } from '../../domain/seasons/season';
import { teaserDates } from '../../domain/seasons/season';
import { seasonAnnouncementShown } from '../../domain/seasons/showRules';
import type { User } from '../../domain/user';
import { ButtonLink } from '../components/Button';
import { Modal } from '../components/Modal';
import { browserStorage } from '../stores/persist';
import styles from './Seasons.module.css';

const seenKey = (seasonID: number) => `nitro.seasonAnnounced.${seasonID}`;

function seen(seasonID: number): boolean {
  try {
    return browserStorage()?.getItem(seenKey(seasonID)) === '1';
  } catch {
    return false;
  }
}

function markSeen(seasonID: number) {
  try {
    browserStorage()?.setItem(seenKey(seasonID), '1');
  } catch {
    // Private mode: it may show again next visit, which is harmless.
  }
}

export function SeasonAnnouncement({
  season,
  user,
  pathname,
  nowSeconds,
}: {
  season: Season | null;
  user: Pick<User, 'loggedIn' | 'memberDays' | 'lastLogin'>;
  pathname: string;
  nowSeconds: number;
}) {
  const [closed, setClosed] = useState<number | null>(null);
  if (!season || closed === season.seasonID || seen(season.seasonID)) return null;
  if (!seasonAnnouncementShown(season, user, pathname, nowSeconds)) return null;
  const close = () => {
    markSeen(season.seasonID);
    setClosed(season.seasonID);
  };
  return (
    <Modal title={`${season.name} Has Begun!`} onClose={close}>
      <p className={styles.announceDates}>{teaserDates(season)}</p>
      <p>
        A new season means a new reward track: {season.totalRewards} tiers of cash, cars and loot,
        earned with every race&apos;s XP.
      </p>
      <div className={styles.announceActions}>
        <ButtonLink href="/season" variant="ghost" onClick={close}>
          Learn More
        </ButtonLink>
        <ButtonLink href="/season" onClick={close}>
          View Season Rewards
        </ButtonLink>
      </div>
    </Modal>
  );
}
