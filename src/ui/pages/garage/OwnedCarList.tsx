// Every owned car as a button, in garage order: the way to pick a car without the canvas (screen
// readers, no WebGL, fewer than 2 cars) and the handle tests use.
import type { LotCar } from './garageView';
import styles from './ParkingLot.module.css';

interface OwnedCarListProps {
  cars: LotCar[];
  currentCarID: number;
  selectedCarID: number | null;
  onSelect(carID: number): void;
}

export function OwnedCarList({ cars, currentCarID, selectedCarID, onSelect }: OwnedCarListProps) {
  return (
    <div className={styles.carList}>
      <h3 className={styles.listTitle} id="garage-car-list">
        Your cars ({cars.length})
      </h3>
      <ul aria-labelledby="garage-car-list">
        {cars.map((car) => {
          const current = car.carID === currentCarID;
          return (
            <li key={car.carID}>
              <button
                type="button"
                className={styles.carButton}
                data-testid={`garage-car-${car.carID}`}
                data-current={current || undefined}
                aria-pressed={car.carID === selectedCarID}
                aria-current={current ? 'true' : undefined}
                onClick={() => onSelect(car.carID)}
              >
                <span
                  className={styles.swatch}
                  style={{ filter: `hue-rotate(${car.hueAngle}deg)` }}
                  aria-hidden="true"
                />
                {car.name}
                {current && <span className={styles.currentTag}>Current</span>}
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
