// The pieces every /profile form is drawn from: the form itself (its messages, then its fields,
// then one submit button that says what it is doing while the call is out), the messages alone
// for the panels that save without a form, and the current-password field SPEC §5 asks for.
import type { ChangeEvent, ReactNode } from 'react';

import { Button, type ButtonVariant } from '../../components/Button';
import { FormMessage, TextField } from '../../components/Field';
import styles from './Profile.module.css';
import type { SettingsFormState } from './settingsForm';

type Shown = Pick<SettingsFormState, 'errors' | 'saved'>;

export function FormMessages({ form }: { form: Shown }) {
  return (
    <>
      {form.errors.form && <FormMessage tone="error">{form.errors.form}</FormMessage>}
      {form.saved && <FormMessage tone="success">{form.saved}</FormMessage>}
    </>
  );
}

interface SettingsFormProps {
  form: Shown & Pick<SettingsFormState, 'busy'>;
  onSubmit(): unknown;
  submitLabel: string;
  /** What the button says while the call is out. */
  pendingLabel?: string;
  variant?: ButtonVariant;
  /** Shown above the messages: what the form is for. */
  intro?: ReactNode;
  children: ReactNode;
}

export function SettingsForm(props: SettingsFormProps) {
  const { form, pendingLabel = 'Saving…' } = props;
  return (
    <form
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        void props.onSubmit();
      }}
      noValidate
    >
      {props.intro}
      <FormMessages form={form} />
      {props.children}
      <div className={styles.row}>
        <Button type="submit" variant={props.variant} disabled={form.busy}>
          {form.busy ? pendingLabel : props.submitLabel}
        </Button>
      </div>
    </form>
  );
}

export function CurrentPasswordField(props: {
  value: string;
  onChange(event: ChangeEvent<HTMLInputElement>): void;
  error?: string;
}) {
  return (
    <TextField
      label="Current password"
      type="password"
      autoComplete="current-password"
      {...props}
    />
  );
}
