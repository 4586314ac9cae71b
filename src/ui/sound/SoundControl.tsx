// The race page's sound control: mute, volume (SPEC §9: 0.5 until moved) and the optional click
// per key. Mute and key clicks are the account's raceSounds setting (none / only_fx / all), saved
// with it; so is a logged-in player's volume (a guest's is kept in this browser, soundPrefs.ts).
// The volume shows each step at once and is saved once the slider settles, as on /profile.
import { useId } from 'react';

import type { Clock } from '../../domain/clock';
import { systemClock } from '../../domain/systemClock';
import type { RaceSounds } from '../../domain/user';
import { useSettledCall } from '../hooks/useSettledCall';
import {
  saveRaceSounds,
  saveRaceVolume,
  showRaceVolume,
  useRaceSoundsSetting,
  useRaceVolume,
  VOLUME_SETTLE_MS,
} from '../race/raceAccountSettings';
import { getSession } from '../stores/sessionStore';
import styles from './SoundControl.module.css';
import { useSoundPrefs } from './soundPrefs';

function SpeakerIcon({ muted }: { muted: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path d="M4 9h4l5-4v14l-5-4H4z" fill="currentColor" />
      {muted ? (
        <path d="M16 9l5 6M21 9l-5 6" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      ) : (
        <path
          d="M16 8.5a5 5 0 0 1 0 7M18.5 6a8.5 8.5 0 0 1 0 12"
          stroke="currentColor"
          strokeWidth="2"
          fill="none"
          strokeLinecap="round"
        />
      )}
    </svg>
  );
}

/** `compact`: the mute button alone (the fullscreen race mode mid-race). */
export function SoundControl({
  compact = false,
  clock = systemClock,
}: {
  compact?: boolean;
  clock?: Clock;
}) {
  const id = useId();
  const raceSounds = useRaceSoundsSetting();
  const volume = useRaceVolume();
  const unmuteTo = useSoundPrefs((state) => state.unmuteTo);
  const update = useSoundPrefs((state) => state.update);
  const muted = raceSounds === 'none';
  const keyClicks = (muted ? unmuteTo : raceSounds) === 'all';
  const volumeSave = useSettledCall(
    (value: number) => void saveRaceVolume(value),
    VOLUME_SETTLE_MS,
    clock,
  );

  /**
   * A sounds save for a logged-in player carries the volume shown, so a volume save still
   * waiting has nothing left to do (and its later answer cannot undo the sounds change).
   */
  const saveSounds = (value: RaceSounds) => {
    if (!getSession().user.loggedIn) return void saveRaceSounds(value);
    volumeSave.cancel();
    void saveRaceSounds(value, volume);
  };
  const toggleMute = () => {
    if (muted) return saveSounds(unmuteTo);
    update({ unmuteTo: raceSounds });
    saveSounds('none');
  };
  const setKeyClicks = (on: boolean) => {
    const value: RaceSounds = on ? 'all' : 'only_fx';
    // Muted, the choice waits for the unmute; otherwise it is the setting now.
    if (muted) update({ unmuteTo: value });
    else saveSounds(value);
  };
  const setVolume = (value: number) => {
    showRaceVolume(value);
    volumeSave.schedule(value);
  };

  return (
    <div className={styles.sound} role="group" aria-label="Sound">
      <button
        type="button"
        className={styles.mute}
        aria-pressed={muted}
        onClick={toggleMute}
        data-testid="sound-mute"
      >
        <SpeakerIcon muted={muted} />
        <span className="visually-hidden">Mute sounds</span>
      </button>
      {!compact && (
        <>
          <label className="visually-hidden" htmlFor={`${id}-volume`}>
            Volume
          </label>
          <input
            id={`${id}-volume`}
            className={styles.volume}
            type="range"
            min={0}
            max={100}
            step={5}
            value={Math.round(volume * 100)}
            aria-valuetext={`${Math.round(volume * 100)}%`}
            onChange={(event) => setVolume(Number(event.target.value) / 100)}
          />
          <label className={styles.keyClicks}>
            <input
              type="checkbox"
              checked={keyClicks}
              onChange={(event) => setKeyClicks(event.target.checked)}
            />
            Key clicks
          </label>
        </>
      )}
    </div>
  );
}
