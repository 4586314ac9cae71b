// One tier of the reward track: its reward (a mystery while the server keeps a hidden bonus
// blank), the season XP it takes, and its state: claimed, a Claim button, locked for Nitro Gold
// (SPEC §6 tooltip, linking to /store/gold) or the XP still to go.
import { LOCKED_REWARD_TOOLTIP, type RewardState } from '../../../domain/seasons/seasonProgress';
import type { ShownSeasonReward } from '../../../domain/seasons/seasonReward';
import { formatMoney } from '../../../domain/shop/money';
import { Button } from '../../components/Button';
import styles from './Season.module.css';

export interface RewardArt {
  name: string;
  src?: string;
  /** A loot piece's type (a sticker's Equip goes to the customizer). */
  lootType?: string;
}

/** The id of the next tier's tile, which the progress panel links to. */
export const NEXT_TILE_ID = 'season-next';

export function rewardLabel(reward: ShownSeasonReward, art: RewardArt | undefined): string {
  if (!reward.reward) return 'Hidden bonus reward';
  if (reward.reward.type === 'money') return formatMoney(reward.reward.value);
  const name = art?.name ?? (reward.reward.type === 'car' ? 'A season car' : 'Season loot');
  return reward.reward.type === 'car' ? `${name} (car)` : name;
}

export function RewardTile({
  reward,
  state,
  art,
  next,
  busy,
  onClaim,
}: {
  reward: ShownSeasonReward;
  state: RewardState;
  art: RewardArt | undefined;
  next: boolean;
  busy: boolean;
  onClaim: (reward: ShownSeasonReward) => void;
}) {
  // The server blanks a hidden bonus not reached yet (reward: null): a mystery tile.
  const masked = reward.reward === null;
  const label = masked ? 'Hidden bonus reward' : rewardLabel(reward, art);
  const title = reward.bonus ? `Bonus ${reward.tier}` : `Tier ${reward.tier}`;
  return (
    <li
      className={[
        styles.tile,
        styles[state],
        next ? styles.next : '',
        reward.bonus ? styles.bonus : '',
      ].join(' ')}
      id={next ? NEXT_TILE_ID : undefined}
      data-reward={reward.achievementID}
      data-state={state}
    >
      <div className={styles.tileHead}>
        <span className={styles.tier}>{title}</span>
        {!reward.free && <span className={styles.goldPill}>Gold</span>}
        {next && <span className={styles.nextPill}>Next</span>}
      </div>
      <div className={styles.art} aria-hidden="true">
        {masked ? (
          '?'
        ) : art?.src ? (
          <img src={art.src} alt="" />
        ) : reward.reward?.type === 'money' ? (
          '$'
        ) : (
          '★'
        )}
      </div>
      <p className={styles.rewardName}>{label}</p>
      <p className={styles.xp}>{reward.experience.toLocaleString('en-US')} XP</p>
      {state === 'claimable' && (
        <Button size="sm" variant="accent" block disabled={busy} onClick={() => onClaim(reward)}>
          Claim<span className="visually-hidden"> {title}</span>
        </Button>
      )}
      {state === 'claimed' && <span className={styles.stateText}>✓ Claimed</span>}
      {state === 'locked' && (
        <a href="/store/gold" className={styles.lockLink} title={LOCKED_REWARD_TOOLTIP}>
          {LOCKED_REWARD_TOOLTIP}
        </a>
      )}
    </li>
  );
}
