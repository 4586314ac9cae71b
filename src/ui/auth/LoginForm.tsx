// Log in with username and password (SPEC §7). After repeated failures the server asks for a
// captcha; the form then shows the ALTCHA widget (priced for this username) and resends with its
// payload. A delay or a lock shows the server's message. A two-factor account is asked for its
// code (TWO_FACTOR_REQUIRED): the form then shows the code field and "trust this device".
import { useEffect, useState } from 'react';

import { loginBody } from '../../domain/contracts/auth';
import { Button } from '../components/Button';
import { CheckboxField, FormMessage, TextField } from '../components/Field';
import { useSession } from '../stores/sessionStore';
import styles from './AuthForm.module.css';
import { Captcha } from './Captcha';
import { timeZone } from './formErrors';
import { useAuthSubmit } from './useAuthSubmit';

interface LoginFormProps {
  onLoggedIn: () => void;
  onForgotPassword: () => void;
  onRegister: () => void;
}

export function LoginForm({ onLoggedIn, onForgotPassword, onRegister }: LoginFormProps) {
  const login = useSession((state) => state.login);
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [authCode, setAuthCode] = useState('');
  const [trustDevice, setTrustDevice] = useState(false);
  const [codeNeeded, setCodeNeeded] = useState(false);
  const { errors, busy, captchaNeeded, captchaToken, setCaptchaToken, captchaRound, submitWith } =
    useAuthSubmit({ captchaFirst: true });
  const askedForCode = errors.code === 'TWO_FACTOR_REQUIRED';
  useEffect(() => {
    if (askedForCode) setCodeNeeded(true);
  }, [askedForCode]);

  const submit = submitWith(
    loginBody,
    () => ({
      username,
      password,
      tz: timeZone(),
      ...(captchaToken ? { captchaToken } : {}),
      ...(codeNeeded && authCode.trim() ? { authCode: authCode.trim(), trustDevice } : {}),
    }),
    login,
    onLoggedIn,
  );

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      {errors.form && (
        <FormMessage tone={askedForCode ? 'info' : 'error'}>{errors.form}</FormMessage>
      )}
      <TextField
        label="Username"
        name="username"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        value={username}
        onChange={(event) => setUsername(event.target.value)}
        error={errors.fields.username}
        required
      />
      <TextField
        label="Password"
        name="password"
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={errors.fields.password}
        required
      />
      {codeNeeded && (
        <>
          <TextField
            label="Two-factor code"
            name="authCode"
            hint="The six-digit code from your authenticator app, or one of your backup codes."
            inputMode="text"
            autoComplete="one-time-code"
            autoFocus
            value={authCode}
            onChange={(event) => setAuthCode(event.target.value)}
            error={errors.fields.authCode && !askedForCode ? errors.fields.authCode : undefined}
          />
          <CheckboxField
            label="Trust this device for 30 days"
            checked={trustDevice}
            onChange={(event) => setTrustDevice(event.target.checked)}
          />
        </>
      )}
      <div className={styles.row}>
        <Button variant="link" onClick={onForgotPassword}>
          Forgot your password?
        </Button>
      </div>
      {captchaNeeded && (
        <div className={styles.captcha}>
          <Captcha key={captchaRound} username={username} onChange={setCaptchaToken} />
        </div>
      )}
      <Button type="submit" size="lg" block className={styles.submit} disabled={busy}>
        {busy ? 'Logging In…' : 'Log In'}
      </Button>
      <p className={styles.switch}>
        New to the track?{' '}
        <Button variant="link" onClick={onRegister}>
          Create a free account
        </Button>
      </p>
    </form>
  );
}
