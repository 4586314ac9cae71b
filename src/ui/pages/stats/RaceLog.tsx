// The race log: 30 races a page from page 0 (SPEC §9), newest first; each race links to its saved
// results. Previous and Next move a page; the heading of the table says which page is shown.
import { useState } from 'react';
import { Link } from 'wouter';

import { statsEndpoints } from '../../../domain/contracts/statsEndpoints';
import { savedRacePath } from '../../../domain/nav/routes';
import { RACE_LOG_PAGE_SIZE } from '../../../domain/stats/paging';
import { Button, ButtonLink } from '../../components/Button';
import { Empty, LoadError, Loading } from '../../components/Status';
import { useApiGet } from '../../hooks/useApiGet';
import styles from './Stats.module.css';
import {
  formatDuration,
  formatNumber,
  formatPercent,
  formatStamp,
  ordinal,
  unitLabel,
} from './statsFormat';

/** "problems/min" may break after its slash: a phone's log keeps its four columns in view. */
function breakableUnit(unit: string) {
  const [first, ...rest] = unit.split('/');
  return rest.length === 0 ? (
    unit
  ) : (
    <>
      {first}/<wbr />
      {rest.join('/')}
    </>
  );
}

export function RaceLog({ userID, racePath }: { userID: number; racePath: string }) {
  const [page, setPage] = useState(0);
  const [log, reload] = useApiGet(statsEndpoints.statsData, {
    params: { id: userID },
    query: { page, limit: RACE_LOG_PAGE_SIZE },
  });

  if (log.status === 'loading') return <Loading label="Loading your races…" />;
  if (log.status === 'failed') return <LoadError message={log.message} onRetry={reload} />;
  const { logs, totalRecords, pages, speedUnit } = log.data;
  if (totalRecords === 0) {
    return (
      <Empty title="No races yet">
        Every race you finish is logged here.{' '}
        <ButtonLink href={racePath} size="sm">
          Start a race
        </ButtonLink>
      </Empty>
    );
  }

  return (
    <>
      <div className={styles.tableScroll}>
        <table className={styles.table}>
          <caption className={styles.caption}>
            {formatNumber(totalRecords)} {totalRecords === 1 ? 'race' : 'races'} · page {page + 1}{' '}
            of {pages}
          </caption>
          <thead>
            <tr>
              <th scope="col">Race</th>
              <th scope="col">Place</th>
              <th scope="col" className={styles.num}>
                Speed ({breakableUnit(unitLabel(speedUnit))})
              </th>
              <th scope="col" className={styles.num}>
                Accuracy
              </th>
              <th scope="col" className={`${styles.num} ${styles.wide}`}>
                Time
              </th>
              <th scope="col" className={`${styles.num} ${styles.wide}`}>
                Cash
              </th>
            </tr>
          </thead>
          <tbody>
            {logs.map((entry) => (
              <tr key={entry.raceID}>
                <td className={styles.dateCell}>
                  <Link href={savedRacePath(entry.raceID)} className={styles.rowLink}>
                    {formatStamp(entry.stamp)}
                  </Link>
                </td>
                <td>
                  {ordinal(entry.place)} of {entry.racers}
                </td>
                <td className={styles.num}>{formatNumber(entry.speed, 1)}</td>
                <td className={styles.num}>{formatPercent(entry.accuracy)}</td>
                <td className={`${styles.num} ${styles.wide}`}>
                  {formatDuration(entry.durationMs)}
                </td>
                <td className={`${styles.num} ${styles.wide}`}>${formatNumber(entry.money)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {pages > 1 && (
        <nav className={styles.pager} aria-label="Race log pages">
          <Button
            variant="ghost"
            size="sm"
            disabled={page === 0}
            onClick={() => setPage((p) => Math.max(0, p - 1))}
          >
            ← Newer
          </Button>
          <span aria-live="polite">
            Page {page + 1} of {pages}
          </span>
          <Button
            variant="ghost"
            size="sm"
            disabled={page >= pages - 1}
            onClick={() => setPage((p) => Math.min(pages - 1, p + 1))}
          >
            Older →
          </Button>
        </nav>
      )}
    </>
  );
}
