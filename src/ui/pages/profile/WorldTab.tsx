// World tab (SPEC §7 /settings/world {worldID}): the region the player races from. Saved with the
// account and shown here; nothing else uses it yet, and the tab says so.
import { worldSettingsBody } from '../../../domain/contracts/settings';
import { settingsEndpoints } from '../../../domain/contracts/settingsEndpoints';
import { WORLDS } from '../../../domain/settings/worlds';
import { api } from '../../api';
import { SelectField } from '../../components/Field';
import { Panel } from '../../components/Page';
import styles from './Profile.module.css';
import { adoptChange, useSettingsForm, type TabProps } from './settingsForm';
import { SettingsForm } from './SettingsFormParts';

export function WorldTab({ settings, onSaved }: TabProps) {
  const form = useSettingsForm({ worldID: settings.worldID });
  const save = () =>
    form.submit(
      worldSettingsBody,
      form.values,
      async (body) =>
        adoptChange(onSaved)(await api.call(settingsEndpoints.worldSettings, { body })),
      'Region saved.',
    );
  return (
    <Panel labelledBy="world-title">
      <h2 id="world-title" className={styles.sectionTitle}>
        World
      </h2>
      <SettingsForm form={form} onSubmit={save} submitLabel="Save Region">
        <SelectField
          label="Where you race from"
          hint="Kept with your account. Races do not use it yet: everyone races together."
          value={form.values.worldID}
          onChange={(e) => form.set({ worldID: Number(e.target.value) })}
          error={form.errors.fields.worldID}
        >
          {WORLDS.map((world) => (
            <option key={world.worldID} value={world.worldID}>
              {world.name}
            </option>
          ))}
        </SelectField>
      </SettingsForm>
    </Panel>
  );
}
