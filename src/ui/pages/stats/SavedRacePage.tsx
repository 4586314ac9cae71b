// /stats/race/{id}: a saved race's results (GET /race/{id}), where each race of the log leads.
// Racers are shown by place; the viewer's own row is marked. The saved race carries no names
// (guests and private racers stay anonymous), so other racers are listed as registered or guest.
import { raceEndpoints } from '../../../domain/contracts/raceEndpoints';
import { PATHS } from '../../../domain/nav/routes';
import { ButtonLink } from '../../components/Button';
import { Page, Panel } from '../../components/Page';
import { Empty, LoadError, Loading } from '../../components/Status';
import { useApiGet } from '../../hooks/useApiGet';
import { useSite } from '../../site';
import { useSession } from '../../stores/sessionStore';
import styles from './Stats.module.css';
import {
  formatDuration,
  formatNumber,
  formatPercent,
  formatStamp,
  ordinal,
  unitLabel,
} from './statsFormat';

interface SavedResult {
  place: number;
  userID?: number | null;
  wpm?: number;
  accuracy?: number;
  errors?: number;
  durationMs?: number;
  createdStamp?: number;
}

const num = (value: unknown): number => (typeof value === 'number' ? value : 0);

export function SavedRacePage({ id }: { id: string }) {
  const site = useSite();
  const raceID = /^\d{1,9}$/.test(id) ? Number(id) : null;
  const myID = useSession((state) => (state.user.loggedIn ? state.user.userID : null));
  const [saved, reload] = useApiGet(raceID === null ? null : raceEndpoints.race, {
    params: { id: raceID ?? 1 },
  });

  const back = (
    <ButtonLink href={PATHS.stats} variant="ghost" size="sm">
      ← My Stats
    </ButtonLink>
  );
  if (raceID === null || (saved.status === 'failed' && saved.httpStatus === 404)) {
    return (
      <Page title="Race results">
        <Panel>
          <Empty title="No such race">That race was not saved, or the link is wrong.</Empty>
          {back}
        </Panel>
      </Page>
    );
  }
  if (saved.status === 'loading') {
    return (
      <Page title="Race results">
        <Loading label="Loading the race…" />
      </Page>
    );
  }
  if (saved.status === 'failed') {
    return (
      <Page title="Race results">
        <LoadError message={saved.message} onRetry={reload} />
      </Page>
    );
  }

  const race = saved.data.race as { raceID: number; site?: string; startedStamp?: number };
  const unit = race.site === 'math' ? 'PPM' : 'WPM';
  const results = saved.data.results as SavedResult[];
  return (
    <Page
      title={`Race #${race.raceID}`}
      subtitle={race.startedStamp ? formatStamp(race.startedStamp) : site.productName}
    >
      <Panel labelledBy="saved-race">
        <h2 id="saved-race" className={styles.panelTitle}>
          Results
        </h2>
        <div className={styles.tableScroll}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">Place</th>
                <th scope="col">Racer</th>
                <th scope="col" className={styles.num}>
                  Speed ({unitLabel(unit)})
                </th>
                <th scope="col" className={styles.num}>
                  Accuracy
                </th>
                <th scope="col" className={`${styles.num} ${styles.wide}`}>
                  Time
                </th>
              </tr>
            </thead>
            <tbody>
              {results.map((result, index) => {
                const mine = myID !== null && result.userID === myID;
                return (
                  <tr key={`${result.place}-${index}`} className={mine ? styles.mine : undefined}>
                    <td>{ordinal(result.place)}</td>
                    <td>{mine ? 'You' : result.userID ? 'Racer' : 'Guest'}</td>
                    <td className={styles.num}>{formatNumber(num(result.wpm), 1)}</td>
                    <td className={styles.num}>{formatPercent(num(result.accuracy))}</td>
                    <td className={`${styles.num} ${styles.wide}`}>
                      {formatDuration(num(result.durationMs))}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
        <div className={styles.actions}>{back}</div>
      </Panel>
    </Page>
  );
}
