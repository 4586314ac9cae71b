// /leagues (SPEC §2, §3 League, §7 GET /leagues/{user|team}/activity): the player's (or their
// team's) league this week — tier badge, the division's standings live through the week, the
// countdown to the Monday 00:00 UTC rollover — the ladder, and the past weeks. Leagues open after
// 12 races (SPEC §9); a refused call leaves the page at tier 0 with empty standings and the error
// (SPEC §8). Player / Team tabs follow the WAI-ARIA tab pattern.
import { useId, useRef, useState } from 'react';
import type { KeyboardEvent as ReactKeyboardEvent } from 'react';

import type { LeagueActivity } from '../../../domain/contracts/leagueResponses';
import { leagueOf, type LeagueReason } from '../../../domain/leagues/leagues';
import { LoginPrompt } from '../../components/LoginPrompt';
import { Page, Panel } from '../../components/Page';
import { Empty, Loading } from '../../components/Status';
import { nextTabIndex } from '../../components/tabKeys';
import { useSession } from '../../stores/sessionStore';
import statsStyles from '../stats/Stats.module.css';
import { formatDate } from '../stats/statsFormat';
import { Countdown } from './Countdown';
import styles from './Leagues.module.css';
import { Standings } from './Standings';
import { TierBadge } from './TierBadge';
import { useLeagueActivity, type LeagueView } from './useLeagueActivity';

const TITLE = 'Leagues';
const SUBTITLE =
  'Earn XP all week to climb the ladder. The top of each division moves up on Monday.';
const KINDS = ['user', 'team'] as const;
type Kind = (typeof KINDS)[number];
const KIND_LABELS: Record<Kind, string> = { user: 'My League', team: 'Team League' };

export const REASON_LABELS: Record<LeagueReason, string> = {
  promote: 'Promoted',
  demote: 'Demoted',
  'no-change': 'Stayed',
  intro: 'Joined',
  winner: 'Won the tournament',
  elimination: 'Eliminated',
  'semi-finals': 'Reached the semi-finals',
  finals: 'Reached the finals',
  'tournament-entry': 'Entered the tournament',
};

export function LeaguesPage() {
  const loggedIn = useSession((state) => state.user.loggedIn);
  if (!loggedIn)
    return (
      <LoginPrompt title={TITLE} subtitle={SUBTITLE} heading="Log in to race in the leagues">
        Log in, race 12 times, and you join a weekly league of racers like you.
      </LoginPrompt>
    );
  return <Leagues />;
}

function Leagues() {
  const baseId = useId();
  const [kind, setKind] = useState<Kind>('user');
  const tabRefs = useRef(new Map<Kind, HTMLButtonElement>());
  const [view, reload] = useLeagueActivity(kind);
  const selected = KINDS.indexOf(kind);

  const onKeyDown = (event: ReactKeyboardEvent<HTMLDivElement>) => {
    const next = nextTabIndex(event.key, selected, KINDS.length);
    const target = next === null ? undefined : KINDS[next];
    if (!target) return;
    event.preventDefault();
    setKind(target);
    tabRefs.current.get(target)?.focus();
  };

  return (
    <Page title={TITLE} subtitle={SUBTITLE}>
      <Panel>
        <div
          role="tablist"
          aria-label="League"
          className={statsStyles.tablist}
          onKeyDown={onKeyDown}
        >
          {KINDS.map((k) => (
            <button
              key={k}
              ref={(node) => {
                if (node) tabRefs.current.set(k, node);
                else tabRefs.current.delete(k);
              }}
              type="button"
              role="tab"
              id={`${baseId}-${k}`}
              aria-selected={k === kind}
              aria-controls={`${baseId}-panel`}
              tabIndex={k === kind ? 0 : -1}
              className={statsStyles.tab}
              onClick={() => setKind(k)}
            >
              {KIND_LABELS[k]}
            </button>
          ))}
        </div>
        <div
          id={`${baseId}-panel`}
          role="tabpanel"
          aria-labelledby={`${baseId}-${kind}`}
          className={statsStyles.tabpanel}
        >
          <LeagueBody view={view} team={kind === 'team'} onRetry={reload} />
        </div>
      </Panel>
    </Page>
  );
}

function LeagueBody({ view, team, onRetry }: { view: LeagueView; team: boolean; onRetry(): void }) {
  if (view.status === 'loading') return <Loading label="Loading the league…" />;
  if (view.status === 'failed')
    return (
      <div className={styles.summary} data-testid="league-failed">
        <TierBadge league={null} />
        <p className={styles.error} role="alert">
          {view.message}
        </p>
        <button type="button" className={statsStyles.inlineLink} onClick={onRetry}>
          Try again
        </button>
      </div>
    );
  const { data } = view;
  return (
    <div className={styles.body}>
      <div className={styles.summary}>
        <TierBadge league={data.league} />
        <div className={styles.summaryText}>
          <p className={styles.division}>
            {data.division === null
              ? team
                ? 'Your team joins a division with its first race this week.'
                : 'You join a division with your first race this week.'
              : `Division ${data.division + 1}`}
          </p>
          <Countdown
            weekEnd={data.weekEnd}
            serverTime={data.serverTime}
            receivedAt={view.receivedAt}
          />
        </div>
        <Trophies data={data} />
      </div>
      <Places data={data} />
      {data.standings.length === 0 ? (
        <Empty title="No standings yet">
          {team
            ? 'Race this week and your team’s XP puts it on the board.'
            : 'Race this week: every race’s XP counts toward your place.'}
        </Empty>
      ) : (
        <Standings standings={data.standings} league={data.league} team={team} />
      )}
      <Ladder data={data} />
      <History data={data} />
    </div>
  );
}

function Trophies({ data }: { data: LeagueActivity }) {
  const best = leagueOf(data.highestTier);
  return (
    <dl className={styles.trophies}>
      <div>
        <dt>Highest league</dt>
        <dd>{best?.name ?? '—'}</dd>
      </div>
      <div>
        <dt>Tournaments won</dt>
        <dd>{data.tournamentsWon}</dd>
      </div>
    </dl>
  );
}

function Places({ data }: { data: LeagueActivity }) {
  const { promotionPlace, demotionPlace, tournamentName, final } = data.league;
  const parts: string[] = [];
  if (promotionPlace !== null)
    parts.push(
      final
        ? `Finish 1st to win the ${tournamentName ?? 'tournament'}.`
        : `Top ${promotionPlace} move up.`,
    );
  if (demotionPlace !== null)
    parts.push(
      tournamentName
        ? `Places ${demotionPlace} and below are eliminated.`
        : `Places ${demotionPlace} and below move down.`,
    );
  return <p className={statsStyles.note}>{parts.join(' ')} Divisions hold about 30.</p>;
}

function Ladder({ data }: { data: LeagueActivity }) {
  return (
    <section aria-labelledby="league-ladder" className={styles.section}>
      <h2 id="league-ladder" className={statsStyles.panelTitle}>
        The ladder
      </h2>
      <ol className={styles.ladder}>
        {[...data.leagues].reverse().map((league) => (
          <li
            key={league.tier}
            aria-current={league.tier === data.league.tier ? 'true' : undefined}
            className={league.tier === data.league.tier ? styles.current : undefined}
          >
            <TierBadge league={league} size="sm" />
            {league.tier === data.league.tier && <span className={styles.here}>You are here</span>}
          </li>
        ))}
      </ol>
    </section>
  );
}

function History({ data }: { data: LeagueActivity }) {
  return (
    <section aria-labelledby="league-history" className={styles.section}>
      <h2 id="league-history" className={statsStyles.panelTitle}>
        Past weeks
      </h2>
      {data.history.length === 0 ? (
        <p className={statsStyles.note}>No finished weeks yet. The first one ends on Monday.</p>
      ) : (
        // Focusable, so a keyboard can scroll it where a phone is narrower than the table.
        <div className={statsStyles.tableScroll} tabIndex={0} role="region" aria-label="Past weeks">
          <table className={statsStyles.table} data-testid="league-history">
            <caption className={statsStyles.visuallyHidden}>Past weeks</caption>
            <thead>
              <tr>
                <th scope="col">Week of</th>
                <th scope="col">League</th>
                <th scope="col" className={statsStyles.num}>
                  Place
                </th>
                <th scope="col" className={`${statsStyles.num} ${statsStyles.wide}`}>
                  XP
                </th>
                <th scope="col">Result</th>
              </tr>
            </thead>
            <tbody>
              {data.history.map((week) => (
                <tr key={week.weekStart}>
                  <td>{formatDate(week.weekStart, true)}</td>
                  <td>{leagueOf(week.tier)?.name ?? '—'}</td>
                  <td className={statsStyles.num}>{week.place}</td>
                  <td className={`${statsStyles.num} ${statsStyles.wide}`}>
                    {week.experience.toLocaleString('en-US')}
                  </td>
                  <td>
                    {REASON_LABELS[week.reason]}
                    {week.newTier !== week.tier && ` → ${leagueOf(week.newTier)?.name ?? ''}`}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
