// The racer's cars: the parking lot once they own 2 (SPEC §9), else a locked card; under it the
// car list and the selected car's card. Moves are shown at once, saved with arrange-cars and only
// then become the racer's garage (SPEC §4); a refused save puts the cars back with a warning
// (SPEC §8).
import { useMemo, useRef, useState } from 'react';

import { arrangeGarage, moveCar } from '../../../domain/garage/arrangement';
import { PATHS } from '../../../domain/nav/routes';
import type { User } from '../../../domain/user';
import { failureMessage } from '../../../net/apiError';
import { ButtonLink } from '../../components/Button';
import { Panel } from '../../components/Page';
import { arrangeCars, equipCar } from './garageActions';
import type { Notify } from './GarageToast';
import type { CarCatalogue, LotCar } from './garageView';
import { carArt, lotSlots, ownedInGarageOrder, pageOfSlot } from './garageView';
import type { LoadParkingLot } from './lotLoader';
import { OwnedCarList } from './OwnedCarList';
import styles from './ParkingLot.module.css';
import { ParkingLotStage } from './ParkingLotStage';
import { SelectedCarCard } from './SelectedCarCard';
import { SellCarDialog } from './SellCarDialog';

/** SPEC §9: the parking lot unlocks at 2 cars. */
export const PARKING_LOT_UNLOCK_CARS = 2;

export const ARRANGE_FAILED_WARNING = "Couldn't save your garage order";

interface ParkingLotPanelProps {
  user: User;
  catalogue: CarCatalogue;
  load: LoadParkingLot;
  notify: Notify;
}

export function ParkingLotPanel({ user, catalogue, load, notify }: ParkingLotPanelProps) {
  const arranged = useMemo(() => arrangeGarage(user.garage, user.cars), [user.garage, user.cars]);
  // A move waiting for the server: shown, but not yet the racer's garage.
  const [pending, setPending] = useState<string[] | null>(null);
  const latestMove = useRef(0);
  const shown = pending ?? arranged;
  const slots = useMemo(() => lotSlots(shown, user.cars, catalogue), [shown, user.cars, catalogue]);
  const owned = useMemo(() => ownedInGarageOrder(slots), [slots]);
  const [page, setPage] = useState(0);
  const [selectedCarID, setSelectedCarID] = useState<number | null>(null);
  const [switching, setSwitching] = useState(false);
  const [selling, setSelling] = useState<LotCar | null>(null);

  const selectedIndex = selectedCarID === null ? -1 : shown.indexOf(String(selectedCarID));
  const selectedSlot = selectedIndex === -1 ? null : selectedIndex;
  const selected = selectedSlot === null ? null : (slots[selectedSlot] ?? null);
  const lotOpen = user.totalCars >= PARKING_LOT_UNLOCK_CARS;

  const persistMove = (from: number, to: number) => {
    const next = moveCar(shown, from, to);
    const move = ++latestMove.current;
    setPending(next);
    arrangeCars(next)
      .catch(() => notify(ARRANGE_FAILED_WARNING, 'warning'))
      .finally(() => {
        // An older save finishing must not drop a newer move still on its way.
        if (move === latestMove.current) setPending(null);
      });
  };

  const switchTo = async (carID: number) => {
    const car = slots.find((slot) => slot?.carID === carID);
    if (!car) return;
    if (carID === user.carID) return notify(`You are already driving ${car.name}.`);
    setSwitching(true);
    try {
      await equipCar(carID, car.hueAngle);
      notify(`Now driving ${car.name}.`);
    } catch (error) {
      notify(failureMessage(error), 'warning');
    } finally {
      setSwitching(false);
    }
  };

  const selectFromList = (carID: number) => {
    setSelectedCarID(carID);
    const slot = shown.indexOf(String(carID));
    if (slot !== -1) setPage(pageOfSlot(slot));
  };

  const onSold = (car: LotCar) => {
    setSelling(null);
    setSelectedCarID(null);
    notify(`Sold ${car.name}.`);
  };

  return (
    <Panel className={styles.panel} labelledBy="garage-parking-lot">
      <h2 id="garage-parking-lot" className={styles.title}>
        Parking lot
      </h2>
      {lotOpen ? (
        <ParkingLotStage
          slots={slots}
          currentCarID={user.carID}
          selectedSlot={selectedSlot}
          page={page}
          onPage={setPage}
          onSelect={(_slot, carID) => setSelectedCarID(carID)}
          onMove={persistMove}
          onActivate={(carID) => void switchTo(carID)}
          carArt={(carID) => carArt(catalogue, carID) ?? ''}
          load={load}
        />
      ) : (
        <div className={styles.locked} data-testid="parking-lot-locked">
          <p className={styles.lockedTitle}>
            Own {PARKING_LOT_UNLOCK_CARS} cars to open your parking lot — visit the Shop
          </p>
          <p>Park, arrange and show off your collection once a second car joins your garage.</p>
          <ButtonLink href={PATHS.shop} variant="accent" size="sm">
            Go to the Shop
          </ButtonLink>
        </div>
      )}
      <div className={styles.below}>
        <OwnedCarList
          cars={owned}
          currentCarID={user.carID}
          selectedCarID={selected?.carID ?? null}
          onSelect={selectFromList}
        />
        {selected && (
          <SelectedCarCard
            car={selected}
            catalogue={catalogue}
            current={selected.carID === user.carID}
            switching={switching}
            onSwitch={(car) => void switchTo(car.carID)}
            onSell={setSelling}
          />
        )}
      </div>
      {selling && <SellCarDialog car={selling} onClose={() => setSelling(null)} onSold={onSold} />}
    </Panel>
  );
}
