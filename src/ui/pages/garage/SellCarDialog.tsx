// Selling asks first. The server has the last word: it refuses the car being driven, the last car
// and the starter car, and its message is shown here as it came.
import { useState } from 'react';

import { failureMessage } from '../../../net/apiError';
import { Button } from '../../components/Button';
import { Modal } from '../../components/Modal';
import { sellCar } from './garageActions';
import type { LotCar } from './garageView';
import styles from './ParkingLot.module.css';

interface SellCarDialogProps {
  car: LotCar;
  onClose(): void;
  onSold(car: LotCar): void;
}

export function SellCarDialog({ car, onClose, onSold }: SellCarDialogProps) {
  const [selling, setSelling] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const confirm = async () => {
    setSelling(true);
    setError(null);
    try {
      await sellCar(car.carID);
      onSold(car);
    } catch (failure) {
      setError(failureMessage(failure));
      setSelling(false);
    }
  };

  return (
    <Modal title={`Sell ${car.name}?`} onClose={selling ? undefined : onClose}>
      <p>
        {car.name} leaves your garage for good. You can buy it again from the Shop when it is on
        sale.
      </p>
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      <div className={styles.dialogActions}>
        <Button variant="ghost" onClick={onClose} disabled={selling}>
          Keep it
        </Button>
        <Button variant="danger" onClick={() => void confirm()} disabled={selling}>
          {selling ? 'Selling…' : 'Sell car'}
        </Button>
      </div>
    </Modal>
  );
}
