// A link to the sibling site that keeps the player logged in (SPEC §2 cross-site invites): a click
// asks this site for a one-minute handoff link and follows it; the other site lands the player at
// `redirect` with a session of its own.
import { useState, type ReactNode } from 'react';
import type { SiteId } from '../../domain/site';
import { api } from '../api';
import { ApiError, UNKNOWN_ERROR_MESSAGE } from '../../net/apiError';

interface CrossSiteLinkProps {
  app: SiteId;
  redirect: string;
  className?: string;
  children: ReactNode;
  /** Where the browser goes; window.location.assign by default (tests pass their own). */
  navigate?: (url: string) => void;
}

export function CrossSiteLink({
  app,
  redirect,
  className,
  children,
  navigate,
}: CrossSiteLinkProps) {
  const [state, setState] = useState<{ busy: boolean; error: string | null }>({
    busy: false,
    error: null,
  });
  const go = async () => {
    if (state.busy) return;
    setState({ busy: true, error: null });
    try {
      const { url } = await api.post<{ url: string }>('/auth/cross-site-token', { app, redirect });
      (navigate ?? ((to: string) => window.location.assign(to)))(url);
    } catch (error) {
      setState({
        busy: false,
        error: error instanceof ApiError ? error.message : UNKNOWN_ERROR_MESSAGE,
      });
    }
  };
  return (
    <>
      <button
        type="button"
        className={className}
        onClick={() => void go()}
        aria-busy={state.busy || undefined}
        data-testid={`cross-site-${app}`}
      >
        {children}
      </button>
      {state.error && <span role="alert">{state.error}</span>}
    </>
  );
}
