// "Sign in with {provider}" for each single sign-on provider the site offers (issue 15). Each is
// a plain link to /api/v2/auth/redirect/{provider}, a navigation the server answers with the
// provider's page; with no provider configured nothing is shown at all.
import { useEffect, useState } from 'react';

import { authEndpoints } from '../../domain/contracts/authEndpoints';
import type { SsoProviderView } from '../../domain/sso/ssoProviders';
import { api } from '../api';
import { ButtonLink } from '../components/Button';
import styles from './SsoButtons.module.css';

export function SsoButtons() {
  const [providers, setProviders] = useState<SsoProviderView[]>([]);
  useEffect(() => {
    let live = true;
    api
      .call(authEndpoints.ssoProviders)
      .then((answer) => live && setProviders(answer.providers))
      // No list, no buttons: the password form still works.
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  if (providers.length === 0) return null;
  return (
    <nav className={styles.sso} aria-label="Single sign-on">
      <p className={styles.or}>or</p>
      {providers.map((provider) => (
        <ButtonLink
          key={provider.id}
          href={`/api/v2/auth/redirect/${encodeURIComponent(provider.id)}`}
          external
          variant="ghost"
          block
        >
          Sign in with {provider.name}
        </ButtonLink>
      ))}
    </nav>
  );
}
