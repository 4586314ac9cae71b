// Log in with username and password (SPEC §7). After repeated failures the server asks for a
// captcha; the form then shows the ALTCHA widget and resends with its payload.
import { useState } from 'react';
import type { FormEvent } from 'react';
import { loginBody } from '../../domain/contracts/auth';
import { ApiError } from '../../net/apiError';
import { Button } from '../components/Button';
import { FormMessage, TextField } from '../components/Field';
import { useSession } from '../stores/sessionStore';
import styles from './AuthForm.module.css';
import { Captcha } from './Captcha';
import type { FormErrors } from './formErrors';
import { apiFormErrors, NO_ERRORS, timeZone, zodFieldErrors } from './formErrors';

interface LoginFormProps {
  onLoggedIn: () => void;
  onForgotPassword: () => void;
  onRegister: () => void;
}

export function LoginForm({ onLoggedIn, onForgotPassword, onRegister }: LoginFormProps) {
  const login = useSession((state) => state.login);
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);
  const [busy, setBusy] = useState(false);
  const [captchaNeeded, setCaptchaNeeded] = useState(false);
  const [captchaToken, setCaptchaToken] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = loginBody.safeParse({
      username,
      password,
      tz: timeZone(),
      ...(captchaToken ? { captchaToken } : {}),
    });
    if (!parsed.success) {
      setErrors({ form: null, fields: zodFieldErrors(parsed.error) });
      return;
    }
    if (captchaNeeded && !captchaToken) {
      setErrors({ form: 'Please tick the captcha box first.', fields: {} });
      return;
    }
    setBusy(true);
    setErrors(NO_ERRORS);
    try {
      const outcome = await login(parsed.data);
      if (outcome === 'logged-in') onLoggedIn();
    } catch (error) {
      if (error instanceof ApiError && error.code === 'CAPTCHA_REQUIRED') {
        setCaptchaNeeded(true);
        setCaptchaToken(null);
      }
      setErrors(apiFormErrors(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      {errors.form && <FormMessage tone="error">{errors.form}</FormMessage>}
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
      <div className={styles.row}>
        <Button variant="link" onClick={onForgotPassword}>
          Forgot your password?
        </Button>
      </div>
      {captchaNeeded && (
        <div className={styles.captcha}>
          <Captcha onChange={setCaptchaToken} />
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
