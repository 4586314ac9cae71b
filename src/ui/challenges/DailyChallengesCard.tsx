// The garage's daily challenges card: how many of today's are complete and when new ones come,
// with the full list in a dialog that Escape or Enter dismisses (SPEC §9). Absent before the
// feature unlocks (10 typing races).
import { useEffect, useState } from 'react';

import type { Clock } from '../../domain/clock';
import type { User } from '../../domain/user';
import { Button } from '../components/Button';
import { Modal } from '../components/Modal';
import { Panel } from '../components/Page';
import styles from './DailyChallenges.module.css';
import { ChallengeCount, ChallengeCountdown, DailyChallengesList } from './DailyChallengesList';
import { useDailyChallenges } from './useDailyChallenges';

export function DailyChallengesCard({ user, clock }: { user: User; clock?: Clock }) {
  const shown = useDailyChallenges(user, clock);
  const [open, setOpen] = useState(false);
  if (!shown) return null;
  return (
    <Panel className={styles.card} labelledBy="garage-daily-challenges">
      <h2 id="garage-daily-challenges" className={styles.cardTitle}>
        Daily challenges
      </h2>
      <ChallengeCount shown={shown} />
      <ChallengeCountdown shown={shown} />
      <div className={styles.cardActions}>
        <Button variant="ghost" onClick={() => setOpen(true)}>
          View challenges
        </Button>
      </div>
      {open && <DailyChallengesDialog shown={shown} onClose={() => setOpen(false)} />}
    </Panel>
  );
}

function DailyChallengesDialog({
  shown,
  onClose,
}: {
  shown: NonNullable<ReturnType<typeof useDailyChallenges>>;
  onClose(): void;
}) {
  // The Modal closes on Escape; Enter dismisses the list too.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Enter') return;
      event.preventDefault();
      onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose]);
  return (
    <Modal title="Daily Challenges" onClose={onClose} wide>
      <DailyChallengesList shown={shown} />
    </Modal>
  );
}
