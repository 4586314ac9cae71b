// Issue 14's season popups in the overlay queue: the season reward earned popup (the medal shows
// the season level reached, or the infinity tier past the track) and Season content unlocked
// after 6 races (View Season Content, Close).
import type { OverlayNotice } from '../../domain/notifications/overlayQueue';
import { Button, ButtonLink } from '../components/Button';
import { Modal } from '../components/Modal';
import styles from './Overlays.module.css';

export function SeasonRewardEarned({
  notice,
  onClose,
}: {
  notice: OverlayNotice;
  onClose(): void;
}) {
  const level = typeof notice.data.level === 'number' ? notice.data.level : null;
  const infinity = typeof notice.data.infinity === 'number' ? notice.data.infinity : null;
  const rewards = typeof notice.data.rewards === 'number' ? notice.data.rewards : 0;
  const name = typeof notice.data.name === 'string' ? notice.data.name : 'The season';
  return (
    <Modal
      title={infinity !== null ? 'Infinity Tier Reached' : 'Season Reward Earned'}
      onClose={onClose}
      announcement
    >
      <div className={styles.feature} data-testid="season-reward-earned">
        <span className={styles.featureIcon} aria-hidden="true">
          {infinity !== null ? `∞${infinity}` : (level ?? '★')}
        </span>
        <h3 className={styles.featureName}>
          {infinity !== null
            ? `${name}: infinity tier ${infinity}`
            : `${name}: season level ${level ?? ''}`}
        </h3>
        <p className={styles.featureText}>
          {rewards > 0
            ? `${rewards} new reward${rewards > 1 ? 's are' : ' is'} waiting on the track.`
            : 'Every tier is reached: each level now counts in the infinity tier.'}
        </p>
      </div>
      <ButtonLink href="/season" block size="lg" onClick={onClose}>
        View Season Rewards
      </ButtonLink>
    </Modal>
  );
}

export function SeasonContentUnlocked({ onClose }: { onClose(): void }) {
  return (
    <Modal
      title="Feature Unlocked"
      onClose={onClose}
      initialFocusSelector="[data-close]"
      announcement
    >
      <div className={styles.feature}>
        <span className={styles.featureIcon} aria-hidden="true">
          ✓
        </span>
        <h3 className={styles.featureName}>Season Content</h3>
        <p className={styles.featureText}>
          Your races now climb the season&apos;s reward track: cash, cars and loot.
        </p>
      </div>
      <ButtonLink href="/season" block size="lg" onClick={onClose}>
        View Season Content
      </ButtonLink>
      <Button block variant="ghost" onClick={onClose} data-close="">
        Close
      </Button>
    </Modal>
  );
}
