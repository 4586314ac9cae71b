// The fields of a team (SPEC §3 Team): name, tag colour, enrollment, requirements and autoRemove
// (src/domain/teams/autoRemove.ts). Used to found a team and, for officers, to change it.
import { useState } from 'react';

import { AUTO_REMOVE_INACTIVE_DAYS } from '../../../domain/teams/autoRemove';
import type { Enrollment } from '../../../domain/teams/teamRules';
import {
  MAX_MIN_RACES,
  MAX_MIN_SPEED,
  NAME_MAX,
  REQUIREMENTS_MAX,
} from '../../../domain/teams/teamRules';
import { CheckboxField, SelectField, TextField } from '../../components/Field';
import styles from './Team.module.css';

export interface TeamSettingsDraft {
  name: string;
  tagColor: string;
  enrollment: Enrollment;
  minRaces: number;
  minSpeed: number;
  otherRequirements: string;
  autoRemove: boolean;
}

export function useTeamDraft(initial: TeamSettingsDraft) {
  return useState<TeamSettingsDraft>(initial);
}

const clampInt = (value: string, max: number) =>
  Math.max(0, Math.min(max, Math.floor(Number(value) || 0)));

export function TeamSettingsFields({
  draft,
  onChange,
  speedUnit,
}: {
  draft: TeamSettingsDraft;
  onChange: (next: TeamSettingsDraft) => void;
  speedUnit: string;
}) {
  const set = (patch: Partial<TeamSettingsDraft>) => onChange({ ...draft, ...patch });
  return (
    <>
      <div className={styles.formRow}>
        <TextField
          label="Team name"
          value={draft.name}
          required
          minLength={3}
          maxLength={NAME_MAX}
          onChange={(e) => set({ name: e.target.value })}
        />
        <TextField
          label="Tag colour"
          type="color"
          value={draft.tagColor}
          onChange={(e) => set({ tagColor: e.target.value })}
        />
        <SelectField
          label="Enrollment"
          value={draft.enrollment}
          onChange={(e) => set({ enrollment: e.target.value as Enrollment })}
        >
          <option value="open">Open</option>
          <option value="application">By application</option>
          <option value="invite-only">Invite only</option>
        </SelectField>
      </div>
      <div className={styles.formRow}>
        <TextField
          label="Minimum races"
          type="number"
          min={0}
          max={MAX_MIN_RACES}
          value={draft.minRaces}
          onChange={(e) => set({ minRaces: clampInt(e.target.value, MAX_MIN_RACES) })}
        />
        <TextField
          label={`Minimum speed (${speedUnit})`}
          type="number"
          min={0}
          max={MAX_MIN_SPEED}
          value={draft.minSpeed}
          onChange={(e) => set({ minSpeed: clampInt(e.target.value, MAX_MIN_SPEED) })}
        />
      </div>
      <TextField
        label="Other requirements"
        optional
        value={draft.otherRequirements}
        maxLength={REQUIREMENTS_MAX}
        onChange={(e) => set({ otherRequirements: e.target.value })}
      />
      <CheckboxField
        label={`Remove members who have not raced for ${AUTO_REMOVE_INACTIVE_DAYS} days (officers stay)`}
        checked={draft.autoRemove}
        onChange={(e) => set({ autoRemove: e.target.checked })}
      />
    </>
  );
}
