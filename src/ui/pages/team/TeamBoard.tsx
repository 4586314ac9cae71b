// The teams of a leaderboard period: rank, tag in its colour, name, races and points.
import { Link } from 'wouter';

import styles from './Team.module.css';
import { TeamTag } from './TeamTag';

export interface TeamBoardRow {
  rank: number;
  teamID: number;
  tag: string;
  name: string;
  tagColor: string;
  races: number;
  avgSpeed: number;
  points: number;
}

export function TeamBoard({ teams, caption }: { teams: TeamBoardRow[]; caption: string }) {
  return (
    <div className={styles.tableScroll}>
      <table className={styles.table}>
        <caption className={styles.boardCaption}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col" className={styles.num}>
              #
            </th>
            <th scope="col">Team</th>
            <th scope="col" className={styles.num}>
              Races
            </th>
            <th scope="col" className={styles.num}>
              Points
            </th>
          </tr>
        </thead>
        <tbody>
          {teams.map((team) => (
            <tr key={team.teamID}>
              <td className={styles.num}>{team.rank}</td>
              <td>
                <TeamTag tag={team.tag} color={team.tagColor} />{' '}
                <Link href={`/team/${encodeURIComponent(team.tag)}`} className={styles.link}>
                  {team.name}
                </Link>
              </td>
              <td className={styles.num}>{team.races.toLocaleString('en-US')}</td>
              <td className={styles.num}>{team.points.toLocaleString('en-US')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
