// Over the track: the sound control, "hide my name" for streamers, and the fullscreen race mode
// (also the F key between races). A click here mid-race hands the keys straight back to the race.
import { SoundControl } from '../sound/SoundControl';
import { useRaceDisplay } from '../stores/raceDisplay';
import styles from './RaceToolbar.module.css';
import type { RaceDisplay } from './useRaceDisplayMode';

interface RaceToolbarProps {
  display: RaceDisplay;
  /** Wide screens: over the track's sky (top right, clear of its START/FINISH boards) or a row. */
  placement?: 'sky' | 'row';
  /** Mid-race: only mute and fullscreen, so the track stays in view. */
  compact?: boolean;
  toggleFullscreen(): void;
  /** After a pointer click during a race: give the keys back to the race input. */
  onPointerDone?(): void;
}

export function RaceToolbar(props: RaceToolbarProps) {
  const { display, placement = 'sky', compact = false, toggleFullscreen, onPointerDone } = props;
  const hideName = useRaceDisplay((state) => state.hideName);
  const setHideName = useRaceDisplay((state) => state.setHideName);
  const fullscreen = display === 'fullscreen';
  return (
    <div
      className={styles.toolbar}
      data-display={display}
      data-placement={placement}
      onPointerUp={onPointerDone}
    >
      <SoundControl compact={compact} />
      {!compact && (
        <label className={styles.option}>
          <input
            type="checkbox"
            checked={hideName}
            onChange={(event) => setHideName(event.target.checked)}
          />
          Hide my name
        </label>
      )}
      <button
        type="button"
        className={styles.fullscreen}
        aria-pressed={fullscreen}
        aria-keyshortcuts="F"
        onClick={toggleFullscreen}
        data-testid="fullscreen-toggle"
      >
        {fullscreen ? 'Exit fullscreen' : 'Fullscreen'} <kbd aria-hidden="true">F</kbd>
      </button>
    </div>
  );
}
