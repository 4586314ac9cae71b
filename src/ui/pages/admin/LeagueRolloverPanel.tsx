// The operators' "run the weekly league rollover now": closes every ended week at once (the job
// does so within minutes by itself), or, ticked, the week being played too, before its end.
import { useId, useState } from 'react';

import { leagueEndpoints } from '../../../domain/contracts/leagueEndpoints';
import { ApiError } from '../../../net/apiError';
import { api } from '../../api';
import { Button } from '../../components/Button';
import { FormMessage } from '../../components/Field';
import { Panel } from '../../components/Page';
import styles from './ReportsPage.module.css';

export function LeagueRolloverPanel() {
  const id = useId();
  const [closeCurrentWeek, setCloseCurrentWeek] = useState(false);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  const run = async () => {
    setBusy(true);
    setMessage(null);
    try {
      const { closed } = await api.call(leagueEndpoints.leagueRollover, {
        body: { closeCurrentWeek },
      });
      const entries = closed.reduce((n, week) => n + week.entries, 0);
      setMessage({
        tone: 'success',
        text:
          closed.length === 0
            ? 'No week was due: nothing to close.'
            : `Closed ${closed.length} week${closed.length > 1 ? 's' : ''}: ${entries} placed.`,
      });
    } catch (err) {
      setMessage({
        tone: 'error',
        text: err instanceof ApiError ? err.message : 'That did not work. Please try again.',
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Panel labelledBy={`${id}-title`}>
      <h2 id={`${id}-title`}>League rollover</h2>
      <p className={styles.meta}>
        Weeks end Monday 00:00 UTC and close by themselves within minutes; each week closes once.
      </p>
      <label className={styles.meta}>
        <input
          type="checkbox"
          checked={closeCurrentWeek}
          onChange={(e) => setCloseCurrentWeek(e.target.checked)}
        />{' '}
        Also close the week being played now (before its end)
      </label>
      <div className={styles.actions}>
        <Button size="sm" disabled={busy} onClick={() => void run()}>
          Run rollover now
        </Button>
      </div>
      {message && <FormMessage tone={message.tone}>{message.text}</FormMessage>}
    </Panel>
  );
}
