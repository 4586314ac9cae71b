// How this race moved the player on: against their personal best, and the XP bar toward the next
// level (a guest has neither: the qualifying panel offers to keep the race instead).
import { levelProgress } from '../../domain/race/rewards';
import { formatCount } from '../content/format';
import { oneDecimal } from '../content/format';
import styles from './ResultsView.module.css';

export function ResultsProgress({
  speed,
  personalBest,
  unit,
  experience,
}: {
  speed: number;
  personalBest: number | null;
  unit: string;
  /** The player's experience after the race; null for a guest. */
  experience: number | null;
}) {
  if (experience === null) return null;
  const { level, intoLevel, step } = levelProgress(experience);
  const share = Math.round((intoLevel / step) * 100);
  const best =
    personalBest === null
      ? 'Your first race here: this is your personal best.'
      : speed > personalBest
        ? `New personal best! Your old best was ${oneDecimal(personalBest)} ${unit}.`
        : `Your personal best: ${oneDecimal(personalBest)} ${unit}.`;
  return (
    <div className={styles.progressRow}>
      <p className={styles.best} data-new-best={personalBest !== null && speed > personalBest}>
        {best}
      </p>
      <div className={styles.xpBar}>
        <span>Level {level}</span>
        <span
          className={styles.xpTrack}
          role="progressbar"
          aria-label={`Experience toward level ${level + 1}`}
          aria-valuemin={0}
          aria-valuemax={step}
          aria-valuenow={intoLevel}
        >
          <span className={styles.xpFill} style={{ width: `${share}%` }} />
        </span>
        <span>
          {formatCount(intoLevel)} / {formatCount(step)} XP
        </span>
      </div>
    </div>
  );
}
