// The heading of the race card (over the passage, or over the math problem) and the countdown
// beside it during the lights.
import { countdownLabel } from '../../domain/race/raceView';
import styles from './RaceScreen.module.css';
import type { RaceStage } from './raceStore';

const TITLES = {
  typing: { racing: 'Type!', countdown: 'Read ahead — starting in', before: 'Your passage' },
  math: { racing: 'Solve!', countdown: 'Get ready — starting in', before: 'Your problems' },
} as const;

export function RaceCardHeader(props: {
  mode: keyof typeof TITLES;
  stage: RaceStage;
  countdown: number | null;
}) {
  const { mode, stage, countdown } = props;
  const titles = TITLES[mode];
  const title =
    stage === 'racing' || stage === 'countdown'
      ? titles[stage]
      : stage === 'finishing'
        ? 'Crossing the line…'
        : titles.before;
  return (
    <header className={styles.cardHeader}>
      <span className={styles.cardTitle}>{title}</span>
      {stage === 'countdown' && (
        <span
          key={countdown ?? 'ready'}
          className={styles.countdown}
          data-value={countdown ?? 'ready'}
          role="status"
          data-testid="countdown"
        >
          {countdownLabel(countdown)}
        </span>
      )}
    </header>
  );
}
