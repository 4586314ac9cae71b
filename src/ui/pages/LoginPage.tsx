// /login: the login form as a page, the message for a forced logout (#reason), and the
// choose-a-new-password form for links of the form ?reset=1&uid=..&hash=..
import { useEffect, useState } from 'react';
import { Redirect, useLocation, useSearch } from 'wouter';

import { PATHS } from '../../domain/nav/routes';
import { ForgotPasswordForm } from '../auth/ForgotPasswordForm';
import { LoginForm } from '../auth/LoginForm';
import { logoutReasonMessage } from '../auth/logoutReasons';
import { ResetPasswordForm } from '../auth/ResetPasswordForm';
import { SsoButtons } from '../auth/SsoButtons';
import { Button } from '../components/Button';
import { FormMessage } from '../components/Field';
import { usePageTitle } from '../components/Page';
import { takeErrorResetFlag } from '../errors/errorStreak';
import { useHash } from '../hooks/useHash';
import { useSite } from '../site';
import { useAuthOverlay } from '../stores/authOverlay';
import { useSession } from '../stores/sessionStore';
import styles from './LoginPage.module.css';

function resetLink(search: string): { userID: number; hash: string } | null {
  const params = new URLSearchParams(search);
  if (params.get('reset') !== '1') return null;
  return { userID: Number(params.get('uid')), hash: params.get('hash') ?? '' };
}

export function LoginPage() {
  const site = useSite();
  const loggedIn = useSession((state) => state.user.loggedIn);
  const showOverlay = useAuthOverlay((state) => state.show);
  const [, navigate] = useLocation();
  const search = useSearch();
  const hash = useHash();
  const reset = resetLink(search);
  const [mode, setMode] = useState<'login' | 'forgot'>('login');
  const [errorReset] = useState(takeErrorResetFlag);
  const reasonMessage = logoutReasonMessage(hash);
  const title = reset ? 'Choose a New Password' : mode === 'forgot' ? 'Forgot Password' : 'Log In';
  usePageTitle(title);

  // The overlay version of this form has no business on top of the page version.
  useEffect(() => useAuthOverlay.getState().close(), []);

  if (loggedIn && !reset) return <Redirect to={PATHS.garage} replace />;

  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby="login-title">
        <h1 id="login-title" className={styles.title}>
          {title}
        </h1>
        {reasonMessage && <FormMessage tone="info">{reasonMessage}</FormMessage>}
        {errorReset && (
          <FormMessage tone="info">
            Something went wrong twice in a row, so we cleared your saved session. Log in again to
            carry on.
          </FormMessage>
        )}
        {reset ? (
          <ResetPasswordForm
            userID={reset.userID}
            hash={reset.hash}
            onDone={() => navigate(PATHS.login, { replace: true })}
          />
        ) : mode === 'forgot' ? (
          <ForgotPasswordForm onBackToLogin={() => setMode('login')} />
        ) : (
          <>
            <LoginForm
              onLoggedIn={() => navigate(PATHS.garage)}
              onForgotPassword={() => setMode('forgot')}
              onRegister={() => showOverlay('register')}
            />
            <SsoButtons />
          </>
        )}
      </section>
      <aside className={styles.promo} aria-labelledby="promo-title">
        <h2 id="promo-title" className={styles.promoTitle}>
          New to {site.productName}?
        </h2>
        <ul className={styles.perks}>
          <li>Keep your cars, cash and stats</li>
          <li>Race friends by name</li>
          <li>Climb the leagues with your team</li>
        </ul>
        <Button variant="accent" size="lg" block onClick={() => showOverlay('register')}>
          Create a Free Account
        </Button>
      </aside>
    </div>
  );
}
