// After a guest's qualifying race: keep the result by creating an account (or logging in). The
// register body carries the qualifying fields, so the server attaches the guest's verified race
// (found by the guest cookie); save-qualifying then confirms the figures and returns the user.
import { useState } from 'react';

import { raceEndpoints } from '../../domain/contracts/raceEndpoints';
import { PATHS } from '../../domain/nav/routes';
import type { RaceResult } from '../../domain/realtime/protocol';
import { api } from '../api';
import { LoginForm } from '../auth/LoginForm';
import { RegisterForm } from '../auth/RegisterForm';
import { Button, ButtonLink } from '../components/Button';
import { Modal } from '../components/Modal';
import { useAuthOverlay } from '../stores/authOverlay';
import { getSession } from '../stores/sessionStore';
import { useRaceSoundsSetting } from './raceAccountSettings';
import styles from './ResultsView.module.css';

/** SPEC §8. */
export const QUALIFYING_SAVE_ERROR =
  'There was an error saving your qualifying info. Please try logging out and back in to fix it.';

type Dialog = 'register' | 'login' | null;
type SaveState = 'idle' | 'saving' | 'saved' | 'failed';

export async function saveQualifying(result: RaceResult, alert: (message: string) => void) {
  try {
    const { user } = await api.call(raceEndpoints.saveQualifying, {
      body: { speed: result.wpm, accuracy: result.accuracy },
    });
    getSession().refreshUser(user);
    return true;
  } catch {
    alert(QUALIFYING_SAVE_ERROR);
    return false;
  }
}

export function QualifyingSave({ result }: { result: RaceResult }) {
  // Decided once: the panel belongs to the guest who raced, and stays to say it was saved.
  const [wasGuest] = useState(() => !getSession().user.loggedIn);
  // A guest's sound choice goes with the qualifying race into the new account (SPEC §7).
  const raceSounds = useRaceSoundsSetting();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [state, setState] = useState<SaveState>('idle');
  const showOverlay = useAuthOverlay((s) => s.show);

  if (!result.qualifying || !wasGuest) return null;

  const save = async () => {
    setDialog(null);
    setState('saving');
    const ok = await saveQualifying(result, (message) => window.alert(message));
    setState(ok ? 'saved' : 'failed');
  };

  if (state === 'saved') {
    return (
      <div className={styles.qualifying} data-state="saved" role="status">
        <h3>Result saved!</h3>
        <p>Your qualifying race is on your account. The whole track is open to you now.</p>
        <ButtonLink href={PATHS.garage} variant="primary">
          Go to My Garage
        </ButtonLink>
      </div>
    );
  }

  return (
    <div className={styles.qualifying}>
      <h3>Save your result — create a free account</h3>
      <p>
        Keep this race&rsquo;s {Math.round(result.wpm)} WPM as your qualifying speed, earn cash and
        cars, and race other players.
      </p>
      <Button onClick={() => setDialog('register')} disabled={state === 'saving'}>
        {state === 'saving' ? 'Saving…' : 'Create Free Account'}
      </Button>
      {dialog === 'register' && (
        <Modal title="Create Account" onClose={() => setDialog(null)} wide>
          <RegisterForm
            qualifying={{ avgSpeed: result.wpm, avgAcc: result.accuracy, raceSounds }}
            onRegistered={() => void save()}
            onLogin={() => setDialog('login')}
          />
        </Modal>
      )}
      {dialog === 'login' && (
        <Modal title="Log In" onClose={() => setDialog(null)}>
          <LoginForm
            onLoggedIn={() => void save()}
            onForgotPassword={() => {
              setDialog(null);
              showOverlay('forgot');
            }}
            onRegister={() => setDialog('register')}
          />
        </Modal>
      )}
    </div>
  );
}
