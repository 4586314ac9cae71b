// The result the server computed: place on a podium, speed, accuracy, time and consistency, the
// cash and experience earned line by line, a level-up banner, and the way to the next race.
import type { ReactNode } from 'react';

import { ordinal, raceTime } from '../../domain/race/raceView';
import type { Standing } from '../../domain/race/standings';
import type { RaceResult } from '../../domain/realtime/protocol';
import { ResultsChallenges } from '../challenges/ResultsChallenges';
import { formatCount, formatMoney } from '../content/format';
import { oneDecimal, speedUnit } from '../content/format';
import { useSite } from '../site';
import { RaceButtonAction } from './RaceStageOverlay';
import { ResultsProgress } from './ResultsProgress';
import { ResultsStandings } from './ResultsStandings';
import styles from './ResultsView.module.css';

interface ResultsViewProps {
  result: RaceResult;
  /** Every racer of the room, finishers first (raceStandings). */
  standings: Standing[];
  /** The player's experience after the race, for the XP bar; null for a guest. */
  experience: number | null;
  raceAgainLabel: string;
  viewOnly: boolean;
  onRaceAgain(): void;
  /** The qualifying race's "save your result" panel, for guests. */
  children?: ReactNode;
}

export function headline(place: number, racers: number): string {
  if (racers <= 1) return 'Finished!';
  if (place === 1) return 'Victory!';
  if (place <= 3) return 'On the podium!';
  return place === racers ? 'You made it to the line!' : 'Solid race!';
}

export function ResultsView({
  result,
  standings,
  experience,
  raceAgainLabel,
  viewOnly,
  onRaceAgain,
  children,
}: ResultsViewProps) {
  // On the math site the speed is problems per minute, and consistency (a typing rhythm) is moot.
  const site = useSite();
  const math = site.id === 'math';
  const medal = result.place <= 3 ? String(result.place) : 'none';
  const levelUp = result.levelAfter > result.levelBefore;
  // Only players have an experience bar; only players may report another racer.
  const loggedIn = experience !== null;
  return (
    <section
      className={styles.results}
      aria-labelledby="race-result-title"
      data-testid="race-result"
      data-race-id={result.raceID ?? undefined}
    >
      <div className={styles.podium} data-medal={medal}>
        <p className={styles.place} aria-hidden="true">
          <span>
            {result.place}
            <sup>{ordinal(result.place).slice(String(result.place).length)}</sup>
          </span>
        </p>
        <div>
          <h2 id="race-result-title" className={styles.headline}>
            {headline(result.place, result.racers)}
          </h2>
          <p className={styles.placeText}>
            {ordinal(result.place)} place of {result.racers}
            {result.qualifying && <span className={styles.badge}>Qualifying race</span>}
          </p>
        </div>
        {/* Beside the place, so the next race is one key or click away without scrolling. */}
        <div className={styles.nextRace}>
          <RaceButtonAction
            label={raceAgainLabel}
            viewOnly={viewOnly}
            onRace={onRaceAgain}
            autoFocus
          />
        </div>
      </div>

      <dl className={styles.figures}>
        <div className={styles.hero}>
          <dt>Speed</dt>
          <dd>
            <span data-testid="result-wpm">{oneDecimal(result.wpm)}</span>{' '}
            <small>{speedUnit(site.id)}</small>
          </dd>
        </div>
        <div>
          <dt>Accuracy</dt>
          <dd data-testid="result-accuracy">{oneDecimal(result.accuracy)}%</dd>
        </div>
        <div>
          <dt>Time</dt>
          <dd>{raceTime(result.durationMs)}</dd>
        </div>
        {!math && (
          <div>
            <dt>Consistency</dt>
            <dd>{Math.round(result.consistency)}%</dd>
          </div>
        )}
        <div>
          <dt>{math ? 'Wrong answers' : 'Errors'}</dt>
          <dd>{result.errors}</dd>
        </div>
      </dl>

      <ResultsProgress
        speed={result.wpm}
        personalBest={result.personalBest ?? null}
        unit={speedUnit(site.id)}
        experience={experience}
      />

      <ResultsStandings
        standings={standings}
        unit={speedUnit(site.id)}
        reportRaceID={loggedIn ? result.raceID : undefined}
      />

      {levelUp && (
        <p className={styles.levelUp} role="status">
          <strong>Level up!</strong> You reached level {result.levelAfter}.
        </p>
      )}

      <div className={styles.rewards}>
        <p className={styles.earned}>
          <span className={styles.cash}>+{formatMoney(result.money)}</span>
          <span className={styles.xp}>+{formatCount(result.experience)} XP</span>
        </p>
        {result.lines.length > 0 && (
          <ul className={styles.lines} aria-label="Bonuses">
            {result.lines.map((line) => (
              <li key={line.label}>
                <span>{line.label}</span>
                <span>{line.money > 0 ? `+${formatMoney(line.money)}` : ''}</span>
                <span>{line.experience > 0 ? `+${formatCount(line.experience)} XP` : ''}</span>
              </li>
            ))}
          </ul>
        )}
      </div>

      <ResultsChallenges />

      {children}
    </section>
  );
}

export function DisqualifiedView({
  message,
  raceAgainLabel,
  viewOnly,
  onRaceAgain,
}: {
  message: string;
  raceAgainLabel: string;
  viewOnly: boolean;
  onRaceAgain(): void;
}) {
  return (
    <section className={styles.results} aria-labelledby="race-dq-title" role="alert">
      <div className={styles.podium} data-medal="dq">
        <p className={styles.place} aria-hidden="true">
          DQ
        </p>
        <div>
          <h2 id="race-dq-title" className={styles.headline}>
            Disqualified
          </h2>
          <p className={styles.placeText}>{message}</p>
        </div>
      </div>
      <div className={styles.actions}>
        <RaceButtonAction label={raceAgainLabel} viewOnly={viewOnly} onRace={onRaceAgain} />
      </div>
    </section>
  );
}
