// The queue's popups: the achievements unlocked (up to 3 listed, View Achievements) and Feature
// Unlocked / Daily Challenges (Close), and the league update popups (LeaguePopup.tsx). Dialogs with focus management (Modal); Escape closes. The
// captcha's turn is the bot verification modal's own (OverlayHost).
import type { ShownPopup } from '../../domain/notifications/overlayQueue';
import { ButtonLink } from '../components/Button';
import { Modal } from '../components/Modal';
import { FeaturePopup } from './FeaturePopup';
import { LeaguePopup } from './LeaguePopup';
import styles from './Overlays.module.css';
import { SeasonContentUnlocked, SeasonRewardEarned } from './SeasonPopups';

interface PopupProps {
  popup: ShownPopup;
  onDismiss(id: string): void;
}

export function OverlayPopup({ popup, onDismiss }: PopupProps) {
  const first = popup.notices[0];
  if (!first) return null;
  const close = () => onDismiss(first.id);
  if (popup.kind === 'achievements') return <AchievementsPopup popup={popup} onClose={close} />;
  if (popup.kind === 'feature-unlocked') {
    return first.data.feature === 'season' ? (
      <SeasonContentUnlocked onClose={close} />
    ) : (
      <FeatureUnlockedPopup onClose={close} />
    );
  }
  if (popup.kind === 'season-reward') return <SeasonRewardEarned notice={first} onClose={close} />;
  if (popup.kind === 'league') return <LeaguePopup notice={first} onClose={close} />;
  return null;
}

function AchievementsPopup({ popup, onClose }: { popup: ShownPopup; onClose(): void }) {
  const many = popup.notices.length > 1;
  return (
    <Modal
      title={many ? 'Achievements Unlocked' : 'Achievement Unlocked'}
      onClose={onClose}
      announcement
    >
      <ul className={styles.achievements} data-testid="achievements-unlocked">
        {popup.notices.map((notice) => {
          const name = typeof notice.data.name === 'string' ? notice.data.name : 'Achievement';
          const points = typeof notice.data.points === 'number' ? notice.data.points : null;
          return (
            <li key={notice.id} className={styles.achievement}>
              <span className={styles.medal} aria-hidden="true">
                ★
              </span>
              <span className={styles.achievementName}>{name}</span>
              {points !== null && <span className={styles.points}>{points} pts</span>}
            </li>
          );
        })}
      </ul>
      <ButtonLink href="/achievements" block size="lg" onClick={onClose}>
        View Achievements
      </ButtonLink>
    </Modal>
  );
}

function FeatureUnlockedPopup({ onClose }: { onClose(): void }) {
  return (
    <FeaturePopup
      title="Feature Unlocked"
      icon="✓"
      name="Daily Challenges"
      text="Three new challenges every day. Complete them to earn extra XP."
      onClose={onClose}
    />
  );
}
