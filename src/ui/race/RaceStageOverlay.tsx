// What sits over the track before and around a race: the start button, the search for racers,
// and a failure with a way back in. During the countdown and the race the track is left clear.
import { ROOM_SEATS } from '../../domain/race/raceView';
import { Button } from '../components/Button';
import { Chevrons } from '../components/RaceButton';
import styles from './RaceScreen.module.css';
import type { RaceStage } from './raceStore';

interface RaceStageOverlayProps {
  stage: RaceStage;
  racers: number;
  error: string | null;
  raceLabel: string;
  /** Which site's words the tips use. */
  mode: 'typing' | 'math';
  friend?: string;
  viewOnly: boolean;
  onRace(): void;
}

export function RaceButtonAction({
  label,
  viewOnly,
  onRace,
  autoFocus,
}: {
  label: string;
  viewOnly: boolean;
  onRace(): void;
  /** Takes the focus when shown (Race Again after the results). */
  autoFocus?: boolean;
}) {
  // View-only (a teacher looking at a student's screen): the button is there but does nothing.
  return (
    <Button
      variant="accent"
      size="xl"
      className={styles.raceButton}
      onClick={viewOnly ? undefined : onRace}
      aria-disabled={viewOnly || undefined}
      autoFocus={autoFocus}
    >
      {label}
      <Chevrons />
    </Button>
  );
}

export function RaceStageOverlay(props: RaceStageOverlayProps) {
  const { stage, racers, error, raceLabel, mode, friend, viewOnly, onRace } = props;
  if (stage === 'ready') {
    return (
      <div className={styles.overlay}>
        <div className={styles.readyCard}>
          <p className={styles.kicker}>{friend ? `Race with ${friend}` : 'The grid is waiting'}</p>
          <h2 className={styles.readyTitle}>Ready, racer?</h2>
          <RaceButtonAction label={raceLabel} viewOnly={viewOnly} onRace={onRace} />
          <ul className={styles.tips}>
            {mode === 'math' ? (
              <>
                <li>Answer each problem to drive.</li>
                <li>A wrong answer stalls you for a moment.</li>
                <li>The nitro button gives you a boost.</li>
              </>
            ) : (
              <>
                <li>Type the passage to drive.</li>
                <li>Fix each wrong key to go on.</li>
                <li>
                  <kbd>Enter</kbd> fires a nitro.
                </li>
              </>
            )}
          </ul>
        </div>
      </div>
    );
  }
  if (stage === 'connecting' || stage === 'waiting') {
    const seated = Math.max(racers, stage === 'waiting' ? 1 : 0);
    return (
      <div className={styles.finding} role="status">
        <span className={styles.findingText}>Finding racers…</span>
        <span className={styles.findingSeats}>
          {stage === 'connecting' ? 'Connecting' : `${seated} of ${ROOM_SEATS} on the grid`}
        </span>
        <span className={styles.findingBar} aria-hidden="true">
          <span />
        </span>
      </div>
    );
  }
  if (stage === 'error') {
    return (
      <div className={styles.overlay}>
        <div className={styles.readyCard} role="alert">
          <h2 className={styles.errorTitle}>Engine stalled</h2>
          <p className={styles.errorText}>{error ?? 'Something went wrong with the race.'}</p>
          <RaceButtonAction label="Try Again" viewOnly={viewOnly} onRace={onRace} />
        </div>
      </div>
    );
  }
  return null;
}
