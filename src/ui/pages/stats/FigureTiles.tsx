// A row of figure tiles (races, speed, accuracy, …), shared by /stats and the public profile.
import styles from './Stats.module.css';

export function FigureTiles({
  tiles,
  label,
}: {
  tiles: { label: string; value: string }[];
  label: string;
}) {
  return (
    <dl className={styles.tiles} aria-label={label}>
      {tiles.map((tile) => (
        <div key={tile.label} className={styles.tile}>
          <dt className={styles.tileLabel}>{tile.label}</dt>
          <dd className={styles.tileValue}>{tile.value}</dd>
        </div>
      ))}
    </dl>
  );
}
