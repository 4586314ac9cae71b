// Two-factor tab (SPEC §7 /enable-2fa and /disable-2fa {password, code}). Turning it on: the
// password, then a QR code of a new secret (and the secret as text, for typing in) to add to an
// authenticator app, then the app's code; the ten backup codes are shown once, here, and never
// again. Turning it off takes the password and a code (or a backup code).
import { useState } from 'react';

import { twoFactorBody, twoFactorSetupBody } from '../../../domain/contracts/settings';
import { settingsEndpoints } from '../../../domain/contracts/settingsEndpoints';
import type { TwoFactorSetup } from '../../../domain/contracts/settingsResponses';
import { api } from '../../api';
import { Button } from '../../components/Button';
import { FormMessage, TextField } from '../../components/Field';
import { Panel } from '../../components/Page';
import { getSession } from '../../stores/sessionStore';
import styles from './Profile.module.css';
import { adoptChange, adoptUser, useSettingsForm, type TabProps } from './settingsForm';
import { CurrentPasswordField, SettingsForm } from './SettingsFormParts';

export function TwoFactorTab({ settings, onSaved }: TabProps) {
  const [backupCodes, setBackupCodes] = useState<string[] | null>(null);
  return (
    <Panel labelledBy="tfa-title">
      <h2 id="tfa-title" className={styles.sectionTitle}>
        Two-factor login
      </h2>
      {backupCodes ? (
        <BackupCodes codes={backupCodes} onDone={() => setBackupCodes(null)} />
      ) : settings.use2FA ? (
        <TurnOff settings={settings} onSaved={onSaved} />
      ) : (
        <TurnOn settings={settings} onSaved={onSaved} onCodes={setBackupCodes} />
      )}
    </Panel>
  );
}

function TurnOn({ onSaved, onCodes }: TabProps & { onCodes(codes: string[]): void }) {
  const form = useSettingsForm({ password: '', code: '' });
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const { password, code } = form.values;

  const start = () =>
    form.submit(
      twoFactorSetupBody,
      { password },
      async (body) => setSetup(await api.call(settingsEndpoints.twoFactorSetup, { body })),
      '',
    );
  const enable = () =>
    form.submit(
      twoFactorBody,
      { password, code },
      async (body) => {
        const answer = await api.call(settingsEndpoints.enableTwoFactor, { body });
        const session = getSession();
        adoptUser({ ...session.user, use2FA: true });
        onSaved(answer.settings);
        onCodes(answer.backupCodes);
      },
      '',
    );

  if (!setup) {
    return (
      <SettingsForm
        form={form}
        onSubmit={start}
        submitLabel="Set Up Two-Factor Login"
        pendingLabel="Starting…"
        intro={
          <p className={styles.note}>
            Off. With two-factor login on, logging in also asks for a code from an authenticator app
            on your phone, so your password alone is not enough.
          </p>
        }
      >
        <CurrentPasswordField {...form.text('password')} />
      </SettingsForm>
    );
  }
  return (
    <SettingsForm
      form={form}
      onSubmit={enable}
      submitLabel="Turn On Two-Factor Login"
      pendingLabel="Checking…"
      intro={
        <>
          <p className={styles.note}>
            1. Scan this code with your authenticator app, or type the key below into it.
          </p>
          <img className={styles.qr} src={setup.qrDataUrl} alt="QR code of your two-factor key" />
          <p>
            Key:{' '}
            <span className={styles.secret} data-testid="totp-secret">
              {setup.secret}
            </span>
          </p>
          <p className={styles.note}>2. Enter the six-digit code the app shows.</p>
        </>
      }
    >
      <TextField
        label="Code from the app"
        inputMode="numeric"
        autoComplete="one-time-code"
        {...form.text('code')}
      />
    </SettingsForm>
  );
}

function BackupCodes({ codes, onDone }: { codes: string[]; onDone(): void }) {
  return (
    <div className={styles.form}>
      <FormMessage tone="success">Two-factor login is on.</FormMessage>
      <p>
        <strong>Save these backup codes now.</strong> Each one logs you in once if you lose your
        phone. They are shown only this once.
      </p>
      <ul className={styles.codes} aria-label="Backup codes" data-testid="backup-codes">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className={styles.row}>
        <Button onClick={onDone}>I Saved My Codes</Button>
      </div>
    </div>
  );
}

function TurnOff({ settings, onSaved }: TabProps) {
  const form = useSettingsForm({ password: '', code: '' });
  const disable = () =>
    form.submit(
      twoFactorBody,
      form.values,
      async (body) =>
        adoptChange(onSaved)(await api.call(settingsEndpoints.disableTwoFactor, { body })),
      '',
    );
  return (
    <SettingsForm
      form={form}
      onSubmit={disable}
      submitLabel="Turn Off Two-Factor Login"
      pendingLabel="Turning off…"
      variant="danger"
      intro={
        <>
          <p className={styles.row}>
            <span className={styles.verified}>On</span>
            {settings.backupCodesLeft} of 10 backup codes left.
          </p>
          <p className={styles.note}>
            To turn it off, enter your password and a code from the app.
          </p>
        </>
      }
    >
      <CurrentPasswordField {...form.text('password')} />
      <TextField
        label="Code from the app, or a backup code"
        autoComplete="one-time-code"
        {...form.text('code')}
      />
    </SettingsForm>
  );
}
