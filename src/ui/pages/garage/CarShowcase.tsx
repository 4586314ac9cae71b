// The top of the garage: the car being driven, large, with its paint slider (a live preview, saved
// with an equip car entry), the racer's stats and the race button.
import { useId, useState } from 'react';

import { garageGreeting } from '../../../domain/garage/greeting';
import type { User } from '../../../domain/user';
import { hasFullAccess } from '../../../domain/user';
import { failureMessage } from '../../../net/apiError';
import { Button } from '../../components/Button';
import { Panel } from '../../components/Page';
import { RaceButton } from '../../components/RaceButton';
import { formatCount, formatMoney } from '../../content/format';
import { useSite } from '../../site';
import { CarArt, RarityTag } from './CarArt';
import styles from './Garage.module.css';
import { equipCar } from './garageActions';
import type { Notify } from './GarageToast';
import type { CarCatalogue } from './garageView';
import { carArt, carName } from './garageView';

interface CarShowcaseProps {
  user: User;
  catalogue: CarCatalogue;
  notify: Notify;
}

/** Mount with `key` = car and saved hue, so a car switch or a save resets the slider. */
export function CarShowcase({ user, catalogue, notify }: CarShowcaseProps) {
  const site = useSite();
  const sliderId = useId();
  const [hue, setHue] = useState(user.carHueAngle);
  const [saving, setSaving] = useState(false);
  const car = catalogue.get(user.carID);
  const name = carName(catalogue, user.carID);
  const changed = hue !== user.carHueAngle;

  const savePaint = async () => {
    setSaving(true);
    try {
      await equipCar(user.carID, hue);
      notify(`Paint saved on ${name}.`);
    } catch (error) {
      notify(failureMessage(error), 'warning');
    } finally {
      setSaving(false);
    }
  };

  const stats = [
    { label: 'Level', value: formatCount(user.level) },
    { label: 'Cash', value: formatMoney(user.money) },
    { label: 'Cars', value: formatCount(user.totalCars) },
    { label: 'Races', value: formatCount(user.racesPlayed) },
  ];

  return (
    <Panel className={styles.showcase} labelledBy="garage-current-car">
      <div className={styles.stage}>
        <CarArt
          src={carArt(catalogue, user.carID)}
          name={name}
          hueAngle={hue}
          className={styles.showcaseArt}
        />
        <div className={styles.paint}>
          <label htmlFor={sliderId} className={styles.paintLabel}>
            Paint <span className={styles.hueValue}>{hue}°</span>
          </label>
          <input
            id={sliderId}
            className={styles.hueSlider}
            type="range"
            min={0}
            max={359}
            step={1}
            value={hue}
            aria-valuetext={`${hue} degrees`}
            onChange={(event) => setHue(Number(event.target.value))}
          />
          <div className={styles.paintActions}>
            <Button size="sm" onClick={() => void savePaint()} disabled={!changed || saving}>
              {saving ? 'Saving…' : 'Save paint'}
            </Button>
            {changed && !saving && (
              <Button size="sm" variant="ghost" onClick={() => setHue(user.carHueAngle)}>
                Reset
              </Button>
            )}
          </div>
        </div>
      </div>
      <div className={styles.details}>
        <p className={styles.racerTitle}>{user.title}</p>
        <p className={styles.welcome}>{garageGreeting(user)}</p>
        <h2 id="garage-current-car" className={styles.carName}>
          {name}
        </h2>
        <RarityTag rarity={car?.options.rarity ?? 'common'} />
        <dl className={styles.stats}>
          {stats.map((stat) => (
            <div key={stat.label} className={styles.stat}>
              <dt>{stat.label}</dt>
              <dd>{stat.value}</dd>
            </div>
          ))}
        </dl>
        {!hasFullAccess(user, site) && (
          <p className={styles.notice}>
            Complete your qualifying race to unlock the shop, friends, teams and the rest of the
            site.
          </p>
        )}
        <div className={styles.actions}>
          <RaceButton />
        </div>
      </div>
    </Panel>
  );
}
