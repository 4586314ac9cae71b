// The login handoff to the sibling site (SPEC §2 cross-site invites), for any button that needs
// it: go(redirect) asks this site for a one-minute handoff link and follows it; the other site
// lands the player at `redirect` with a session of its own. One request at a time: a second go()
// while the first is out does nothing.
import { useCallback, useRef, useState } from 'react';

import { authEndpoints } from '../../domain/contracts/authEndpoints';
import type { SiteId } from '../../domain/site';
import { failureMessage } from '../../net/apiError';
import { api } from '../api';

export interface CrossSiteNavigation {
  /** Never rejects: a failure lands in `error`. */
  go(redirect: string): Promise<void>;
  /** True from the request until the browser leaves (or the request fails). */
  busy: boolean;
  /** The server's message for the last failed request, else null. */
  error: string | null;
}

const assignLocation = (url: string) => window.location.assign(url);

/**
 * @param app the site to land on.
 * @param navigate where the browser goes; window.location.assign by default (tests pass their own).
 */
export function useCrossSiteNavigation(
  app: SiteId,
  navigate: (url: string) => void = assignLocation,
): CrossSiteNavigation {
  const [state, setState] = useState<{ busy: boolean; error: string | null }>({
    busy: false,
    error: null,
  });
  // A ref, not the state: two clicks in one frame both see the state from before the first.
  const sending = useRef(false);

  const go = useCallback(
    async (redirect: string) => {
      if (sending.current) return;
      sending.current = true;
      setState({ busy: true, error: null });
      try {
        const { url } = await api.call(authEndpoints.crossSiteToken, { body: { app, redirect } });
        navigate(url);
      } catch (error) {
        sending.current = false;
        setState({
          busy: false,
          error: failureMessage(error),
        });
      }
    },
    [app, navigate],
  );

  return { go, busy: state.busy, error: state.error };
}
