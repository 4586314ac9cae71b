// How the race page is laid out: in the page (header, footer), in the fullscreen race mode (the
// account's fullScreenMode 'race': the race alone, large type, through the Fullscreen API when the
// browser allows it), or as a streamer's overlay (/race?overlay=1, plain or &bg=chroma green).
// The layout (SiteHeader, SiteFooter) reads the chromeless flag this publishes.
import { useCallback, useEffect } from 'react';
import { useSearch } from 'wouter';

import { useRaceDisplay, type OverlayBackdrop } from '../stores/raceDisplay';
import { saveFullScreenMode, useFullScreenModeSetting } from './raceAccountSettings';

export type RaceDisplay = 'page' | 'fullscreen' | 'overlay';

/** The overlay's background from the query, or null when this is not the overlay. */
export function overlayBackdrop(search: string): OverlayBackdrop | null {
  const params = new URLSearchParams(search);
  if (params.get('overlay') !== '1') return null;
  return params.get('bg') === 'chroma' ? 'chroma' : 'plain';
}

/** How a race page at `search` is laid out for a player whose fullScreenMode is the one given. */
export function raceDisplay(search: string, fullScreenMode: string): RaceDisplay {
  if (overlayBackdrop(search)) return 'overlay';
  return fullScreenMode === 'race' ? 'fullscreen' : 'page';
}

function requestBrowserFullscreen(): void {
  if (typeof document === 'undefined' || !document.fullscreenEnabled) return;
  if (document.fullscreenElement) return;
  // Refused without a click or key behind it (a reload): the layout is fullscreen all the same.
  document.documentElement.requestFullscreen?.().catch(() => undefined);
}

export interface RaceDisplayMode {
  display: RaceDisplay;
  backdrop: OverlayBackdrop | null;
  /** The fullscreen button and the F key. */
  toggleFullscreen(): void;
  /** Called from the race button's click: the browser's fullscreen needs a gesture behind it. */
  enterBrowserFullscreen(): void;
}

export function useRaceDisplayMode(): RaceDisplayMode {
  const search = useSearch();
  const backdrop = overlayBackdrop(search);
  const display = raceDisplay(search, useFullScreenModeSetting());
  const setChrome = useRaceDisplay((state) => state.setChrome);

  useEffect(() => {
    setChrome(display !== 'page', backdrop);
    return () => setChrome(false, null);
  }, [display, backdrop, setChrome]);

  // The mode is the setting; the browser's fullscreen is a layer over it that the browser may
  // drop on its own (a resize, a reload, its own Esc), so dropping it leaves the mode as it is.
  // Esc outside the browser's fullscreen leaves the mode; leaving the mode or the page leaves the
  // browser's fullscreen.
  useEffect(() => {
    if (display !== 'fullscreen') return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || document.fullscreenElement) return;
      if (event.target instanceof Element && event.target.closest('[role="dialog"]')) return;
      void saveFullScreenMode('none');
    };
    window.addEventListener('keydown', onKeyDown);
    return () => {
      window.removeEventListener('keydown', onKeyDown);
      if (document.fullscreenElement) document.exitFullscreen?.().catch(() => undefined);
    };
  }, [display]);

  const toggleFullscreen = useCallback(() => {
    if (display === 'overlay') return;
    if (display === 'fullscreen') return void saveFullScreenMode('none');
    void saveFullScreenMode('race');
    requestBrowserFullscreen();
  }, [display]);

  const enterBrowserFullscreen = useCallback(() => {
    if (display === 'fullscreen') requestBrowserFullscreen();
  }, [display]);

  return { display, backdrop, toggleFullscreen, enterBrowserFullscreen };
}
