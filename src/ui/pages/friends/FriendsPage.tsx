// /friends (SPEC §2, §4 Friends): the player's friends, online first with what each is doing,
// friend requests (accept, deny, accept all, deny all), a player search to add friends, removing
// a friend, inviting online friends to a race (their friend room, /race/{username}), and the
// social settings (appear offline, take friend requests). Every name is rendered as text.
import { useCallback, useEffect, useState } from 'react';

import { LoginPrompt } from '../../components/LoginPrompt';
import { Page, Panel } from '../../components/Page';
import { useSession } from '../../stores/sessionStore';
import { messageOf } from './friendActions';
import { FriendList } from './FriendList';
import { FriendRequests } from './FriendRequests';
import styles from './Friends.module.css';
import { PlayerSearch } from './PlayerSearch';
import { SocialSettings } from './SocialSettings';

const TITLE = 'Friends';
const SUBTITLE = 'Race the people you know: see who is online, invite them, and add new friends.';

export function FriendsPage() {
  const loggedIn = useSession((state) => state.user.loggedIn);
  if (!loggedIn)
    return (
      <LoginPrompt title={TITLE} subtitle={SUBTITLE} heading="Log in to see your friends">
        Log in to add friends, see who is online and invite them to race.
      </LoginPrompt>
    );
  return <Friends />;
}

function Friends() {
  const [message, setMessage] = useState<{ tone: 'ok' | 'error'; text: string } | null>(null);
  // Bumped after every change, so each section loads what changed.
  const [version, setVersion] = useState(0);
  const changed = useCallback((text: string | null) => {
    if (text) setMessage({ tone: 'ok', text });
    setVersion((v) => v + 1);
  }, []);
  const failed = useCallback((error: unknown) => {
    setMessage({ tone: 'error', text: messageOf(error) });
    setVersion((v) => v + 1);
  }, []);
  const actions = { changed, failed };

  useEffect(() => {
    if (!message) return;
    const timer = window.setTimeout(() => setMessage(null), 6000);
    return () => window.clearTimeout(timer);
  }, [message]);

  return (
    <Page title={TITLE} subtitle={SUBTITLE}>
      <div className={styles.stack}>
        <p
          role="status"
          aria-live="polite"
          className={message?.tone === 'error' ? styles.flashError : styles.flash}
        >
          {message?.text ?? ''}
        </p>
        <FriendList version={version} {...actions} />
        <FriendRequests version={version} {...actions} />
        <PlayerSearch version={version} {...actions} />
        <Panel labelledBy="social-settings-title">
          <h2 id="social-settings-title" className={styles.panelTitle}>
            Privacy
          </h2>
          <SocialSettings {...actions} />
        </Panel>
      </div>
    </Page>
  );
}
