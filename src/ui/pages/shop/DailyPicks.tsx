// "Today's picks": the daily shop items (SPEC §2, §9) with a live countdown to the next rotation,
// or a friendly lock until the racer has played enough races.
import type { Clock } from '../../../domain/clock';
import type { ShopListing, ShopResults } from '../../../domain/contracts/garage';
import { Panel } from '../../components/Page';
import { Empty } from '../../components/Status';
import styles from './Shop.module.css';
import { dailyLockNote, formatCountdown, type Buyer } from './shopDisplay';
import { ListingGrid } from './ShopItemCard';
import { useCountdown } from './useCountdown';

interface DailyPicksProps {
  shop: Pick<ShopResults, 'daily' | 'rotatesIn' | 'dailyUnlocksAt'>;
  /** Device time (ms) the shop arrived; the countdown runs from there. */
  loadedAt: number;
  racesPlayed: number;
  clock: Clock;
  buyer: Buyer;
  onBuy(listing: ShopListing): void;
  /** The rotation came: time to load the new picks. */
  onRotate(): void;
}

function RotationTimer(props: { seconds: number; loadedAt: number; clock: Clock; onDone(): void }) {
  const left = useCountdown(props.seconds, props.loadedAt, props.clock, props.onDone);
  return (
    <p className={styles.timer}>
      New picks in{' '}
      <span role="timer" aria-live="off" className={styles.timerValue}>
        {formatCountdown(left)}
      </span>
    </p>
  );
}

export function DailyPicks(props: DailyPicksProps) {
  const { shop, racesPlayed, buyer, onBuy } = props;
  const locked = racesPlayed < shop.dailyUnlocksAt;

  return (
    <Panel className={styles.daily} labelledBy="shop-daily-title">
      <div className={styles.sectionHead}>
        <h2 id="shop-daily-title" className={styles.sectionTitle}>
          Today’s picks
        </h2>
        {!locked && (
          <RotationTimer
            seconds={shop.rotatesIn}
            loadedAt={props.loadedAt}
            clock={props.clock}
            onDone={props.onRotate}
          />
        )}
      </div>
      {locked ? (
        <div className={styles.dailyLock}>
          <p className={styles.dailyLockTitle}>Today’s picks are still under wraps!</p>
          <p>{dailyLockNote(shop.dailyUnlocksAt, racesPlayed)}</p>
        </div>
      ) : shop.daily.length === 0 ? (
        <Empty title="No picks today">The next set arrives when the timer runs out.</Empty>
      ) : (
        <ListingGrid listings={shop.daily} buyer={buyer} onBuy={onBuy} label="Today’s picks" />
      )}
    </Panel>
  );
}
