// Every racer's place, speed and time under the player's result; racers still on the track say
// so and fill in as they cross the line (the room keeps sending positions after the player is done).
import { ordinal, raceTime } from '../../domain/race/raceView';
import type { Standing } from '../../domain/race/standings';
import { oneDecimal } from '../content/format';
import { TeamTag } from '../pages/team/TeamTag';
import { ReportPlayerButton } from '../players/ReportPlayerButton';
import styles from './ResultsView.module.css';

export interface ResultsStandingsProps {
  standings: Standing[];
  unit: string;
  /** A logged-in viewer may report another registered racer of this race (its saved id). */
  reportRaceID?: number | null;
}

export function ResultsStandings({ standings, unit, reportRaceID }: ResultsStandingsProps) {
  if (standings.length <= 1) return null;
  return (
    <table className={styles.standings} aria-label="Standings">
      <thead>
        <tr>
          <th scope="col">Place</th>
          <th scope="col">Racer</th>
          <th scope="col">Speed</th>
          <th scope="col">Time</th>
        </tr>
      </thead>
      <tbody>
        {standings.map((row) => (
          <tr key={row.id} data-you={row.isYou || undefined}>
            <td>{row.finish ? ordinal(row.finish.place) : '–'}</td>
            <th scope="row">
              {row.tag && (
                <>
                  <TeamTag tag={row.tag} color={row.tagColor ?? null} />{' '}
                </>
              )}
              {row.isYou ? 'You' : row.name}
              {row.isBot && <span className={styles.botTag}>Bot</span>}
              {reportRaceID !== undefined && !row.isYou && !row.isBot && row.userID != null && (
                <>
                  {' '}
                  <ReportPlayerButton
                    targetID={row.userID}
                    targetName={row.name}
                    raceID={reportRaceID}
                  />
                </>
              )}
            </th>
            <td>{row.finish?.speed != null ? `${oneDecimal(row.finish.speed)} ${unit}` : '–'}</td>
            <td>
              {row.finish
                ? row.finish.timeMs != null
                  ? raceTime(row.finish.timeMs)
                  : 'Finished'
                : 'Still racing'}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
