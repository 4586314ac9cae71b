// The class table: each student's races, average speed (WPM, or problems a minute on the math
// site) and accuracy, from their own record. The teacher's table adds status and actions.
import type { ReactNode } from 'react';

import styles from '../team/Team.module.css';

export interface StudentRow {
  userID: number;
  username: string;
  displayName: string;
  racesPlayed: number;
  avgSpeed: number;
  avgAcc: number;
  lastRace: number;
}

export function StudentTable({
  caption,
  students,
  speedUnit,
  extra,
}: {
  caption: string;
  students: StudentRow[];
  speedUnit: string;
  /** A last column (the teacher's actions), per student. */
  extra?: { heading: string; cell: (student: StudentRow) => ReactNode };
}) {
  return (
    <div className={styles.tableScroll}>
      <table className={styles.table}>
        <caption className={styles.boardCaption}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Student</th>
            <th scope="col" className={styles.num}>
              Races
            </th>
            <th scope="col" className={styles.num}>
              {speedUnit}
            </th>
            <th scope="col" className={styles.num}>
              Accuracy
            </th>
            {extra && <th scope="col">{extra.heading}</th>}
          </tr>
        </thead>
        <tbody>
          {students.map((s) => (
            <tr key={s.userID}>
              <th scope="row">
                <a className={styles.link} href={`/racer/${encodeURIComponent(s.username)}`}>
                  {s.displayName || s.username}
                </a>
              </th>
              <td className={styles.num}>{s.racesPlayed}</td>
              <td className={styles.num}>{s.racesPlayed > 0 ? s.avgSpeed : '–'}</td>
              <td className={styles.num}>{s.racesPlayed > 0 ? `${s.avgAcc}%` : '–'}</td>
              {extra && <td>{extra.cell(s)}</td>}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
