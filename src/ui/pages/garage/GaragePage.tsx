// /garage: the logged-in racer's home (SPEC §2). The car being driven and its paint, the parking
// lot of every owned car, the daily mystery box and the loot locker. Visitors are asked to log in.
import { useMemo } from 'react';

import { type Clock } from '../../../domain/clock';
import { contentEndpoints } from '../../../domain/contracts/contentEndpoints';
import { garageEndpoints } from '../../../domain/contracts/garageEndpoints';
import { formatMoney } from '../../../domain/shop/money';
import { systemClock } from '../../../domain/systemClock';
import type { User } from '../../../domain/user';
import { AdColumn } from '../../ads/AdColumn';
import adStyles from '../../ads/Ads.module.css';
import { AdSlot } from '../../ads/AdSlot';
import { DailyChallengesCard } from '../../challenges/DailyChallengesCard';
import { LoginPrompt } from '../../components/LoginPrompt';
import { Page } from '../../components/Page';
import { LoadError, Loading } from '../../components/Status';
import { useApiGet } from '../../hooks/useApiGet';
import { usePendingCash } from '../../players/usePendingCash';
import { useSession } from '../../stores/sessionStore';
import { CarShowcase } from './CarShowcase';
import { DailyRewardCard } from './DailyRewardCard';
import styles from './Garage.module.css';
import { GarageToast, useGarageToast } from './GarageToast';
import { carCatalogue } from './garageView';
import { LootLocker } from './loot/LootLocker';
import { loadParkingLot, type LoadParkingLot } from './lotLoader';
import { ParkingLotPanel } from './ParkingLotPanel';

export interface GarageScreenProps {
  /** Tests step time with a manual clock; the page ticks the daily countdown with it. */
  clock?: Clock;
  /** Tests may replace the engine loader (the default lazy-imports the PixiJS parking lot). */
  loadLot?: LoadParkingLot;
}

/** The /garage route. */
export function GaragePage() {
  return <GarageScreen />;
}

/** The garage with its clock and engine loader injectable (component tests). */
export function GarageScreen({ clock = systemClock, loadLot = loadParkingLot }: GarageScreenProps) {
  const user = useSession((state) => state.user);
  if (!user.loggedIn)
    return (
      <LoginPrompt
        title="Garage"
        subtitle="Your cars, your cash, your stats."
        heading="Log in to open your garage"
      >
        Your garage keeps your cars, cash and progress. Log in or create a free account.
      </LoginPrompt>
    );
  return <Garage user={user} clock={clock} loadLot={loadLot} />;
}

function Garage({ user, clock, loadLot }: { user: User; clock: Clock; loadLot: LoadParkingLot }) {
  const [cars, reloadCars] = useApiGet(contentEndpoints.cars);
  const [loot, reloadLoot] = useApiGet(garageEndpoints.loot);
  const [toast, notify, dismissToast] = useGarageToast(clock);
  usePendingCash((gifts) => {
    const total = gifts.reduce((sum, gift) => sum + gift.amount, 0);
    const from = gifts.length === 1 ? gifts[0]!.displayName || gifts[0]!.username : 'other racers';
    notify(`${formatMoney(total)} from ${from} is in your garage.`);
  });
  const carList = cars.status === 'ready' ? cars.data.cars : null;
  const catalogue = useMemo(() => (carList ? carCatalogue(carList) : null), [carList]);

  return (
    <AdColumn>
      <Page title="Garage" documentTitle="Garage">
        {cars.status === 'failed' && <LoadError message={cars.message} onRetry={reloadCars} />}
        {cars.status === 'loading' && <Loading label="Opening your garage…" />}
        {catalogue && (
          <div className={styles.layout}>
            <CarShowcase
              key={`${user.carID}:${user.carHueAngle}`}
              user={user}
              catalogue={catalogue}
              notify={notify}
            />
            <ParkingLotPanel user={user} catalogue={catalogue} load={loadLot} notify={notify} />
            <div className={styles.columns}>
              <div className={styles.side}>
                <DailyRewardCard user={user} catalogue={catalogue} clock={clock} />
                <DailyChallengesCard user={user} clock={clock} />
              </div>
              <div className={styles.locker}>
                {loot.status === 'ready' && (
                  <LootLocker user={user} lootCatalogue={loot.data.loot} />
                )}
                {loot.status === 'loading' && <Loading label="Opening your loot locker…" />}
                {loot.status === 'failed' && (
                  <LoadError message={loot.message} onRetry={reloadLoot} />
                )}
              </div>
            </div>
          </div>
        )}
        <AdSlot slots={['bottom', 'square']} className={adStyles.inline} />
        <GarageToast toast={toast} onDismiss={dismissToast} />
      </Page>
    </AdColumn>
  );
}
