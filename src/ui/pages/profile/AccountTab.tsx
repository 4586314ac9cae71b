// Account tab (SPEC §7 /settings/account): first and last name, e-mail, whether we may write to
// the player, all confirmed with the current password; and the e-mail's verification: its state
// and the button that mails a link (SPEC §7 /settings/send-verification-email).
import { useState, type FormEvent } from 'react';

import { accountSettingsBody } from '../../../domain/contracts/settings';
import { settingsEndpoints } from '../../../domain/contracts/settingsEndpoints';
import { z } from '../../../domain/zodMini';
import { api } from '../../api';
import { Button } from '../../components/Button';
import { CheckboxField, FormMessage, TextField } from '../../components/Field';
import { Panel } from '../../components/Page';
import styles from './Profile.module.css';
import { adoptUser, useSettingsForm, type TabProps } from './settingsForm';

export function AccountTab({ settings, onSaved }: TabProps) {
  const [firstname, setFirstname] = useState(settings.firstname);
  const [lastname, setLastname] = useState(settings.lastname);
  const [email, setEmail] = useState(settings.email);
  const [contact, setContact] = useState(settings.contact);
  const [password, setPassword] = useState('');
  const { errors, busy, saved, submit } = useSettingsForm();

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const ok = await submit(
      accountSettingsBody,
      { firstname, lastname, email, contact, password },
      async (body) => {
        const { settings: next, user } = await api.call(settingsEndpoints.accountSettings, {
          body,
        });
        adoptUser(user);
        onSaved(next);
      },
      'Account saved.',
    );
    if (ok) setPassword('');
  };

  return (
    <>
      <Panel labelledBy="account-title">
        <h2 id="account-title" className={styles.sectionTitle}>
          Account
        </h2>
        <form className={styles.form} onSubmit={save} noValidate>
          {errors.form && <FormMessage tone="error">{errors.form}</FormMessage>}
          {saved && <FormMessage tone="success">{saved}</FormMessage>}
          <TextField
            label="First name"
            optional
            autoComplete="given-name"
            value={firstname}
            onChange={(e) => setFirstname(e.target.value)}
            error={errors.fields.firstname}
          />
          <TextField
            label="Last name"
            optional
            autoComplete="family-name"
            value={lastname}
            onChange={(e) => setLastname(e.target.value)}
            error={errors.fields.lastname}
          />
          <TextField
            label="E-mail"
            type="email"
            autoComplete="email"
            hint="Used for password resets. A new address needs verifying again."
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            error={errors.fields.email}
          />
          <CheckboxField
            label="Send me news and offers by e-mail"
            checked={contact}
            onChange={(e) => setContact(e.target.checked)}
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
              {busy ? 'Saving…' : 'Save Account'}
            </Button>
          </div>
        </form>
      </Panel>
      <EmailVerification settings={settings} />
    </>
  );
}

function EmailVerification({ settings }: Pick<TabProps, 'settings'>) {
  const { errors, busy, saved, submit } = useSettingsForm();
  const send = () =>
    submit(
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
          {errors.form && <FormMessage tone="error">{errors.form}</FormMessage>}
          {saved && <FormMessage tone="success">{saved}</FormMessage>}
          <p className={styles.row}>
            <span className={styles.unverified}>Not verified</span> {settings.email}
          </p>
          <div className={styles.row}>
            <Button variant="ghost" disabled={busy} onClick={() => void send()}>
              {busy ? 'Sending…' : 'Send Verification E-mail'}
            </Button>
          </div>
        </div>
      )}
    </Panel>
  );
}
