// The daily reward (SPEC §4, §7): one mystery box a day. Claimable now shows the button; after a
// claim, the box opens on its prize and a live countdown runs to the next one. A refused claim
// shows the server's words.
import { useState } from 'react';

import type { Clock } from '../../../domain/clock';
import { canClaimDaily, dailyRewardSecondsLeft } from '../../../domain/rewards/dailyReward';
import type { GarageReward } from '../../../domain/rewards/grant';
import { countdownText } from '../../../domain/rewards/mysteryBox';
import type { User } from '../../../domain/user';
import { failureMessage } from '../../../net/apiError';
import { Button } from '../../components/Button';
import { Panel } from '../../components/Page';
import { useSession } from '../../stores/sessionStore';
import styles from './DailyReward.module.css';
import { claimDailyReward } from './garageActions';
import type { CarCatalogue } from './garageView';
import { MysteryBoxArt, MysteryBoxReveal } from './MysteryBox';
import { useServerSeconds } from './useGarageClock';

interface DailyRewardCardProps {
  user: User;
  catalogue: CarCatalogue;
  clock: Clock;
}

export function DailyRewardCard({ user, catalogue, clock }: DailyRewardCardProps) {
  const offsetMs = useSession((state) => state.serverTimeOffset);
  const nowSeconds = useServerSeconds(clock, offsetMs);
  const [claiming, setClaiming] = useState(false);
  const [reward, setReward] = useState<GarageReward | null>(null);
  const [error, setError] = useState<string | null>(null);
  const claimable = canClaimDaily(user, nowSeconds);

  const claim = async () => {
    setClaiming(true);
    setError(null);
    try {
      setReward(await claimDailyReward());
    } catch (failure) {
      setError(failureMessage(failure));
    } finally {
      setClaiming(false);
    }
  };

  return (
    <Panel className={styles.card} labelledBy="garage-daily-reward">
      <h2 id="garage-daily-reward" className={styles.title}>
        Daily reward
      </h2>
      {reward ? (
        <MysteryBoxReveal reward={reward} catalogue={catalogue} />
      ) : (
        <div className={styles.waiting}>
          <MysteryBoxArt />
          <p>
            {claimable
              ? 'A mystery box is waiting for you!'
              : 'Your next mystery box is on its way.'}
          </p>
        </div>
      )}
      {claimable ? (
        <Button variant="accent" onClick={() => void claim()} disabled={claiming}>
          {claiming ? 'Opening…' : 'Claim daily reward'}
        </Button>
      ) : (
        <p className={styles.countdown} data-testid="daily-countdown">
          Next reward in{' '}
          <time className={styles.timer}>
            {countdownText(dailyRewardSecondsLeft(user, nowSeconds))}
          </time>
        </p>
      )}
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
    </Panel>
  );
}
