// The ALTCHA proof-of-work captcha (self-hosted; the challenge comes from our own API). The widget
// is loaded on demand because most logins never need it. On the login form it asks for the
// challenge of the username being logged in, which the server makes costlier with each wrong
// password for that name; each solution works once, so the form remounts it after every try.
import { createElement, useCallback, useEffect, useRef, useState } from 'react';

import { FormMessage } from '../components/Field';
import styles from './Captcha.module.css';

export const CAPTCHA_CHALLENGE_PATH = '/api/v2/auth/captcha-challenge';

/** The challenge address: for a login, the one priced for that username. */
export function challengeUrl(username?: string): string {
  const name = username?.trim();
  return name
    ? `${CAPTCHA_CHALLENGE_PATH}?${new URLSearchParams({ username: name }).toString()}`
    : CAPTCHA_CHALLENGE_PATH;
}

interface CaptchaProps {
  /** The username being logged in, if any. */
  username?: string;
  /** Called with the widget's payload once solved, and with null when it expires or resets. */
  onChange: (payload: string | null) => void;
}

/**
 * The widget build that leaves its styles to a stylesheet and its proof of work to a worker file
 * of our own bundle. The default build writes an inline <style> (refused by the Content Security
 * Policy, style-src 'self') and builds its workers from blobs.
 */
async function loadAltcha(): Promise<void> {
  const [{ default: ShaWorker }] = await Promise.all([
    import('altcha/workers/sha?worker'),
    import('altcha/external'),
    import('altcha/altcha.css'),
  ]);
  for (const algorithm of ['SHA-256', 'SHA-384', 'SHA-512']) {
    globalThis.$altcha.algorithms.set(algorithm, () => new ShaWorker());
  }
}

export function Captcha({ onChange, username }: CaptchaProps) {
  const [loadFailed, setLoadFailed] = useState(false);
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);

  useEffect(() => {
    let cancelled = false;
    loadAltcha().catch(() => !cancelled && setLoadFailed(true));
    return () => {
      cancelled = true;
    };
  }, []);

  // Listeners go on in the commit that inserts the widget (a ref callback), not in a passive effect
  // that may run a frame later: a solution the widget reports at once must not be lost.
  const ref = useCallback((widget: HTMLElement | null) => {
    if (!widget) return;
    const onVerified = (event: Event) => {
      const detail = (event as CustomEvent<{ payload?: string }>).detail;
      onChangeRef.current(detail?.payload ?? null);
    };
    const onStateChange = (event: Event) => {
      const state = (event as CustomEvent<{ state?: string }>).detail?.state;
      if (state && state !== 'verified') onChangeRef.current(null);
    };
    widget.addEventListener('verified', onVerified);
    widget.addEventListener('statechange', onStateChange);
    return () => {
      widget.removeEventListener('verified', onVerified);
      widget.removeEventListener('statechange', onStateChange);
    };
  }, []);

  return (
    <div className={styles.widget}>
      {createElement('altcha-widget', {
        ref,
        challenge: challengeUrl(username),
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
