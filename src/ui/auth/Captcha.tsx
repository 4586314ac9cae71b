// The ALTCHA proof-of-work captcha (self-hosted; the challenge comes from our own API). The widget
// is loaded on demand because most logins never need it.
import { createElement, useEffect, useRef, useState } from 'react';
import { FormMessage } from '../components/Field';

export const CAPTCHA_CHALLENGE_PATH = '/api/v2/auth/captcha-challenge';

interface CaptchaProps {
  /** Called with the widget's payload once solved, and with null when it expires or resets. */
  onChange: (payload: string | null) => void;
}

export function Captcha({ onChange }: CaptchaProps) {
  const ref = useRef<HTMLElement>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);

  useEffect(() => {
    let cancelled = false;
    import('altcha').catch(() => !cancelled && setLoadFailed(true));
    const widget = ref.current;
    const onVerified = (event: Event) => {
      const detail = (event as CustomEvent<{ payload?: string }>).detail;
      onChangeRef.current(detail?.payload ?? null);
    };
    const onStateChange = (event: Event) => {
      const state = (event as CustomEvent<{ state?: string }>).detail?.state;
      if (state && state !== 'verified') onChangeRef.current(null);
    };
    widget?.addEventListener('verified', onVerified);
    widget?.addEventListener('statechange', onStateChange);
    return () => {
      cancelled = true;
      widget?.removeEventListener('verified', onVerified);
      widget?.removeEventListener('statechange', onStateChange);
    };
  }, []);

  return (
    <div>
      {createElement('altcha-widget', {
        ref,
        challenge: CAPTCHA_CHALLENGE_PATH,
        type: 'checkbox',
        name: 'captchaToken',
      })}
      {loadFailed && (
        <FormMessage tone="error">
          The captcha could not load. An ad or script blocker may be hiding it; please allow this
          site and try again.
        </FormMessage>
      )}
    </div>
  );
}
