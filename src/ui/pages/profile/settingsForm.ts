// What every /profile form shares: its fields, validating them with the contract's schema, the
// call, then the server's answer shown (a success line, or the field and form errors of SPEC §8's
// FAIL envelope), and the session's player kept in step with the settings the server now holds.
import { useState, type ChangeEvent } from 'react';
import type { z } from 'zod/mini';

import type { AccountSettings } from '../../../domain/contracts/settingsResponses';
import type { User } from '../../../domain/user';
import { apiFormErrors, NO_ERRORS, zodFieldErrors, type FormErrors } from '../../auth/formErrors';
import { getSession } from '../../stores/sessionStore';

export interface TabProps {
  settings: AccountSettings;
  /** The settings after a change (the page shows them everywhere). */
  onSaved(settings: AccountSettings): void;
}

type Fields = Record<string, string | number | boolean>;
type TextName<F> = { [K in keyof F]: F[K] extends string ? K : never }[keyof F] & string;

export function useSettingsForm<F extends Fields = Record<never, never>>(initial: F = {} as F) {
  const [values, setValues] = useState<F>(initial);
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState<string | null>(null);

  const set = (change: Partial<F>) => setValues((current) => ({ ...current, ...change }));

  /** What a text field of `name` needs: its value, its change, and its message if any. */
  const text = (name: TextName<F>) => ({
    value: values[name] as string,
    onChange: (event: ChangeEvent<HTMLInputElement>) =>
      set({ [name]: event.target.value } as Partial<F>),
    error: errors.fields[name],
  });

  /** Back to how the form began, for the fields named (a password once it has been used). */
  const reset = (...names: (keyof F)[]) =>
    set(Object.fromEntries(names.map((name) => [name, initial[name]])) as Partial<F>);

  /** Parses `raw` with `schema`, then runs `send`; true when it went through. */
  async function submit<S extends z.ZodMiniType>(
    schema: S,
    raw: unknown,
    send: (body: z.infer<S>) => Promise<void>,
    done: string,
  ): Promise<boolean> {
    setSaved(null);
    const parsed = schema.safeParse(raw);
    if (!parsed.success) {
      setErrors({ form: null, fields: zodFieldErrors(parsed.error) });
      return false;
    }
    setBusy(true);
    setErrors(NO_ERRORS);
    try {
      await send(parsed.data);
      setSaved(done);
      return true;
    } catch (error) {
      setErrors(apiFormErrors(error));
      return false;
    } finally {
      setBusy(false);
    }
  }

  return { values, set, text, reset, errors, busy, saved, submit };
}

export type SettingsFormState = ReturnType<typeof useSettingsForm>;

/** The session's player after a change the server answered with. */
export function adoptUser(user: User): void {
  getSession().refreshUser(user);
}

/** Takes a settings change's answer: the session's player and the page's settings follow it. */
export function adoptChange(onSaved: TabProps['onSaved']) {
  return (answer: { settings: AccountSettings; user: User }) => {
    adoptUser(answer.user);
    onSaved(answer.settings);
  };
}
