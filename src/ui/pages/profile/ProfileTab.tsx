// Profile tab: the display name (any time) and the username (once: SPEC §3 changedUsername),
// both confirmed with the current password; and the race settings kept on the account (sounds,
// their volume, the fullscreen race mode), which need no password.
import { useState, type FormEvent } from 'react';

import { profileSettingsBody } from '../../../domain/contracts/settings';
import { settingsEndpoints } from '../../../domain/contracts/settingsEndpoints';
import { api } from '../../api';
import { Button } from '../../components/Button';
import { FormMessage, TextField } from '../../components/Field';
import { Panel } from '../../components/Page';
import styles from './Profile.module.css';
import { RaceSoundSettings } from './RaceSoundSettings';
import { adoptUser, useSettingsForm, type TabProps } from './settingsForm';

export function ProfileTab({ settings, onSaved }: TabProps) {
  const [displayName, setDisplayName] = useState(settings.displayName);
  const [username, setUsername] = useState(settings.username);
  const [password, setPassword] = useState('');
  const { errors, busy, saved, submit } = useSettingsForm();

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const renamed = !settings.changedUsername && username.trim() !== settings.username;
    const body = { displayName, password, ...(renamed ? { username } : {}) };
    const ok = await submit(
      profileSettingsBody,
      body,
      async (parsed) => {
        const { settings: next, user } = await api.call(settingsEndpoints.profileSettings, {
          body: parsed,
        });
        adoptUser(user);
        onSaved(next);
      },
      'Profile saved.',
    );
    if (ok) setPassword('');
  };

  return (
    <>
      <Panel labelledBy="profile-title">
        <h2 id="profile-title" className={styles.sectionTitle}>
          Profile
        </h2>
        <form className={styles.form} onSubmit={save} noValidate>
          {errors.form && <FormMessage tone="error">{errors.form}</FormMessage>}
          {saved && <FormMessage tone="success">{saved}</FormMessage>}
          <TextField
            label="Display name"
            hint="What other racers see. Leave empty to show your username."
            value={displayName}
            maxLength={30}
            onChange={(e) => setDisplayName(e.target.value)}
            error={errors.fields.displayName}
          />
          <TextField
            label="Username"
            hint={
              settings.changedUsername
                ? 'You have used your one username change.'
                : 'You can change your username once.'
            }
            value={username}
            readOnly={settings.changedUsername}
            autoCapitalize="none"
            spellCheck={false}
            onChange={(e) => setUsername(e.target.value)}
            error={errors.fields.username}
          />
          <TextField
            label="Current password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            error={errors.fields.password}
          />
          <div className={styles.row}>
            <Button type="submit" disabled={busy}>
              {busy ? 'Saving…' : 'Save Profile'}
            </Button>
          </div>
        </form>
      </Panel>
      <RaceSoundSettings settings={settings} onSaved={onSaved} />
    </>
  );
}
