// Password tab (SPEC §5: password, newPassword, newPassword2). A new password logs the player out
// everywhere else; this browser stays logged in with the fresh token the answer carries.
import { useState, type FormEvent } from 'react';

import { passwordSettingsBody } from '../../../domain/contracts/settings';
import { settingsEndpoints } from '../../../domain/contracts/settingsEndpoints';
import { api } from '../../api';
import { Button } from '../../components/Button';
import { FormMessage, TextField } from '../../components/Field';
import { Panel } from '../../components/Page';
import styles from './Profile.module.css';
import { adoptUser, useSettingsForm, type TabProps } from './settingsForm';

export function PasswordTab({ onSaved }: Pick<TabProps, 'onSaved'>) {
  const [password, setPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [newPassword2, setNewPassword2] = useState('');
  const { errors, busy, saved, submit } = useSettingsForm();
  const save = async (event: FormEvent) => {
    event.preventDefault();
    const ok = await submit(
      passwordSettingsBody,
      { password, newPassword, newPassword2 },
      async (body) => {
        const { settings, user } = await api.call(settingsEndpoints.passwordSettings, { body });
        adoptUser(user);
        onSaved(settings);
      },
      'Password changed. Your other devices have been logged out.',
    );
    if (ok) {
      setPassword('');
      setNewPassword('');
      setNewPassword2('');
    }
  };
  return (
    <Panel labelledBy="password-title">
      <h2 id="password-title" className={styles.sectionTitle}>
        Password
      </h2>
      <form className={styles.form} onSubmit={save} noValidate>
        {errors.form && <FormMessage tone="error">{errors.form}</FormMessage>}
        {saved && <FormMessage tone="success">{saved}</FormMessage>}
        <TextField
          label="Current password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={errors.fields.password}
        />
        <TextField
          label="New password"
          type="password"
          autoComplete="new-password"
          hint="At least 6 characters."
          value={newPassword}
          onChange={(e) => setNewPassword(e.target.value)}
          error={errors.fields.newPassword}
        />
        <TextField
          label="New password again"
          type="password"
          autoComplete="new-password"
          value={newPassword2}
          onChange={(e) => setNewPassword2(e.target.value)}
          error={errors.fields.newPassword2}
        />
        <div className={styles.row}>
          <Button type="submit" disabled={busy}>
            {busy ? 'Saving…' : 'Change Password'}
          </Button>
        </div>
      </form>
    </Panel>
  );
}
