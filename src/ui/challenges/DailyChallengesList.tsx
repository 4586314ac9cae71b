// The daily challenges list (SPEC §3 Challenge, §4, §9): each challenge's title, its bar moving from
// the progress last shown, progress against the goal and the XP it pays (in thousands, one
// decimal); above them the message for how many are complete and the countdown to the day's end.
import {
  challengeMessage,
  formatChallengeXP,
  formatTimeRemaining,
  isComplete,
  justCompleted,
  progressPercent,
} from '../../domain/challenges/challengeList';
import { formatCount } from '../content/format';
import styles from './DailyChallenges.module.css';
import type { ShownChallenges } from './useDailyChallenges';

export function challengeSummary({ list }: Pick<ShownChallenges, 'list'>) {
  const completed = list.filter(isComplete).length;
  return { completed, total: list.length, message: challengeMessage(completed) };
}

export function ChallengeCountdown({ shown }: { shown: ShownChallenges }) {
  const remaining = shown.list[0]?.timeRemaining ?? 0;
  return (
    <p className={styles.countdown}>
      New challenges in{' '}
      <time className={styles.timer} data-testid="challenge-countdown">
        {formatTimeRemaining(remaining)}
      </time>
    </p>
  );
}

/** "2 of 3 complete · Almost there!": the garage card and the list say it alike. */
export function ChallengeCount({ shown }: { shown: Pick<ShownChallenges, 'list'> }) {
  const { completed, total, message } = challengeSummary(shown);
  return (
    <p className={styles.count}>
      <strong>
        {completed} of {total}
      </strong>{' '}
      complete{message && <span className={styles.message}> · {message}</span>}
    </p>
  );
}

export function DailyChallengesList({ shown }: { shown: ShownChallenges }) {
  return (
    <div className={styles.list}>
      <div className={styles.summary}>
        <ChallengeCount shown={shown} />
        <ChallengeCountdown shown={shown} />
      </div>
      <ol className={styles.items} data-testid="daily-challenges">
        {shown.list.map((c) => {
          const complete = isComplete(c);
          const value = shown.moved ? c.progress : c.animateFrom;
          return (
            <li
              key={c.challengeID}
              className={styles.item}
              data-complete={complete}
              data-just-completed={justCompleted(c)}
              data-testid="daily-challenge"
            >
              <div className={styles.head}>
                <span className={styles.title}>{c.title}</span>
                <span className={styles.reward}>+{formatChallengeXP(c.reward)} XP</span>
              </div>
              <div className={styles.barRow}>
                <span
                  className={styles.track}
                  role="progressbar"
                  aria-label={c.title}
                  aria-valuemin={0}
                  aria-valuemax={c.goal}
                  aria-valuenow={c.progress}
                >
                  <span
                    className={styles.fill}
                    style={{ width: `${progressPercent(value, c.goal)}%` }}
                  />
                </span>
                <span className={styles.progress} data-testid="challenge-progress">
                  {complete ? (
                    <>
                      <span aria-hidden="true">✓ </span>Complete
                    </>
                  ) : (
                    `${formatCount(c.progress)} / ${formatCount(c.goal)}`
                  )}
                </span>
              </div>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
