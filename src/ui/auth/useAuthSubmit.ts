// The submit flow login and registration share: validate the body with its zod schema, send it
// through the session store, show field and form errors, and switch to the captcha when the
// server asks for one (SPEC §4 captcha status 'password' / 'login-rate'). A captcha solution is
// spent by the try that carried it, so after a failed try the widget starts over (captchaRound).
// Delays and locks come back as the server's message (LOGIN_DELAYED, ACCOUNT_LOCKED).
import { useState } from 'react';
import type { FormEvent } from 'react';
import type { z } from 'zod/mini';

import { ApiError } from '../../net/apiError';
import type { FormErrors } from './formErrors';
import { apiFormErrors, NO_ERRORS, zodFieldErrors } from './formErrors';

export interface AuthSubmit {
  errors: FormErrors;
  setErrors(errors: FormErrors): void;
  busy: boolean;
  captchaNeeded: boolean;
  captchaToken: string | null;
  setCaptchaToken(token: string | null): void;
  /** Changes when the widget must start over with a new challenge (a key for it). */
  captchaRound: number;
  /** Builds the form's submit handler from the raw body and the call to make. */
  submitWith<S extends z.ZodMiniType>(
    schema: S,
    body: () => unknown,
    send: (parsed: z.infer<S>) => Promise<'logged-in' | 'clock-wrong'>,
    onDone: () => void,
  ): (event: FormEvent) => Promise<void>;
}

export function useAuthSubmit(options: { captchaFirst?: boolean } = {}): AuthSubmit {
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);
  const [busy, setBusy] = useState(false);
  const [captchaNeeded, setCaptchaNeeded] = useState(false);
  const [captchaToken, setCaptchaToken] = useState<string | null>(null);
  const [captchaRound, setCaptchaRound] = useState(0);

  const submitWith: AuthSubmit['submitWith'] = (schema, body, send, onDone) => async (event) => {
    event.preventDefault();
    const parsed = schema.safeParse(body());
    if (!parsed.success) {
      setErrors({ form: null, fields: zodFieldErrors(parsed.error) });
      return;
    }
    if (options.captchaFirst && captchaNeeded && !captchaToken) {
      setErrors({ form: 'Please tick the captcha box first.', fields: {} });
      return;
    }
    setBusy(true);
    setErrors(NO_ERRORS);
    try {
      if ((await send(parsed.data)) === 'logged-in') onDone();
    } catch (error) {
      if (error instanceof ApiError && error.code === 'CAPTCHA_REQUIRED') setCaptchaNeeded(true);
      if (captchaToken || (error instanceof ApiError && error.code === 'CAPTCHA_REQUIRED')) {
        setCaptchaToken(null);
        setCaptchaRound((round) => round + 1);
      }
      setErrors(apiFormErrors(error));
    } finally {
      setBusy(false);
    }
  };

  return {
    errors,
    setErrors,
    busy,
    captchaNeeded,
    captchaToken,
    setCaptchaToken,
    captchaRound,
    submitWith,
  };
}
