// /stats (SPEC §2, account menu 'My Stats'): the logged-in racer's figures on this site, charts of
// their latest races (uPlot, loaded only here) and the race log, 30 races a page from page 0, each
// race leading to its saved results.
import { lazy, Suspense } from 'react';
import { Link } from 'wouter';

import { statsEndpoints } from '../../../domain/contracts/statsEndpoints';
import { PATHS, publicProfilePath } from '../../../domain/nav/routes';
import type { User } from '../../../domain/user';
import { LoginPrompt } from '../../components/LoginPrompt';
import { Page, Panel } from '../../components/Page';
import { Empty, LoadError, Loading } from '../../components/Status';
import { useApiGet } from '../../hooks/useApiGet';
import { useSite } from '../../site';
import { useSession } from '../../stores/sessionStore';
import { FigureTiles } from './FigureTiles';
import { RaceLog } from './RaceLog';
import styles from './Stats.module.css';
import { figureTiles, formatSpeed } from './statsFormat';

// The chart and uPlot (~50 KB) load as a chunk of their own, after the figures.
const SpeedCharts = lazy(() => import('./SpeedCharts').then((m) => ({ default: m.SpeedCharts })));

export function StatsPage() {
  const user = useSession((state) => state.user);
  if (!user.loggedIn) {
    return (
      <LoginPrompt
        title="My Stats"
        subtitle="Every race you run, counted."
        heading="Log in to see your stats"
      >
        Your speed, accuracy and every race you have run are kept with your account.
      </LoginPrompt>
    );
  }
  return <Stats user={user} />;
}

function Stats({ user }: { user: User }) {
  const site = useSite();
  const [summary, reloadSummary] = useApiGet(statsEndpoints.statsSummary);
  const [graphs, reloadGraphs] = useApiGet(statsEndpoints.statsGraphs, {
    params: { id: user.userID },
  });

  return (
    <Page
      title="My Stats"
      subtitle={
        <>
          Your races on {site.productName}.{' '}
          <Link href={PATHS.leaderboards} className={styles.inlineLink}>
            Leaderboards
          </Link>{' '}
          ·{' '}
          <Link href={publicProfilePath(user.username)} className={styles.inlineLink}>
            My Public Profile
          </Link>
        </>
      }
    >
      <div className={styles.stack}>
        <Panel labelledBy="stats-summary">
          <h2 id="stats-summary" className={styles.panelTitle}>
            Summary
          </h2>
          {summary.status === 'loading' && <Loading label="Counting your races…" />}
          {summary.status === 'failed' && (
            <LoadError message={summary.message} onRetry={reloadSummary} />
          )}
          {summary.status === 'ready' && (
            <>
              <FigureTiles
                label="All time"
                tiles={figureTiles(summary.data.allTime, summary.data.speedUnit)}
              />
              <p className={styles.note}>
                Today: {summary.data.today.races}{' '}
                {summary.data.today.races === 1 ? 'race' : 'races'}
                {summary.data.recentSpeed > 0 &&
                  ` · last 10 races: ${formatSpeed(summary.data.recentSpeed, summary.data.speedUnit)}`}
              </p>
            </>
          )}
        </Panel>

        <Panel labelledBy="stats-charts">
          <h2 id="stats-charts" className={styles.panelTitle}>
            Speed and accuracy
          </h2>
          {graphs.status === 'loading' && <Loading label="Loading your charts…" />}
          {graphs.status === 'failed' && (
            <LoadError message={graphs.message} onRetry={reloadGraphs} />
          )}
          {graphs.status === 'ready' && graphs.data.points.length === 0 && (
            <Empty title="No races yet">Your charts start with your first race.</Empty>
          )}
          {graphs.status === 'ready' && graphs.data.points.length > 0 && (
            <Suspense fallback={<Loading label="Drawing your charts…" />}>
              <SpeedCharts points={graphs.data.points} unit={graphs.data.speedUnit} />
            </Suspense>
          )}
        </Panel>

        <Panel labelledBy="stats-log">
          <h2 id="stats-log" className={styles.panelTitle}>
            Race log
          </h2>
          <RaceLog userID={user.userID} racePath={site.racePath} />
        </Panel>
      </div>
    </Page>
  );
}
