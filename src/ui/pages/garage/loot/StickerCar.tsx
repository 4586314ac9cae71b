// The racer's car, large and in its paint, with the sticker slots on its body. A placed sticker
// is a button that takes it off again.
import type { Car, LootItem } from '../../../../domain/catalogue';
import { carArtPath } from '../../../../domain/catalogue';
import styles from './StickerCustomizer.module.css';
import { SLOT_POSITIONS } from './stickerSlots';

interface StickerCarProps {
  /** Undefined when the catalogue does not know the racer's car. */
  car: Car | undefined;
  hueAngle: number;
  /** Placed stickers in slot (equip) order. */
  stickers: readonly LootItem[];
  onRemove(lootID: number): void;
  busy: boolean;
}

export function StickerCar({ car, hueAngle, stickers, onRemove, busy }: StickerCarProps) {
  return (
    <div className={styles.stage}>
      <div className={styles.carBox}>
        {car ? (
          <img
            className={styles.car}
            src={carArtPath(car.assetKey)}
            alt={car.name}
            style={{ filter: `hue-rotate(${hueAngle}deg)` }}
            draggable={false}
          />
        ) : (
          <div className={styles.noCar}>Your car’s art could not be found.</div>
        )}
        <ol className={styles.slots} aria-label="Sticker slots">
          {SLOT_POSITIONS.map((position, index) => {
            const sticker = stickers[index];
            const slot = index + 1;
            return (
              <li
                key={slot}
                className={styles.slot}
                style={{ left: `${position.left}%`, top: `${position.top}%` }}
              >
                {sticker ? (
                  <button
                    type="button"
                    className={styles.placed}
                    aria-label={`Remove ${sticker.name} from slot ${slot}`}
                    aria-disabled={busy || undefined}
                    onClick={() => {
                      if (!busy) onRemove(sticker.lootID);
                    }}
                  >
                    <img src={sticker.options.src} alt="" draggable={false} />
                    <span className={styles.slotNumber} aria-hidden="true">
                      {slot}
                    </span>
                  </button>
                ) : (
                  <span className={styles.emptySlot}>
                    <span aria-hidden="true">{slot}</span>
                    <span className="visually-hidden">Slot {slot} is empty</span>
                  </span>
                )}
              </li>
            );
          })}
        </ol>
      </div>
    </div>
  );
}
