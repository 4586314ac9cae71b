// Ask for a password-reset e-mail (SPEC §7). The server answers the same whether or not the
// address is known, so the form never reveals who has an account.
import { useState } from 'react';
import type { FormEvent } from 'react';

import { resetPasswordBody } from '../../domain/contracts/auth';
import { authEndpoints } from '../../domain/contracts/authEndpoints';
import { api } from '../api';
import { Button } from '../components/Button';
import { FormMessage, TextField } from '../components/Field';
import styles from './AuthForm.module.css';
import type { FormErrors } from './formErrors';
import { apiFormErrors, NO_ERRORS, zodFieldErrors } from './formErrors';

/** Header values must be printable ASCII; anything else travels percent-encoded. */
function headerSafe(value: string): string {
  return /^[\x20-\x7e]*$/.test(value) ? value : encodeURIComponent(value);
}

export function ForgotPasswordForm({ onBackToLogin }: { onBackToLogin: () => void }) {
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);
  const [busy, setBusy] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = resetPasswordBody.safeParse({ email });
    if (!parsed.success) {
      setErrors({ form: null, fields: zodFieldErrors(parsed.error) });
      return;
    }
    setBusy(true);
    setErrors(NO_ERRORS);
    try {
      await api.call(
        authEndpoints.resetPassword,
        { body: parsed.data },
        { headers: { 'x-email': headerSafe(parsed.data.email) } },
      );
      setSentTo(parsed.data.email);
    } catch (error) {
      setErrors(apiFormErrors(error));
    } finally {
      setBusy(false);
    }
  };

  if (sentTo) {
    return (
      <div className={styles.form}>
        <FormMessage tone="success">
          If an account uses {sentTo}, a link to choose a new password is on its way. It can take a
          few minutes; check your spam folder too.
        </FormMessage>
        <Button size="lg" block onClick={onBackToLogin}>
          Back to Log In
        </Button>
      </div>
    );
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <p className={styles.intro}>
        Enter the e-mail address on your account and we’ll send you a link to choose a new password.
      </p>
      {errors.form && <FormMessage tone="error">{errors.form}</FormMessage>}
      <TextField
        label="E-mail"
        name="email"
        type="email"
        autoComplete="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={errors.fields.email}
        required
      />
      <Button type="submit" size="lg" block className={styles.submit} disabled={busy}>
        {busy ? 'Sending…' : 'Send Reset Link'}
      </Button>
      <p className={styles.switch}>
        Remembered it?{' '}
        <Button variant="link" onClick={onBackToLogin}>
          Back to Log In
        </Button>
      </p>
    </form>
  );
}
