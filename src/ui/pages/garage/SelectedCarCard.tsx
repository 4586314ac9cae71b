// The car picked in the lot or the list: its name and paint, with Switch and Sell.
import { Button } from '../../components/Button';
import { CarArt, RarityTag } from './CarArt';
import type { CarCatalogue, LotCar } from './garageView';
import { carArt } from './garageView';
import styles from './ParkingLot.module.css';

interface SelectedCarCardProps {
  car: LotCar;
  catalogue: CarCatalogue;
  current: boolean;
  switching: boolean;
  onSwitch(car: LotCar): void;
  onSell(car: LotCar): void;
}

export function SelectedCarCard(props: SelectedCarCardProps) {
  const { car, catalogue, current, switching, onSwitch, onSell } = props;
  return (
    <section className={styles.selected} aria-label={`Selected car: ${car.name}`}>
      <CarArt
        src={carArt(catalogue, car.carID)}
        name={car.name}
        hueAngle={car.hueAngle}
        className={styles.selectedArt}
      />
      <div className={styles.selectedInfo}>
        <h3 className={styles.selectedName}>{car.name}</h3>
        <RarityTag rarity={catalogue.get(car.carID)?.options.rarity ?? 'common'} />
        {current && <p className={styles.currentNote}>You are driving this car.</p>}
      </div>
      <div className={styles.selectedActions}>
        <Button size="sm" onClick={() => onSwitch(car)} disabled={current || switching}>
          {switching ? 'Switching…' : 'Switch to this car'}
        </Button>
        <Button size="sm" variant="ghost" onClick={() => onSell(car)}>
          Sell
        </Button>
      </div>
    </section>
  );
}
