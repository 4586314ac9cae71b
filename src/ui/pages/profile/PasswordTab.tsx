// Password tab (SPEC §5: password, newPassword, newPassword2). A new password logs the player out
// everywhere else; this browser stays logged in with the fresh token the answer carries.
import { passwordSettingsBody } from '../../../domain/contracts/settings';
import { settingsEndpoints } from '../../../domain/contracts/settingsEndpoints';
import { api } from '../../api';
import { TextField } from '../../components/Field';
import { Panel } from '../../components/Page';
import styles from './Profile.module.css';
import { adoptChange, useSettingsForm, type TabProps } from './settingsForm';
import { CurrentPasswordField, SettingsForm } from './SettingsFormParts';

export function PasswordTab({ onSaved }: Pick<TabProps, 'onSaved'>) {
  const form = useSettingsForm({ password: '', newPassword: '', newPassword2: '' });
  const save = async () => {
    const ok = await form.submit(
      passwordSettingsBody,
      form.values,
      async (body) =>
        adoptChange(onSaved)(await api.call(settingsEndpoints.passwordSettings, { body })),
      'Password changed. Your other devices have been logged out.',
    );
    if (ok) form.reset('password', 'newPassword', 'newPassword2');
  };
  return (
    <Panel labelledBy="password-title">
      <h2 id="password-title" className={styles.sectionTitle}>
        Password
      </h2>
      <SettingsForm form={form} onSubmit={save} submitLabel="Change Password">
        <CurrentPasswordField {...form.text('password')} />
        <TextField
          label="New password"
          type="password"
          autoComplete="new-password"
          hint="At least 6 characters."
          {...form.text('newPassword')}
        />
        <TextField
          label="New password again"
          type="password"
          autoComplete="new-password"
          {...form.text('newPassword2')}
        />
      </SettingsForm>
    </Panel>
  );
}
