// One achievement: its medal, name and description (masked while hidden), progress, points,
// reward, and its claim button or claimed date.
import type { AchievementCard as Card } from '../../../domain/achievements/view';
import { formatMoney } from '../../../domain/shop/money';
import { Button } from '../../components/Button';
import { ProgressBar } from '../../components/ProgressBar';
import { longDate } from '../../content/dates';
import styles from './Achievements.module.css';

const STATE_LABEL = {
  claimed: 'Claimed',
  ready: 'Ready to claim',
  locked: 'Locked',
  inactive: 'Not active',
} as const;

function RewardLine({ card }: { card: Card }) {
  const { reward } = card;
  if (!reward) return null;
  if (reward.type === 'money') {
    return <span className={styles.reward}>Reward: {formatMoney(reward.value)}</span>;
  }
  return (
    <span className={styles.reward}>
      {reward.src && <img src={reward.src} alt="" className={styles.rewardArt} />}
      Reward: {reward.type === 'car' ? 'the ' : ''}
      {reward.name}
      {reward.type === 'car' ? ' car' : ''}
    </span>
  );
}

export function AchievementCard({
  card,
  claiming,
  onClaim,
}: {
  card: Card;
  claiming: boolean;
  onClaim: (card: Card) => void;
}) {
  const { achievement, state, masked } = card;
  const percent = Math.round(card.progress * 100);
  const name = masked ? 'Hidden achievement' : achievement.name;
  return (
    <li
      className={[styles.card, styles[state]].join(' ')}
      data-achievement={achievement.achievementID}
    >
      <span className={styles.medal} aria-hidden="true">
        {masked ? '?' : state === 'claimed' ? '★' : achievement.points}
      </span>
      <div className={styles.cardBody}>
        <h3 className={styles.cardTitle}>{name}</h3>
        <p className={styles.cardDesc}>
          {masked ? 'Keep racing to discover this one.' : achievement.desc}
        </p>
        <ProgressBar
          label={`${name} progress`}
          percent={percent}
          tone={state === 'claimed' ? 'gold' : 'primary'}
        />
        <div className={styles.cardMeta}>
          <span>{achievement.points} points</span>
          {!masked && <RewardLine card={card} />}
        </div>
      </div>
      <div className={styles.cardAction}>
        {state === 'ready' && (
          <Button size="sm" variant="accent" disabled={claiming} onClick={() => onClaim(card)}>
            {claiming ? 'Claiming…' : 'Claim'}
            <span className="visually-hidden"> {name}</span>
          </Button>
        )}
        {state === 'claimed' && card.claimedStamp !== null && (
          <span className={styles.stateText}>Claimed {longDate(card.claimedStamp)}</span>
        )}
        {state === 'locked' && (
          <span className={styles.stateText}>
            {STATE_LABEL.locked} · {percent}%
          </span>
        )}
      </div>
    </li>
  );
}
