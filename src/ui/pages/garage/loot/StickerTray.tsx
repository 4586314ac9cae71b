// The racer's stickers to pick from. Each is a toggle button: pressing it puts the sticker in the
// next free slot, pressing it again takes it off the car.
import type { LootItem } from '../../../../domain/catalogue';
import styles from './StickerCustomizer.module.css';

interface StickerTrayProps {
  stickers: readonly LootItem[];
  placed: readonly number[];
  onToggle(lootID: number): void;
  busy: boolean;
}

export function StickerTray({ stickers, placed, onToggle, busy }: StickerTrayProps) {
  return (
    <ul className={styles.tray} aria-label="Your stickers">
      {stickers.map((sticker) => {
        const slot = placed.indexOf(sticker.lootID) + 1;
        return (
          <li key={sticker.lootID}>
            <button
              type="button"
              className={styles.trayItem}
              aria-pressed={slot > 0}
              aria-disabled={busy || undefined}
              onClick={() => {
                if (!busy) onToggle(sticker.lootID);
              }}
            >
              <img src={sticker.options.src} alt="" draggable={false} />
              <span className={styles.trayName}>{sticker.name}</span>
              {slot > 0 && <span className={styles.traySlot}>Slot {slot}</span>}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
