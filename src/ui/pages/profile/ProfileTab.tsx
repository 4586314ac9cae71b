// Profile tab: the display name (any time) and the username (once: SPEC §3 changedUsername),
// both confirmed with the current password; and the race settings kept on the account (sounds,
// their volume, the fullscreen race mode), which need no password.
import { profileSettingsBody } from '../../../domain/contracts/settings';
import { settingsEndpoints } from '../../../domain/contracts/settingsEndpoints';
import { api } from '../../api';
import { TextField } from '../../components/Field';
import { Panel } from '../../components/Page';
import styles from './Profile.module.css';
import { RaceSoundSettings } from './RaceSoundSettings';
import { adoptChange, useSettingsForm, type TabProps } from './settingsForm';
import { CurrentPasswordField, SettingsForm } from './SettingsFormParts';

export function ProfileTab({ settings, onSaved }: TabProps) {
  const form = useSettingsForm({
    displayName: settings.displayName,
    username: settings.username,
    password: '',
  });

  const save = async () => {
    const { displayName, username, password } = form.values;
    const renamed = !settings.changedUsername && username.trim() !== settings.username;
    const body = { displayName, password, ...(renamed ? { username } : {}) };
    const ok = await form.submit(
      profileSettingsBody,
      body,
      async (parsed) =>
        adoptChange(onSaved)(await api.call(settingsEndpoints.profileSettings, { body: parsed })),
      'Profile saved.',
    );
    if (ok) form.reset('password');
  };

  return (
    <>
      <Panel labelledBy="profile-title">
        <h2 id="profile-title" className={styles.sectionTitle}>
          Profile
        </h2>
        <SettingsForm form={form} onSubmit={save} submitLabel="Save Profile">
          <TextField
            label="Display name"
            hint="What other racers see. Leave empty to show your username."
            maxLength={30}
            {...form.text('displayName')}
          />
          <TextField
            label="Username"
            hint={
              settings.changedUsername
                ? 'You have used your one username change.'
                : 'You can change your username once.'
            }
            readOnly={settings.changedUsername}
            autoCapitalize="none"
            spellCheck={false}
            {...form.text('username')}
          />
          <CurrentPasswordField {...form.text('password')} />
        </SettingsForm>
      </Panel>
      <RaceSoundSettings settings={settings} onSaved={onSaved} />
    </>
  );
}
