// Choose a new password from the e-mailed link /login?reset=1&uid=<userID>&hash=<hash> (SPEC §7).
import { useState } from 'react';
import type { FormEvent } from 'react';

import { PASSWORD_MIN, resetPasswordChangeBody } from '../../domain/contracts/auth';
import { authEndpoints } from '../../domain/contracts/authEndpoints';
import { api } from '../api';
import { Button } from '../components/Button';
import { FormMessage, TextField } from '../components/Field';
import styles from './AuthForm.module.css';
import type { FormErrors } from './formErrors';
import { apiFormErrors, NO_ERRORS, zodFieldErrors } from './formErrors';

interface ResetPasswordFormProps {
  userID: number;
  hash: string;
  onDone: () => void;
}

export function ResetPasswordForm({ userID, hash, onDone }: ResetPasswordFormProps) {
  const [newPassword, setNewPassword] = useState('');
  const [newPassword2, setNewPassword2] = useState('');
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);
  const [busy, setBusy] = useState(false);
  const [changed, setChanged] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = resetPasswordChangeBody.safeParse({ newPassword, newPassword2, userID, hash });
    if (!parsed.success) {
      const fields = zodFieldErrors(parsed.error);
      // userID and hash come from the link, not the racer: say so instead of pointing at a field.
      const linkBroken = 'userID' in fields || 'hash' in fields;
      setErrors({
        form: linkBroken ? 'This reset link is incomplete. Please request a new one.' : null,
        fields,
      });
      return;
    }
    setBusy(true);
    setErrors(NO_ERRORS);
    try {
      await api.call(authEndpoints.resetPasswordChange, { body: parsed.data });
      setChanged(true);
    } catch (error) {
      setErrors(apiFormErrors(error));
    } finally {
      setBusy(false);
    }
  };

  if (changed) {
    return (
      <div className={styles.form}>
        <FormMessage tone="success">
          Your password has been changed. You can log in now.
        </FormMessage>
        <Button size="lg" block onClick={onDone}>
          Continue to Log In
        </Button>
      </div>
    );
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <p className={styles.intro}>Pick a new password for your account.</p>
      {errors.form && <FormMessage tone="error">{errors.form}</FormMessage>}
      <TextField
        label="New password"
        name="newPassword"
        type="password"
        autoComplete="new-password"
        hint={`At least ${PASSWORD_MIN} characters.`}
        value={newPassword}
        onChange={(event) => setNewPassword(event.target.value)}
        error={errors.fields.newPassword}
        required
      />
      <TextField
        label="Confirm new password"
        name="newPassword2"
        type="password"
        autoComplete="new-password"
        value={newPassword2}
        onChange={(event) => setNewPassword2(event.target.value)}
        error={errors.fields.newPassword2}
        required
      />
      <Button type="submit" size="lg" block className={styles.submit} disabled={busy}>
        {busy ? 'Saving…' : 'Save New Password'}
      </Button>
    </form>
  );
}
