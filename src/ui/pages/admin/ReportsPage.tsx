// /admin/reports: the operators' reports queue (SPEC §7 Players report). Open reports, newest
// first: who reported whom, why, in which race (a link to the saved race's log), and two actions:
// dismiss the report, or ban the player from racing (which closes every open report about them).
// Visitors are asked to log in; players who are not operators are told the page is not for them
// (the server decides who is: ADMIN_USERS).
import { useState } from 'react';
import { Link } from 'wouter';

import type { ReportView } from '../../../domain/contracts/playerResponses';
import { reportEndpoints } from '../../../domain/contracts/reportEndpoints';
import { PATHS, savedRacePath } from '../../../domain/nav/routes';
import { REPORT_REASON_LABELS } from '../../../domain/reports/reports';
import { ApiError } from '../../../net/apiError';
import { api } from '../../api';
import { Button, ButtonLink } from '../../components/Button';
import { FormMessage } from '../../components/Field';
import { LoginPrompt } from '../../components/LoginPrompt';
import { Modal } from '../../components/Modal';
import { Page, Panel } from '../../components/Page';
import { Empty, LoadError, Loading } from '../../components/Status';
import { useApiGet } from '../../hooks/useApiGet';
import { useSession } from '../../stores/sessionStore';
import { LeagueRolloverPanel } from './LeagueRolloverPanel';
import styles from './ReportsPage.module.css';

const TITLE = 'Player reports';
const SUBTITLE = 'What players reported, for an operator to look at.';

export function ReportsPage() {
  const loggedIn = useSession((state) => state.user.loggedIn);
  if (!loggedIn)
    return (
      <LoginPrompt title={TITLE} subtitle={SUBTITLE} heading="Log in to see the reports">
        This page is for the site’s operators. Log in with an operator account.
      </LoginPrompt>
    );
  return <ReportsQueue />;
}

function ReportsQueue() {
  const [queue, reload] = useApiGet(reportEndpoints.reportsQueue);
  const [banning, setBanning] = useState<ReportView | null>(null);
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState<number | null>(null);

  if (queue.status === 'loading')
    return (
      <Page title={TITLE} subtitle={SUBTITLE}>
        <Loading label="Loading the reports…" />
      </Page>
    );
  if (queue.status === 'failed') {
    return (
      <Page title={TITLE} subtitle={SUBTITLE}>
        {queue.httpStatus === 403 ? (
          <Panel labelledBy="reports-forbidden">
            <h2 id="reports-forbidden">Operators only</h2>
            <p>This page is for the site’s operators.</p>
            <ButtonLink href={PATHS.home} variant="ghost">
              Back to the homepage
            </ButtonLink>
          </Panel>
        ) : (
          <LoadError message={queue.message} onRetry={reload} />
        )}
      </Page>
    );
  }

  const resolve = async (report: ReportView, action: 'dismiss' | 'ban') => {
    setBusy(report.reportID);
    setMessage(null);
    try {
      const done = await api.call(reportEndpoints.resolveReport, {
        params: { id: report.reportID },
        body: { action },
      });
      setMessage({
        tone: 'success',
        text:
          done.status === 'banned'
            ? `${report.target.displayName || report.target.username} is banned from racing.`
            : 'Report dismissed.',
      });
    } catch (err) {
      setMessage({
        tone: 'error',
        text: err instanceof ApiError ? err.message : 'That did not work. Please try again.',
      });
    } finally {
      setBusy(null);
      setBanning(null);
      reload();
    }
  };

  const reports = queue.data.reports;
  return (
    <Page title={TITLE} subtitle={SUBTITLE}>
      <p className={styles.links}>
        <Link href="/admin/races">Live races</Link>
      </p>
      {message && <FormMessage tone={message.tone}>{message.text}</FormMessage>}
      <LeagueRolloverPanel />
      {reports.length === 0 ? (
        <Empty title="No open reports">When players report someone, it shows up here.</Empty>
      ) : (
        <ul className={styles.list} aria-label="Open reports">
          {reports.map((report) => (
            <li key={report.reportID} className={styles.card} data-testid="report-card">
              <div className={styles.head}>
                <h2 className={styles.target}>
                  <Link href={`/racer/${encodeURIComponent(report.target.username)}`}>
                    {report.target.displayName || report.target.username}
                  </Link>{' '}
                  <span className={styles.muted}>@{report.target.username}</span>
                </h2>
                <span className={styles.reason}>{REPORT_REASON_LABELS[report.reason]}</span>
              </div>
              <p className={styles.meta}>
                Reported by {report.reporter.displayName || report.reporter.username} ·{' '}
                {new Date(report.createdStamp * 1000).toLocaleString('en-US')}
                {report.target.openReports > 1 && ` · ${report.target.openReports} open reports`}
                {report.target.racingBanned && ' · banned from racing'}
              </p>
              {report.details && <p className={styles.details}>{report.details}</p>}
              <div className={styles.actions}>
                {report.raceID !== null && (
                  <ButtonLink href={savedRacePath(report.raceID)} variant="ghost" size="sm">
                    View race log
                  </ButtonLink>
                )}
                <Button
                  size="sm"
                  variant="ghost"
                  disabled={busy !== null}
                  onClick={() => void resolve(report, 'dismiss')}
                >
                  Dismiss
                </Button>
                <Button
                  size="sm"
                  variant="danger"
                  disabled={busy !== null || report.target.racingBanned}
                  onClick={() => setBanning(report)}
                >
                  Ban from racing
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {banning && (
        <Modal title="Ban from racing?" onClose={() => setBanning(null)}>
          <p>
            {banning.target.displayName || banning.target.username} will not be able to join any
            race. Every open report about them closes.
          </p>
          <div className={styles.actions}>
            <Button variant="danger" onClick={() => void resolve(banning, 'ban')}>
              Ban from racing
            </Button>
            <Button variant="ghost" onClick={() => setBanning(null)}>
              Cancel
            </Button>
          </div>
        </Modal>
      )}
    </Page>
  );
}
