// Account tab (SPEC §7 /settings/account): first and last name, e-mail, whether we may write to
// the player, all confirmed with the current password; and the e-mail's verification: its state
// and the button that mails a link (SPEC §7 /settings/send-verification-email).
import { accountSettingsBody } from '../../../domain/contracts/settings';
import { settingsEndpoints } from '../../../domain/contracts/settingsEndpoints';
import { z } from '../../../domain/zodMini';
import { api } from '../../api';
import { Button } from '../../components/Button';
import { CheckboxField, TextField } from '../../components/Field';
import { Panel } from '../../components/Page';
import styles from './Profile.module.css';
import { adoptChange, useSettingsForm, type TabProps } from './settingsForm';
import { CurrentPasswordField, FormMessages, SettingsForm } from './SettingsFormParts';

export function AccountTab({ settings, onSaved }: TabProps) {
  const form = useSettingsForm({
    firstname: settings.firstname,
    lastname: settings.lastname,
    email: settings.email,
    contact: settings.contact,
    password: '',
  });

  const save = async () => {
    const ok = await form.submit(
      accountSettingsBody,
      form.values,
      async (body) =>
        adoptChange(onSaved)(await api.call(settingsEndpoints.accountSettings, { body })),
      'Account saved.',
    );
    if (ok) form.reset('password');
  };

  return (
    <>
      <Panel labelledBy="account-title">
        <h2 id="account-title" className={styles.sectionTitle}>
          Account
        </h2>
        <SettingsForm form={form} onSubmit={save} submitLabel="Save Account">
          <TextField
            label="First name"
            optional
            autoComplete="given-name"
            {...form.text('firstname')}
          />
          <TextField
            label="Last name"
            optional
            autoComplete="family-name"
            {...form.text('lastname')}
          />
          <TextField
            label="E-mail"
            type="email"
            autoComplete="email"
            hint="Used for password resets. A new address needs verifying again."
            {...form.text('email')}
          />
          <CheckboxField
            label="Send me news and offers by e-mail"
            checked={form.values.contact}
            onChange={(e) => form.set({ contact: e.target.checked })}
          />
          <CurrentPasswordField {...form.text('password')} />
        </SettingsForm>
      </Panel>
      <EmailVerification settings={settings} />
    </>
  );
}

function EmailVerification({ settings }: Pick<TabProps, 'settings'>) {
  const form = useSettingsForm();
  const send = () =>
    form.submit(
      z.undefined(),
      undefined,
      async () => {
        await api.call(settingsEndpoints.sendVerificationEmail);
      },
      `We sent a link to ${settings.email}. Open it within 24 hours.`,
    );

  return (
    <Panel labelledBy="verify-title">
      <h2 id="verify-title" className={styles.sectionTitle}>
        E-mail verification
      </h2>
      {!settings.email ? (
        <p className={styles.note}>Add an e-mail address above to verify it.</p>
      ) : settings.validEmail ? (
        <p className={styles.row}>
          <span className={styles.verified}>Verified</span> {settings.email}
        </p>
      ) : (
        <div className={styles.form}>
          <FormMessages form={form} />
          <p className={styles.row}>
            <span className={styles.unverified}>Not verified</span> {settings.email}
          </p>
          <div className={styles.row}>
            <Button variant="ghost" disabled={form.busy} onClick={() => void send()}>
              {form.busy ? 'Sending…' : 'Send Verification E-mail'}
            </Button>
          </div>
        </div>
      )}
    </Panel>
  );
}
