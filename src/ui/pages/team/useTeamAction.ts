// Runs one team call for a screen: busy while it runs, the server's message when it fails, the
// player refreshed from the answer (money, team fields, badge counts) and the screen reloaded.
import { useCallback, useState } from 'react';

import type { User } from '../../../domain/user';
import { ApiError } from '../../../net/apiError';
import { useSession } from '../../stores/sessionStore';

export interface TeamAction {
  busy: boolean;
  error: string | null;
  notice: string | null;
  run(work: () => Promise<unknown>, done?: string): Promise<boolean>;
}

export function useTeamAction(reload: () => void): TeamAction {
  const refreshUser = useSession((state) => state.refreshUser);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const run = useCallback(
    async (work: () => Promise<unknown>, done?: string) => {
      setBusy(true);
      setError(null);
      setNotice(null);
      try {
        const results = (await work()) as { user?: User } | undefined;
        if (results?.user) refreshUser(results.user);
        if (done) setNotice(done);
        reload();
        return true;
      } catch (err) {
        setError(err instanceof ApiError ? err.message : 'Something went wrong. Please try again.');
        return false;
      } finally {
        setBusy(false);
      }
    },
    [refreshUser, reload],
  );
  return { busy, error, notice, run };
}
