// /profile (SPEC §2, §7 Settings): the player's settings in seven tabs (profile, account, world,
// social, password, two-factor, single sign-on), loaded from GET /settings. An e-mailed
// verification link lands here too, and is checked whether or not the visitor is logged in.
import { useCallback, useEffect, useState } from 'react';

import { settingsEndpoints } from '../../../domain/contracts/settingsEndpoints';
import type { AccountSettings } from '../../../domain/contracts/settingsResponses';
import { ApiError } from '../../../net/apiError';
import { api } from '../../api';
import { LoginPrompt } from '../../components/LoginPrompt';
import { Page } from '../../components/Page';
import { LoadError, Loading } from '../../components/Status';
import { useSession } from '../../stores/sessionStore';
import { AccountTab } from './AccountTab';
import { PasswordTab } from './PasswordTab';
import styles from './Profile.module.css';
import { ProfileTab } from './ProfileTab';
import { ProfileTabs, type ProfileTab as Tab } from './ProfileTabs';
import { SocialTab } from './SocialTab';
import { SsoTab } from './SsoTab';
import { TwoFactorTab } from './TwoFactorTab';
import { verificationLink, VerifyEmail } from './VerifyEmail';
import { WorldTab } from './WorldTab';

const TITLE = 'My Settings';
const SUBTITLE = 'Your profile, account, privacy and login security.';

export function ProfilePage() {
  const loggedIn = useSession((state) => state.user.loggedIn);
  const [link] = useState(() =>
    typeof window === 'undefined' ? null : verificationLink(window.location.search),
  );
  const [isLinkVisit] = useState(
    () => typeof window !== 'undefined' && window.location.search.includes('verifyEmail='),
  );
  const [version, setVersion] = useState(0);
  const verified = useCallback(() => setVersion((v) => v + 1), []);

  if (!loggedIn) {
    if (isLinkVisit) {
      return (
        <Page title={TITLE} subtitle={SUBTITLE}>
          <VerifyEmail link={link} onVerified={verified} />
        </Page>
      );
    }
    return (
      <LoginPrompt title={TITLE} subtitle={SUBTITLE} heading="Log in to change your settings">
        Log in to change your name, e-mail, password and two-factor login.
      </LoginPrompt>
    );
  }
  return (
    <Page title={TITLE} subtitle={SUBTITLE}>
      <div className={styles.stack}>
        {isLinkVisit && <VerifyEmail link={link} onVerified={verified} />}
        <Settings key={version} />
      </div>
    </Page>
  );
}

function Settings() {
  const [settings, setSettings] = useState<AccountSettings | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [tab, setTab] = useState('profile');
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    api.call(settingsEndpoints.settings).then(
      (loaded) => live && setSettings(loaded),
      (err: unknown) =>
        live &&
        setError(err instanceof ApiError ? err.message : 'Your settings could not be loaded.'),
    );
    return () => {
      live = false;
    };
  }, [attempt]);

  if (error) {
    return (
      <LoadError
        message={error}
        onRetry={() => {
          setError(null);
          setAttempt((n) => n + 1);
        }}
      />
    );
  }
  if (!settings) return <Loading label="Loading your settings…" />;

  const props = { settings, onSaved: setSettings };
  const tabs: Tab[] = [
    { id: 'profile', label: 'Profile', render: () => <ProfileTab {...props} /> },
    { id: 'account', label: 'Account', render: () => <AccountTab {...props} /> },
    { id: 'world', label: 'World', render: () => <WorldTab {...props} /> },
    { id: 'social', label: 'Social', render: () => <SocialTab {...props} /> },
    { id: 'password', label: 'Password', render: () => <PasswordTab {...props} /> },
    { id: '2fa', label: 'Two-Factor', render: () => <TwoFactorTab {...props} /> },
    { id: 'sso', label: 'Single Sign-On', render: () => <SsoTab {...props} /> },
  ];
  return <ProfileTabs tabs={tabs} selected={tab} onSelect={setTab} />;
}
