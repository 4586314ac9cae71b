// /login/sso/{provider}: where a single sign-on provider sends the player back. The page posts
// the provider's answer (this address's query) with the SPEC §7 body to /auth/login/{provider};
// a success goes to the garage, a failure to the `redirect` the server names (SPEC §8), which is
// /login with the reason for the login page to explain.
import { useEffect, useRef, useState } from 'react';
import { useLocation, useParams, useSearch } from 'wouter';

import { PATHS } from '../../domain/nav/routes';
import { ApiError, failureMessage } from '../../net/apiError';
import { FormMessage } from '../components/Field';
import { usePageTitle } from '../components/Page';
import { Loading } from '../components/Status';
import { getSession } from '../stores/sessionStore';
import styles from './LoginPage.module.css';

const CALLBACK_FIELDS = [
  'code',
  'state',
  'iss',
  'session_state',
  'scope',
  'error',
  'error_description',
  'error_uri',
] as const;

export function SsoReturnPage() {
  const { provider = '' } = useParams<{ provider: string }>();
  const search = useSearch();
  const [, navigate] = useLocation();
  const [error, setError] = useState<string | null>(null);
  const sent = useRef(false);
  usePageTitle('Signing In');

  useEffect(() => {
    // Once: the state is single-use, so a second post (a re-render) would only fail.
    if (sent.current) return;
    sent.current = true;
    const params = new URLSearchParams(search);
    const query = Object.fromEntries(
      CALLBACK_FIELDS.flatMap((name) => (params.has(name) ? [[name, params.get(name)!]] : [])),
    );
    const tz = Intl.DateTimeFormat().resolvedOptions().timeZone;
    getSession()
      .ssoLogin(provider, query, { tz })
      .then((outcome) => {
        if (outcome === 'logged-in') navigate(PATHS.garage, { replace: true });
      })
      .catch((failure: unknown) => {
        if (failure instanceof ApiError && failure.redirect) {
          navigate(failure.redirect, { replace: true });
        } else {
          setError(failureMessage(failure));
        }
      });
  }, [provider, search, navigate]);

  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby="sso-return-title">
        <h1 id="sso-return-title" className={styles.title}>
          Signing In
        </h1>
        {error ? (
          <FormMessage tone="error">
            {error} <a href={PATHS.login}>Back to Log In</a>
          </FormMessage>
        ) : (
          <Loading label="Signing you in…" />
        )}
      </section>
    </div>
  );
}
