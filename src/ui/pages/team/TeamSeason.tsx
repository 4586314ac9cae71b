// The team's standing in the current season's team board (the leaderboards' `season` period), as
// a fact of the team's stats panel: its place and points, or an empty state before any points.
import { formatCount } from '../../content/format';
import styles from './Team.module.css';
import type { TeamData } from './TeamView';

const DAY_SECONDS = 86_400;
/** 'MMM D' in UTC, as the season teaser writes dates (SPEC §9). */
const dayOf = (seconds: number) =>
  new Date(seconds * 1000).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });

export function TeamSeasonFact({ season }: { season: TeamData['season'] }) {
  // The season's end is the first second after it: the last day shown is the day before.
  const dates = `${dayOf(season.start)} – ${dayOf(season.end - DAY_SECONDS)}`;
  const points = `${formatCount(season.points)} ${season.points === 1 ? 'point' : 'points'}`;
  return (
    <div className={styles.fact} data-testid="team-season">
      <dt>This season</dt>
      <dd>
        {season.place !== null
          ? `#${season.place} of the team board · ${points}`
          : season.points > 0
            ? `Outside the top 50 · ${points}`
            : 'No points yet this season: race to put the team on the board'}
      </dd>
      <dd className={styles.factNote}>{dates}</dd>
    </div>
  );
}
