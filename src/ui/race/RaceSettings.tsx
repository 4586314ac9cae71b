// Race settings (SPEC §2, §9): scoring mode and game visibility for the room the player opens.
// They are sent before the join, so they shape a room this player creates; in someone else's
// room the host's settings stand.
import { useId } from 'react';

import type { GameVisibility, ScoringMode } from '../../domain/user';
import styles from './RaceSettings.module.css';

export interface RaceSettingsValue {
  scoringMode: ScoringMode;
  gameVisibility: GameVisibility;
}

interface RaceSettingsProps {
  value: RaceSettingsValue;
  onChange(value: RaceSettingsValue): void;
}

export function RaceSettings({ value, onChange }: RaceSettingsProps) {
  const id = useId();
  return (
    <details className={styles.settings}>
      <summary>Race settings</summary>
      <div className={styles.fields}>
        <label htmlFor={`${id}-scoring`}>Scoring</label>
        <select
          id={`${id}-scoring`}
          value={value.scoringMode}
          onChange={(event) =>
            onChange({ ...value, scoringMode: event.target.value as ScoringMode })
          }
        >
          <option value="competitive">Competitive (places pay bonuses)</option>
          <option value="casual">Casual (just for fun)</option>
        </select>
        <label htmlFor={`${id}-visibility`}>Who can join</label>
        <select
          id={`${id}-visibility`}
          value={value.gameVisibility}
          onChange={(event) =>
            onChange({ ...value, gameVisibility: event.target.value as GameVisibility })
          }
        >
          <option value="public">Anyone (public)</option>
          <option value="invite-only">Invite only</option>
        </select>
      </div>
    </details>
  );
}
