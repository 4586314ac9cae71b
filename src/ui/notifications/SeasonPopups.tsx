// Issue 14's season popups in the overlay queue: the season reward earned popup (the medal shows
// the season level reached, or the infinity tier past the track) and Season content unlocked
// after 6 races (View Season Content, Close).
import type { OverlayNotice } from '../../domain/notifications/overlayQueue';
import { FeaturePopup } from './FeaturePopup';

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
    <FeaturePopup
      title={infinity !== null ? 'Infinity Tier Reached' : 'Season Reward Earned'}
      icon={infinity !== null ? `∞${infinity}` : (level ?? '★')}
      name={
        infinity !== null
          ? `${name}: infinity tier ${infinity}`
          : `${name}: season level ${level ?? ''}`
      }
      text={
        rewards > 0
          ? `${rewards} new reward${rewards > 1 ? 's are' : ' is'} waiting on the track.`
          : 'Every tier is reached: each level now counts in the infinity tier.'
      }
      link={{ href: '/season', label: 'View Season Rewards' }}
      testId="season-reward-earned"
      onClose={onClose}
    />
  );
}

export function SeasonContentUnlocked({ onClose }: { onClose(): void }) {
  return (
    <FeaturePopup
      title="Feature Unlocked"
      icon="✓"
      name="Season Content"
      text="Your races now climb the season's reward track: cash, cars and loot."
      link={{ href: '/season', label: 'View Season Content' }}
      closeButton
      onClose={onClose}
    />
  );
}
