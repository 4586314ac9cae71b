// Create an account (SPEC §7 register): username, password, optional e-mail, the policy
// checkbox (sent as 'on') and the optional contact opt-in ('on' or empty). Past the per-address
// rate the server asks for a captcha (priced for this address); the widget then shows, as on login.
import { useState } from 'react';

import {
  PASSWORD_MIN,
  registerBody,
  USERNAME_MAX,
  USERNAME_MIN,
} from '../../domain/contracts/auth';
import { PATHS } from '../../domain/nav/routes';
import type { RaceSounds } from '../../domain/user';
import { Button } from '../components/Button';
import { CheckboxField, FormMessage, TextField } from '../components/Field';
import { useSite } from '../site';
import { useSession } from '../stores/sessionStore';
import styles from './AuthForm.module.css';
import { Captcha } from './Captcha';
import { timeZone } from './formErrors';
import { useAuthSubmit } from './useAuthSubmit';

/** A guest's finished qualifying race, kept by the new account (SPEC §7 register qualifying). */
export interface QualifyingData {
  avgSpeed: number;
  avgAcc: number;
  carID?: number;
  raceSounds?: RaceSounds;
}

interface RegisterFormProps {
  onRegistered: () => void;
  onLogin: () => void;
  /** Sent as the qualifying fields; the server attaches the guest's verified race to the account. */
  qualifying?: QualifyingData;
}

export function RegisterForm({ onRegistered, onLogin, qualifying }: RegisterFormProps) {
  const site = useSite();
  const register = useSession((state) => state.register);
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [email, setEmail] = useState('');
  const [acceptPolicy, setAcceptPolicy] = useState(false);
  const [receiveContact, setReceiveContact] = useState(false);
  const { errors, busy, captchaNeeded, setCaptchaToken, captchaToken, captchaRound, submitWith } =
    useAuthSubmit({ captchaFirst: true });

  const submit = submitWith(
    registerBody,
    () => ({
      username,
      password,
      email: email.trim(),
      acceptPolicy: acceptPolicy ? 'on' : '',
      receiveContact: receiveContact ? 'on' : '',
      tz: timeZone(),
      ...(captchaToken ? { captchaToken } : {}),
      ...(qualifying ? { qualifying: true, ...qualifying } : {}),
    }),
    register,
    onRegistered,
  );

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <p className={styles.intro}>
        Save your progress, collect cars and race your friends on {site.productName}. It’s free.
      </p>
      {errors.form && <FormMessage tone="error">{errors.form}</FormMessage>}
      <TextField
        label="Username"
        name="username"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        minLength={USERNAME_MIN}
        maxLength={USERNAME_MAX}
        hint={`${USERNAME_MIN}–${USERNAME_MAX} letters, numbers or underscores. Other racers see it.`}
        value={username}
        onChange={(event) => setUsername(event.target.value)}
        error={errors.fields.username}
        required
      />
      <TextField
        label="Password"
        name="password"
        type="password"
        autoComplete="new-password"
        minLength={PASSWORD_MIN}
        hint={`At least ${PASSWORD_MIN} characters.`}
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={errors.fields.password}
        required
      />
      <TextField
        label="E-mail"
        optional
        name="email"
        type="email"
        autoComplete="email"
        hint="Only used to reset your password, or for news if you ask for it below."
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={errors.fields.email}
      />
      <CheckboxField
        name="acceptPolicy"
        checked={acceptPolicy}
        onChange={(event) => setAcceptPolicy(event.target.checked)}
        error={errors.fields.acceptPolicy}
        label={
          <>
            I accept the{' '}
            <a href={PATHS.tos} target="_blank" rel="noopener">
              Terms of Service
            </a>{' '}
            and the{' '}
            <a href={PATHS.privacy} target="_blank" rel="noopener">
              Privacy Policy
            </a>
            .
          </>
        }
      />
      <CheckboxField
        name="receiveContact"
        checked={receiveContact}
        onChange={(event) => setReceiveContact(event.target.checked)}
        label={`Send me occasional news about ${site.productName} by e-mail.`}
      />
      {captchaNeeded && (
        <div className={styles.captcha}>
          <Captcha key={captchaRound} onChange={setCaptchaToken} />
        </div>
      )}
      <Button type="submit" size="lg" block className={styles.submit} disabled={busy}>
        {busy ? 'Creating Account…' : 'Create Account'}
      </Button>
      <p className={styles.switch}>
        Already racing?{' '}
        <Button variant="link" onClick={onLogin}>
          Log in
        </Button>
      </p>
    </form>
  );
}
