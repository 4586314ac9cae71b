// The league update and tournament popups (SPEC §2): what the week's rollover did, with the
// reason's button (OK, Great!, Incredible!, Amazing!, Let's Go!), plus Go to Leagues when the
// player is not on /leagues. Stars count the tournament's rounds reached.
import { useLocation } from 'wouter';

import { outcomeButton } from '../../domain/leagues/leagueOutcome';
import { leagueOf, type LeagueReason } from '../../domain/leagues/leagues';
import { PATHS } from '../../domain/nav/routes';
import type { OverlayNotice } from '../../domain/notifications/overlayQueue';
import { Button, ButtonLink } from '../components/Button';
import { Modal } from '../components/Modal';
import { leagueReasonOf } from './leagueNotice';
import styles from './Overlays.module.css';

const TITLES: Record<LeagueReason, string> = {
  promote: 'Promoted!',
  demote: 'League Update',
  'no-change': 'League Update',
  intro: 'Welcome to the Leagues!',
  winner: 'Tournament Champion!',
  elimination: 'Tournament Over',
  'semi-finals': 'Semi-finals!',
  finals: 'Finals!',
  'tournament-entry': 'Tournament Entry!',
};

function leagueText(reason: LeagueReason, league: string, team: boolean): string {
  const who = team ? 'Your team' : 'You';
  switch (reason) {
    case 'promote':
      return `${who} move up to ${league}.`;
    case 'demote':
      return `${who} move down to ${league}. Race this week to climb back.`;
    case 'no-change':
      return `${who} stay in ${league}.`;
    case 'intro':
      return `${who} start in ${league}. Earn XP this week to climb the ladder.`;
    case 'winner':
      return `${who} won the tournament! Three weeks at the top.`;
    case 'elimination':
      return `${who} are out of the tournament, back in ${league}.`;
    case 'tournament-entry':
    case 'semi-finals':
    case 'finals':
      return `${who} reached ${league}.`;
  }
}

const int = (value: unknown): number | null => (typeof value === 'number' ? value : null);
const ordinal = (n: number) => {
  const tens = n % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${suffix}`;
};

export function LeaguePopup({ notice, onClose }: { notice: OverlayNotice; onClose(): void }) {
  const [path] = useLocation();
  const reason = leagueReasonOf(notice.data) ?? 'no-change';
  const team = notice.type === 'league-update-team';
  const newTier = int(notice.data.newTier) ?? 0;
  const league = leagueOf(newTier)?.name ?? 'the leagues';
  const place = int(notice.data.place);
  const experience = int(notice.data.experience);
  const stars = int(notice.data.stars) ?? 0;
  return (
    <Modal
      title={team ? `Team: ${TITLES[reason]}` : TITLES[reason]}
      onClose={onClose}
      initialFocusSelector="[data-close]"
      announcement
    >
      <div className={styles.feature} data-testid="league-update" data-reason={reason}>
        {stars > 0 && (
          <p className={styles.leagueStars} aria-label={`Round ${stars} of 3`}>
            {'★'.repeat(stars)}
            {'☆'.repeat(Math.max(0, 3 - stars))}
          </p>
        )}
        <h3 className={styles.featureName}>{league}</h3>
        <p className={styles.featureText}>{leagueText(reason, league, team)}</p>
        {place !== null && experience !== null && (
          <p className={styles.featureText}>
            Last week: {ordinal(place)} place with {experience.toLocaleString('en-US')} XP.
          </p>
        )}
      </div>
      <div className={styles.leagueActions}>
        <Button block size="lg" onClick={onClose} data-close="">
          {outcomeButton(reason)}
        </Button>
        {path !== PATHS.leagues && (
          <ButtonLink href={PATHS.leagues} block size="lg" variant="ghost" onClick={onClose}>
            Go to Leagues
          </ButtonLink>
        )}
      </div>
    </Modal>
  );
}
