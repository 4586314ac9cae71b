// The daily reward's mystery box: closed while it waits, bursting open to show what was inside.
// The motion is CSS keyframes only, switched off for prefers-reduced-motion.
import type { GarageReward } from '../../../domain/rewards/grant';
import { CarArt } from './CarArt';
import styles from './DailyReward.module.css';
import type { CarCatalogue } from './garageView';
import { carArt, rewardText } from './garageView';

export function MysteryBoxArt({ open = false }: { open?: boolean }) {
  // Open, the lid stays in the picture, lifted and tilted over the box, and the box shows its dark
  // inside: without the lid, a wide box with a "?" read as a flat bar.
  return (
    <svg
      className={[styles.box, open ? styles.boxOpen : ''].join(' ')}
      viewBox="0 0 120 110"
      aria-hidden="true"
      focusable="false"
      data-testid="mystery-box"
      data-open={open}
    >
      <g className={styles.boxBody}>
        <rect x="14" y="46" width="92" height="58" rx="8" className={styles.boxSide} />
        {open && <rect x="20" y="46" width="80" height="10" rx="3" className={styles.inside} />}
        <rect x="52" y="46" width="16" height="58" className={styles.ribbon} />
        {!open && (
          <text x="60" y="86" textAnchor="middle" className={styles.mark}>
            ?
          </text>
        )}
      </g>
      <g className={styles.lid} data-testid="mystery-box-lid">
        <rect x="6" y="30" width="108" height="20" rx="6" className={styles.boxLid} />
        <rect x="52" y="30" width="16" height="20" className={styles.ribbon} />
        <path d="M60 30 C40 8 26 22 44 30 Z M60 30 C80 8 94 22 76 30 Z" className={styles.bow} />
      </g>
    </svg>
  );
}

export function MysteryBoxReveal({
  reward,
  catalogue,
}: {
  reward: GarageReward;
  catalogue: CarCatalogue;
}) {
  const text = rewardText(reward, catalogue);
  return (
    <div className={styles.reveal} data-testid="daily-reward-reveal">
      <MysteryBoxArt open />
      <div className={styles.prize} role="status">
        {reward.type === 'car' && (
          <CarArt
            src={carArt(catalogue, reward.value)}
            name={text}
            hueAngle={0}
            className={styles.prizeCar}
          />
        )}
        <p className={styles.prizeText}>
          You got <strong>{text}</strong>!
        </p>
      </div>
    </div>
  );
}
