// A row of figure tiles (races, speed, accuracy, …), shared by /stats and the public profile.
import styles from './Stats.module.css';
import type { FigureTile } from './statsFormat';

export function FigureTiles({ tiles, label }: { tiles: FigureTile[]; label: string }) {
  return (
    <dl className={styles.tiles} aria-label={label}>
      {tiles.map((tile) => (
        <div key={tile.label} className={styles.tile}>
          <dt className={styles.tileLabel}>{tile.label}</dt>
          <dd className={styles.tileValue}>
            {tile.value}
            {tile.unit && <span className={styles.tileUnit}> {tile.unit}</span>}
          </dd>
        </div>
      ))}
    </dl>
  );
}
