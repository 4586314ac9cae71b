// Single sign-on tab (SPEC §2 "single sign-on removal", §7 /remove-sso-code and /remove-sso): the
// providers linked to the account, and removing them. Removal gives the account a username and a
// password in their place (SPEC §5: a code, a username and the password twice); the code is
// e-mailed, so a session left open somewhere is not enough to take the account over.
import { useState } from 'react';

import { removeSsoBody } from '../../../domain/contracts/settings';
import { settingsEndpoints } from '../../../domain/contracts/settingsEndpoints';
import { z } from '../../../domain/zodMini';
import { api } from '../../api';
import { TextField } from '../../components/Field';
import { Panel } from '../../components/Page';
import { Empty } from '../../components/Status';
import styles from './Profile.module.css';
import { adoptChange, useSettingsForm, type TabProps } from './settingsForm';
import { SettingsForm } from './SettingsFormParts';

const noBody = z.strictObject({});

export function SsoTab({ settings, onSaved }: TabProps) {
  return (
    <Panel labelledBy="sso-title">
      <h2 id="sso-title" className={styles.sectionTitle}>
        Single sign-on
      </h2>
      {settings.sso.length === 0 ? (
        <Empty title="No single sign-on linked">You log in with your username and password.</Empty>
      ) : (
        <>
          <p>You sign in with:</p>
          <ul>
            {settings.sso.map((link) => (
              <li key={link.provider}>{link.name}</li>
            ))}
          </ul>
          <RemoveSso settings={settings} onSaved={onSaved} />
        </>
      )}
    </Panel>
  );
}

function RemoveSso({ settings, onSaved }: TabProps) {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const ask = useSettingsForm();
  const form = useSettingsForm({
    code: '',
    username: settings.username,
    password: '',
    password2: '',
  });

  const sendCode = () =>
    ask.submit(
      noBody,
      {},
      async () => setSentTo((await api.call(settingsEndpoints.removeSsoCode)).email),
      '',
    );
  const remove = () =>
    form.submit(
      removeSsoBody,
      form.values,
      async (body) => adoptChange(onSaved)(await api.call(settingsEndpoints.removeSso, { body })),
      'Single sign-on removed. Log in with your username and password from now on.',
    );

  if (!sentTo) {
    return (
      <SettingsForm
        form={ask}
        onSubmit={sendCode}
        submitLabel="E-mail Me a Code"
        pendingLabel="Sending…"
        intro={
          <p className={styles.note}>
            To remove single sign-on, choose a username and password to log in with instead. We
            first e-mail you a code to {settings.email || 'your address'}.
          </p>
        }
      >
        {null}
      </SettingsForm>
    );
  }
  return (
    <SettingsForm
      form={form}
      onSubmit={remove}
      submitLabel="Remove Single Sign-On"
      pendingLabel="Removing…"
      variant="danger"
      intro={<p className={styles.note}>We sent a code to {sentTo}. It works for 15 minutes.</p>}
    >
      <TextField label="Code from the e-mail" autoComplete="one-time-code" {...form.text('code')} />
      <TextField label="Username" autoComplete="username" {...form.text('username')} />
      <TextField
        label="New password"
        type="password"
        autoComplete="new-password"
        hint="At least 6 characters."
        {...form.text('password')}
      />
      <TextField
        label="New password again"
        type="password"
        autoComplete="new-password"
        {...form.text('password2')}
      />
    </SettingsForm>
  );
}
