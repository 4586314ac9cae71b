// The Ready to claim panel's Claim all (two or more ready): claims them one after another
// (useClaimAll.ts), with a bar and a count while it goes, then what it paid and any refusal.
import type { AchievementCard as Card } from '../../../domain/achievements/view';
import { Button } from '../../components/Button';
import { ProgressBar } from '../../components/ProgressBar';
import styles from './Achievements.module.css';
import type { ClaimAllState } from './useClaimAll';

export function ClaimAll({
  ready,
  busy,
  state,
  onClaimAll,
}: {
  ready: readonly Card[];
  busy: boolean;
  state: ClaimAllState;
  onClaimAll(cards: readonly Card[]): void;
}) {
  const claiming = state.status === 'claiming';
  if (!claiming && state.status !== 'done' && ready.length < 2) return null;
  return (
    <div className={styles.claimAll}>
      {claiming ? (
        <div className={styles.claimAllProgress} role="status">
          <span>
            Claiming {Math.min(state.answered + 1, state.total)} of {state.total}…
          </span>
          <ProgressBar
            label="Claim all progress"
            percent={Math.round((state.answered / state.total) * 100)}
          />
        </div>
      ) : (
        ready.length > 1 && (
          <Button variant="accent" disabled={busy} onClick={() => onClaimAll(ready)}>
            {`Claim all ${ready.length}`}
          </Button>
        )
      )}
      {state.status === 'done' && (
        <>
          {state.message && (
            <p role="status" className={styles.notice}>
              {state.message}
            </p>
          )}
          {state.refused.length > 0 && (
            <div role="alert" className={styles.error}>
              Not claimed:
              <ul className={styles.refusals}>
                {state.refused.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            </div>
          )}
        </>
      )}
    </div>
  );
}
