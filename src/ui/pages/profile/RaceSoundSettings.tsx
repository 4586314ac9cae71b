// Race sounds (SPEC §3 raceSounds: all, only_fx (default), none), their volume (SPEC §9 default
// 0.5) and the fullscreen race mode, kept on the account: the race page reads the same values.
// The volume shows each step at once and is saved once the slider settles.
import { useId } from 'react';

import type { Clock } from '../../../domain/clock';
import { FULL_SCREEN_MODES } from '../../../domain/contracts/raceEndpoints';
import { systemClock } from '../../../domain/systemClock';
import type { RaceSounds } from '../../../domain/user';
import { CheckboxField } from '../../components/Field';
import { Panel } from '../../components/Page';
import { useSettledCall } from '../../hooks/useSettledCall';
import {
  saveFullScreenMode,
  saveRaceSounds,
  VOLUME_SETTLE_MS,
} from '../../race/raceAccountSettings';
import styles from './Profile.module.css';
import type { TabProps } from './settingsForm';

export { VOLUME_SETTLE_MS };

const SOUND_CHOICES: readonly { value: RaceSounds; label: string }[] = [
  { value: 'all', label: 'All sounds (effects and a click per key)' },
  { value: 'only_fx', label: 'Sound effects only' },
  { value: 'none', label: 'No sounds' },
];

export function RaceSoundSettings({
  settings,
  onSaved,
  clock = systemClock,
}: TabProps & { clock?: Clock }) {
  const id = useId();
  const volumePercent = Math.round(settings.raceVolume * 100);
  const volumeSave = useSettledCall(
    ({ sounds, volume }: { sounds: RaceSounds; volume: number }) =>
      void saveRaceSounds(sounds, volume),
    VOLUME_SETTLE_MS,
    clock,
  );

  const setSounds = async (value: RaceSounds) => {
    // This save carries the volume shown, so a volume save still waiting has nothing left to do.
    volumeSave.cancel();
    onSaved({ ...settings, raceSounds: value });
    await saveRaceSounds(value, settings.raceVolume);
  };
  const setVolume = (volume: number) => {
    onSaved({ ...settings, raceVolume: volume });
    volumeSave.schedule({ sounds: settings.raceSounds, volume });
  };
  const setFullScreen = async (on: boolean) => {
    const mode = on ? FULL_SCREEN_MODES[1] : FULL_SCREEN_MODES[0];
    onSaved({ ...settings, fullScreenMode: mode });
    await saveFullScreenMode(mode);
  };

  return (
    <Panel labelledBy={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.sectionTitle}>
        Race sounds
      </h2>
      <div className={styles.form}>
        <fieldset className={styles.choices}>
          <legend className="visually-hidden">Race sounds</legend>
          {SOUND_CHOICES.map((choice) => (
            <label key={choice.value} className={styles.choice}>
              <input
                type="radio"
                name={`${id}-sounds`}
                value={choice.value}
                checked={settings.raceSounds === choice.value}
                onChange={() => void setSounds(choice.value)}
              />
              {choice.label}
            </label>
          ))}
        </fieldset>
        <label htmlFor={`${id}-volume`}>Volume: {volumePercent}%</label>
        <input
          id={`${id}-volume`}
          className={styles.volume}
          type="range"
          min={0}
          max={100}
          step={5}
          value={volumePercent}
          aria-valuetext={`${volumePercent}%`}
          onChange={(e) => setVolume(Number(e.target.value) / 100)}
        />
        <CheckboxField
          label="Open races in full-screen race mode"
          checked={settings.fullScreenMode === 'race'}
          onChange={(e) => void setFullScreen(e.target.checked)}
        />
      </div>
    </Panel>
  );
}
