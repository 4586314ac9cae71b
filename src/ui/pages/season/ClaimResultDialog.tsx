// The claim's result, a simple accessible dialog for now: what each claimed reward paid and where
// it went, and any claim that was refused. (The animated reward takeover replaces it later.)
import type { SeasonReward } from '../../../domain/seasons/rewardTrack';
import { Button, ButtonLink } from '../../components/Button';
import { Modal } from '../../components/Modal';
import type { SeasonClaimResult } from '../../seasons/useSeasonClaim';
import { rewardLabel, type RewardArt } from './RewardTile';
import styles from './Season.module.css';

export function ClaimResultDialog({
  result,
  artOf,
  onClose,
}: {
  result: SeasonClaimResult;
  artOf: (reward: SeasonReward) => RewardArt | undefined;
  onClose: () => void;
}) {
  const many = result.claimed.length > 1;
  const title =
    result.claimed.length === 0 ? 'Nothing Claimed' : many ? 'Rewards Claimed' : 'Reward Claimed';
  const garageBound = result.claimed.some(({ paid }) => paid.type !== 'money');
  return (
    <Modal title={title} onClose={onClose} initialFocusSelector="[data-close]">
      {result.claimed.length > 0 && (
        <ul className={styles.claimList} data-testid="season-claimed">
          {result.claimed.map(({ reward, paid }) => (
            <li key={reward.achievementID}>
              <strong>{reward.bonus ? `Bonus ${reward.tier}` : `Tier ${reward.tier}`}:</strong>{' '}
              {rewardLabel(reward, artOf(reward))}
              {paid.type === 'money' ? ' added to your cash' : ' is in your garage'}
            </li>
          ))}
        </ul>
      )}
      {result.failed.length > 0 && (
        <ul className={styles.claimList} role="alert">
          {result.failed.map(({ reward, message }) => (
            <li key={reward.achievementID}>
              Tier {reward.tier}: {message}
            </li>
          ))}
        </ul>
      )}
      <div className={styles.dialogActions}>
        {garageBound && <ButtonLink href="/garage">Go to the Garage</ButtonLink>}
        <Button variant={garageBound ? 'ghost' : 'primary'} onClick={onClose} data-close="">
          Close
        </Button>
      </div>
    </Modal>
  );
}
