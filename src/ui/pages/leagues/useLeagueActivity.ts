// The league activity of one kind, kept live: fetched on open and again every 30 s (the
// standings move through the week) without going back to a loading state. A failure is SPEC §8's:
// tier 0, empty standings, with the error.
import { useCallback, useEffect, useState } from 'react';

import { leagueEndpoints } from '../../../domain/contracts/leagueEndpoints';
import type { LeagueActivity } from '../../../domain/contracts/leagueResponses';
import { ApiError } from '../../../net/apiError';
import { api } from '../../api';
import { nowMs } from '../../clock';

export const LIVE_REFRESH_MS = 30_000;

export type LeagueView =
  | { status: 'loading' }
  | { status: 'ready'; data: LeagueActivity; receivedAt: number }
  | { status: 'failed'; tier: 0; standings: []; message: string };

export function useLeagueActivity(kind: 'user' | 'team'): [LeagueView, () => void] {
  const [view, setView] = useState<LeagueView>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let cancelled = false;
    const controller = new AbortController();
    const load = () =>
      api
        .call(leagueEndpoints.leagueActivity, { params: { kind } }, { signal: controller.signal })
        .then(
          (data) => !cancelled && setView({ status: 'ready', data, receivedAt: nowMs() }),
          (error: unknown) => {
            if (cancelled) return;
            const message =
              error instanceof ApiError ? error.message : 'Unknown Error. Please try again.';
            setView({ status: 'failed', tier: 0, standings: [], message });
          },
        );
    setView({ status: 'loading' });
    void load();
    const timer = window.setInterval(() => void load(), LIVE_REFRESH_MS);
    return () => {
      cancelled = true;
      controller.abort();
      window.clearInterval(timer);
    };
  }, [kind, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return [view, reload];
}
