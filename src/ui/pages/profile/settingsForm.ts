// What every /profile form shares: validate with the contract's schema, call, then show the
// server's answer (a success line, or the field and form errors of SPEC §8's FAIL envelope), and
// keep the session's player in step with the settings the server now holds.
import { useState } from 'react';
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

export function useSettingsForm() {
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState<string | null>(null);

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

  return { errors, busy, saved, submit };
}

/** The session's player after a change the server answered with. */
export function adoptUser(user: User): void {
  getSession().refreshUser(user);
}
