// World tab (SPEC §7 /settings/world {worldID}): the region the player races from. Saved with the
// account and shown here; nothing else uses it yet, and the tab says so.
import { useState, type FormEvent } from 'react';

import { worldSettingsBody } from '../../../domain/contracts/settings';
import { settingsEndpoints } from '../../../domain/contracts/settingsEndpoints';
import { WORLDS } from '../../../domain/settings/worlds';
import { api } from '../../api';
import { Button } from '../../components/Button';
import { FormMessage, SelectField } from '../../components/Field';
import { Panel } from '../../components/Page';
import styles from './Profile.module.css';
import { adoptUser, useSettingsForm, type TabProps } from './settingsForm';

export function WorldTab({ settings, onSaved }: TabProps) {
  const [worldID, setWorldID] = useState(settings.worldID);
  const { errors, busy, saved, submit } = useSettingsForm();
  const save = (event: FormEvent) => {
    event.preventDefault();
    void submit(
      worldSettingsBody,
      { worldID },
      async (body) => {
        const { settings: next, user } = await api.call(settingsEndpoints.worldSettings, { body });
        adoptUser(user);
        onSaved(next);
      },
      'Region saved.',
    );
  };
  return (
    <Panel labelledBy="world-title">
      <h2 id="world-title" className={styles.sectionTitle}>
        World
      </h2>
      <form className={styles.form} onSubmit={save} noValidate>
        {errors.form && <FormMessage tone="error">{errors.form}</FormMessage>}
        {saved && <FormMessage tone="success">{saved}</FormMessage>}
        <SelectField
          label="Where you race from"
          hint="Kept with your account. Races do not use it yet: everyone races together."
          value={worldID}
          onChange={(e) => setWorldID(Number(e.target.value))}
          error={errors.fields.worldID}
        >
          {WORLDS.map((world) => (
            <option key={world.worldID} value={world.worldID}>
              {world.name}
            </option>
          ))}
        </SelectField>
        <div className={styles.row}>
          <Button type="submit" disabled={busy}>
            {busy ? 'Saving…' : 'Save Region'}
          </Button>
        </div>
      </form>
    </Panel>
  );
}
