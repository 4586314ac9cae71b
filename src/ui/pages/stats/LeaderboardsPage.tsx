// /leaderboards: the top racers of the day, week, month, season and all time on this site (GET
// /leaderboards?time=…), ranked by points (speed × accuracy per race, summed; see
// src/domain/stats/ranking.ts), racers' team tags in their colours, and the teams of the period
// by their members' points. The period tabs are the site's TabStrip (WAI-ARIA tab pattern).
import { useId, useState } from 'react';
import { Link } from 'wouter';

import { statsEndpoints } from '../../../domain/contracts/statsEndpoints';
import type { LeaderboardRacer } from '../../../domain/contracts/statsResponses';
import { publicProfilePath } from '../../../domain/nav/routes';
import { LEADERBOARD_PERIODS, type LeaderboardPeriod } from '../../../domain/stats/periods';
import { AdColumn } from '../../ads/AdColumn';
import adStyles from '../../ads/Ads.module.css';
import { AdSlot } from '../../ads/AdSlot';
import { Page, Panel } from '../../components/Page';
import { Empty, LoadError, Loading } from '../../components/Status';
import { tabIds, TabStrip } from '../../components/TabStrip';
import { useApiGet } from '../../hooks/useApiGet';
import { useSite } from '../../site';
import { TeamBoard } from '../team/TeamBoard';
import { TeamTag } from '../team/TeamTag';
import styles from './Stats.module.css';
import { formatDate, formatNumber, formatPercent, unitLabel, type SpeedUnit } from './statsFormat';

export const PERIOD_LABELS: Record<LeaderboardPeriod, string> = {
  day: 'Today',
  week: 'This Week',
  month: 'This Month',
  season: 'Season',
  alltime: 'All Time',
};

export function LeaderboardsPage() {
  const site = useSite();
  const baseId = useId();
  const [period, setPeriod] = useState<LeaderboardPeriod>('day');
  const [board, reload] = useApiGet(statsEndpoints.leaderboards, { query: { time: period } });
  const ids = tabIds(baseId, period);

  return (
    <AdColumn>
      <Page
        title="Leaderboards"
        subtitle={`The top racers on ${site.productName}, by points: speed × accuracy, every race.`}
      >
        <AdSlot slots={['top']} className={adStyles.inline} />
        <Panel>
          <TabStrip
            tabs={LEADERBOARD_PERIODS.map((p) => ({ key: p, label: PERIOD_LABELS[p] }))}
            selected={period}
            onSelect={setPeriod}
            idPrefix={baseId}
            label="Period"
            className={styles.tablist}
          />
          <div id={ids.panel} role="tabpanel" aria-labelledby={ids.tab} className={styles.tabpanel}>
            {board.status === 'loading' && <Loading label="Loading the leaderboard…" />}
            {board.status === 'failed' && <LoadError message={board.message} onRetry={reload} />}
            {board.status === 'ready' && (
              <>
                <p className={styles.note}>{periodText(board.data.start, board.data.end)}</p>
                {board.data.racers.length === 0 ? (
                  <Empty title="No racers yet">
                    Nobody has raced in this period. Be the first on the board!
                  </Empty>
                ) : (
                  <BoardTable
                    racers={board.data.racers}
                    me={board.data.me}
                    unit={board.data.speedUnit}
                    caption={`Top racers: ${PERIOD_LABELS[period]}`}
                  />
                )}
                {board.data.teams.length > 0 && (
                  <TeamBoard
                    teams={board.data.teams}
                    caption={`Top teams: ${PERIOD_LABELS[period]}`}
                  />
                )}
              </>
            )}
          </div>
        </Panel>
        <AdSlot slots={['bottom', 'square']} className={adStyles.inline} />
      </Page>
    </AdColumn>
  );
}

/** The dates a board covers: one day, a span, or all time (boundaries are UTC). */
function periodText(start: number, end: number | null): string {
  if (end === null) return 'Every race ever run.';
  const first = formatDate(start, true);
  const last = formatDate(end - 1, true);
  return first === last ? `${first} (UTC).` : `${first} – ${last} (UTC).`;
}

function BoardTable({
  racers,
  me,
  unit,
  caption,
}: {
  racers: LeaderboardRacer[];
  me: LeaderboardRacer | null;
  unit: SpeedUnit;
  caption: string;
}) {
  const meListed = me !== null && racers.some((r) => r.userID === me.userID);
  const row = (racer: LeaderboardRacer, mine: boolean) => (
    <tr key={`${mine ? 'me' : 'r'}-${racer.userID}`} className={mine ? styles.mine : undefined}>
      <td className={styles.num}>{racer.rank}</td>
      <td className={styles.nameCell}>
        {racer.tag && (
          <>
            <TeamTag tag={racer.tag} color={racer.tagColor} />{' '}
          </>
        )}
        <Link href={publicProfilePath(racer.username)} className={styles.rowLink}>
          {racer.displayName}
        </Link>
        {mine && <span className={styles.youTag}> (you)</span>}
        <span className={styles.racerTitle}>{racer.title}</span>
      </td>
      <td className={styles.num}>{formatNumber(racer.races)}</td>
      <td className={styles.num}>{formatNumber(racer.avgSpeed, 1)}</td>
      <td className={`${styles.num} ${styles.wide}`}>{formatPercent(racer.avgAccuracy)}</td>
      <td className={styles.num}>{formatNumber(racer.points)}</td>
    </tr>
  );
  return (
    <div className={styles.tableScroll}>
      <table className={styles.table}>
        <caption className={styles.visuallyHidden}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col" className={styles.num}>
              #
            </th>
            <th scope="col">Racer</th>
            <th scope="col" className={styles.num}>
              Races
            </th>
            <th scope="col" className={styles.num}>
              {unit === 'WPM' ? 'WPM' : unitLabel(unit)}
            </th>
            <th scope="col" className={`${styles.num} ${styles.wide}`}>
              Accuracy
            </th>
            <th scope="col" className={styles.num}>
              Points
            </th>
          </tr>
        </thead>
        <tbody>
          {racers.map((racer) => row(racer, racer.userID === me?.userID))}
          {me && !meListed && row(me, true)}
        </tbody>
      </table>
    </div>
  );
}
