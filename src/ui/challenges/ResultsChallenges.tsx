// Daily challenges under a race's results: the bars move from where they were before the race to
// where it took them (SPEC §4). Absent for guests and before the feature unlocks.
import type { Clock } from '../../domain/clock';
import { useSession } from '../stores/sessionStore';
import styles from './DailyChallenges.module.css';
import { DailyChallengesList } from './DailyChallengesList';
import { useDailyChallenges } from './useDailyChallenges';

export function ResultsChallenges({ clock }: { clock?: Clock }) {
  const user = useSession((state) => state.user);
  const shown = useDailyChallenges(user, clock);
  if (!shown) return null;
  return (
    <section className={styles.results} aria-labelledby="results-daily-challenges">
      <h3 id="results-daily-challenges" className={styles.resultsTitle}>
        Daily challenges
      </h3>
      <DailyChallengesList shown={shown} />
    </section>
  );
}
