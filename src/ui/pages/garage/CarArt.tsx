// A car's side view, repainted with the same hue shift the race scene applies: the authored body
// paint is red, so CSS hue-rotate gives the colours the racer will see on the track.
import { LogoMark } from '../../components/Logo';
import styles from './Garage.module.css';

export function CarArt({
  src,
  name,
  hueAngle,
  className,
}: {
  src: string | null;
  name: string;
  hueAngle: number;
  className?: string;
}) {
  const cls = [styles.carArt, className].filter(Boolean).join(' ');
  // A car missing from the catalogue still shows something car-shaped.
  if (!src) return <LogoMark className={cls} />;
  return (
    <img
      className={cls}
      src={src}
      alt={name}
      draggable={false}
      style={{ filter: `hue-rotate(${hueAngle}deg)` }}
    />
  );
}

export function RarityTag({ rarity }: { rarity: string }) {
  return (
    <span className={styles.rarity} data-rarity={rarity}>
      {rarity}
    </span>
  );
}
