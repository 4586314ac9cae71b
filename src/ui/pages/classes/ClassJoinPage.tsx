// /class/join/{code}: the link a teacher shares. A visitor logs in or signs up here (the overlay
// keeps them on the page), then asks to join; a player in a class is sent to /class.
import { useEffect } from 'react';
import { useLocation } from 'wouter';

import { PATHS } from '../../../domain/nav/routes';
import { Button } from '../../components/Button';
import { Page, Panel } from '../../components/Page';
import { useAuthOverlay } from '../../stores/authOverlay';
import { useSession } from '../../stores/sessionStore';
import styles from '../team/Team.module.css';
import { ClassJoinForm } from './ClassJoinForm';

export function ClassJoinPage({ code }: { code: string }) {
  const user = useSession((state) => state.user);
  const showOverlay = useAuthOverlay((state) => state.show);
  const [, navigate] = useLocation();
  const inClass = user.inClass || user.pendingTeacherApproval;
  useEffect(() => {
    if (user.loggedIn && inClass) navigate(PATHS.classroom);
  }, [user.loggedIn, inClass, navigate]);
  return (
    <Page title="Join your class" subtitle={`Class code ${code}`}>
      <Panel labelledBy="join-heading">
        <h2 id="join-heading" className={styles.panelTitle}>
          {user.loggedIn ? 'Ask to join' : 'Log in or create an account first'}
        </h2>
        {user.loggedIn ? (
          <ClassJoinForm code={code} onJoined={() => navigate(PATHS.classroom)} />
        ) : (
          <>
            <p className={styles.lead}>
              Your teacher invited you to a class. Log in, or create an account, and then ask to
              join: your teacher approves you.
            </p>
            <div className={styles.actions}>
              <Button size="lg" onClick={() => showOverlay('login')}>
                Log In
              </Button>
              <Button variant="accent" size="lg" onClick={() => showOverlay('register')}>
                Create Account
              </Button>
            </div>
          </>
        )}
      </Panel>
    </Page>
  );
}
