// A labelled progress bar (role progressbar, 0-100) in the design system's look: the pages that
// show progress (achievements, their groups, the season) draw it the same way.
import styles from './ProgressBar.module.css';

export function ProgressBar({
  label,
  percent,
  size = 'sm',
  tone = 'primary',
  className,
}: {
  label: string;
  /** 0 to 100, whole. */
  percent: number;
  size?: 'sm' | 'lg';
  /** Gold once the thing measured is done and claimed. */
  tone?: 'primary' | 'gold';
  className?: string;
}) {
  return (
    <div
      className={[
        styles.bar,
        size === 'lg' ? styles.lg : '',
        tone === 'gold' ? styles.gold : '',
        className ?? '',
      ].join(' ')}
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
    >
      <span className={styles.fill} style={{ width: `${percent}%` }} />
    </div>
  );
}
