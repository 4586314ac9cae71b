// A loot item's art. Title plaques and name tag frames are drawn with a blank middle: the words
// (the title itself, the racer's name) are laid over them here, as the game does on the track.
import type { LootItem } from '../../../../domain/catalogue';
import type { LootType } from '../../../../domain/user';
import styles from './LootLocker.module.css';

interface LootArtProps {
  item: Pick<LootItem, 'type' | 'options'>;
  /** Words drawn on a title plaque or name tag frame. */
  caption?: string;
  className?: string;
}

export function LootArt({ item, caption, className }: LootArtProps) {
  return (
    <span className={[styles.art, className ?? ''].join(' ')} data-type={item.type}>
      <span className={styles.frame}>
        {/* Fetched with the page, not when scrolled to (small SVGs; a blank card reads as broken). */}
        <img src={item.options.src} alt="" decoding="async" draggable={false} />
        {caption && (
          <span className={styles.caption} aria-hidden="true">
            {caption}
          </span>
        )}
      </span>
    </span>
  );
}

/** Stand-in art for the default (nothing equipped) look of a trail, nitro or name tag. */
export function DefaultArt({ type, caption }: { type: LootType; caption?: string }) {
  return (
    <span className={[styles.art, styles.defaultArt].join(' ')} data-type={type}>
      <span className={styles.defaultMark} aria-hidden="true">
        {caption ?? 'Standard'}
      </span>
    </span>
  );
}
