// SPEC §2 bot verification modal: the way back from captcha 'pending' (many races in a row, or
// repeated disqualifications). The player ticks the ALTCHA checkbox; its token goes to
// POST /auth/validate-captcha (SPEC §5: a checkbox token is required). Success shows Validated
// and Continue, which reloads so the session and the race screen start clean. A failure shows the
// server's message, or SPEC §5's own fallback, inline with a hint that a blocker may hide the
// captcha (SPEC §8), and a fresh checkbox to try again.
import { useState } from 'react';

import { authEndpoints } from '../../domain/contracts/authEndpoints';
import { ApiError, NO_RESPONSE_CODE } from '../../net/apiError';
import { api } from '../api';
import { Button } from '../components/Button';
import { FormMessage } from '../components/Field';
import { Modal } from '../components/Modal';
import { useBotVerification } from '../stores/botVerification';
import { useSession } from '../stores/sessionStore';
import styles from './BotVerification.module.css';
import { Captcha } from './Captcha';

export const CAPTCHA_UNKNOWN_ERROR = 'An unknown error occurred. Please try again!';
export const BOT_VERIFICATION_TITLE = 'Bot Verification';

type Step = 'solve' | 'checking' | 'validated' | { failed: string };

export function BotVerification() {
  const pending = useSession((s) => s.user.loggedIn && s.user.captchaStatus === 'pending');
  // The challenge is priced for this player's disqualifications (the widget sends no token).
  const username = useSession((s) => s.user.username);
  const dismissed = useBotVerification((s) => s.dismissed);
  const dismiss = useBotVerification((s) => s.dismiss);
  const [step, setStep] = useState<Step>('solve');
  // A new key mounts a fresh widget: a token is spent whether or not the server accepted it.
  const [attempt, setAttempt] = useState(0);

  if (step !== 'validated' && (!pending || dismissed)) return null;

  const submit = async (token: string | null) => {
    if (!token || step === 'checking') return;
    setStep('checking');
    try {
      await api.call(authEndpoints.validateCaptcha, { body: { token } });
      setStep('validated');
    } catch (error) {
      // The server's message when it answered; otherwise SPEC §5's own words.
      const answered = error instanceof ApiError && error.code !== NO_RESPONSE_CODE;
      const message = answered && error.message ? error.message : CAPTCHA_UNKNOWN_ERROR;
      setStep({ failed: message });
      setAttempt((n) => n + 1);
    }
  };

  if (step === 'validated') {
    return (
      <Modal title={BOT_VERIFICATION_TITLE}>
        <div className={styles.validated}>
          <FormMessage tone="success">Validated</FormMessage>
          <Button size="lg" block onClick={() => window.location.reload()}>
            Continue
          </Button>
        </div>
      </Modal>
    );
  }

  return (
    <Modal title={BOT_VERIFICATION_TITLE} onClose={dismiss}>
      <p className={styles.intro}>
        Many races in a row, or races that were disqualified, call for a quick check. Tick the box
        below to confirm you are human and keep racing.
      </p>
      <div className={styles.captcha}>
        <Captcha key={attempt} username={username} onChange={(token) => void submit(token)} />
      </div>
      {step === 'checking' && <FormMessage tone="info">Checking…</FormMessage>}
      {typeof step === 'object' && (
        <FormMessage tone="error">
          {step.failed}
          <p className={styles.hint}>
            Can&apos;t see the checkbox? An ad or script blocker may be hiding it; please allow this
            site and try again.
          </p>
        </FormMessage>
      )}
    </Modal>
  );
}
