// How the race page wants the whole page drawn. In the fullscreen race mode and the streamer
// overlay (/race?overlay=1) the header, menu, footer and site notices step aside (the layout reads
// `chromeless`); `backdrop` paints the overlay's plain or chroma-key background. `hideName` is the
// streamer's "hide my name": the player's own car and list entries say "You" (this browser only).
import { create } from 'zustand';

import { browserStorage } from './persist';

export type OverlayBackdrop = 'plain' | 'chroma';

const HIDE_NAME_KEY = 'nitro.hideName';

function storedHideName(): boolean {
  try {
    return browserStorage()?.getItem(HIDE_NAME_KEY) === '1';
  } catch {
    return false;
  }
}

interface RaceDisplayStore {
  chromeless: boolean;
  backdrop: OverlayBackdrop | null;
  hideName: boolean;
  setChrome(chromeless: boolean, backdrop: OverlayBackdrop | null): void;
  setHideName(hide: boolean): void;
}

export const useRaceDisplay = create<RaceDisplayStore>()((set) => ({
  chromeless: false,
  backdrop: null,
  hideName: storedHideName(),
  setChrome: (chromeless, backdrop) => set({ chromeless, backdrop }),
  setHideName(hide) {
    set({ hideName: hide });
    try {
      browserStorage()?.setItem(HIDE_NAME_KEY, hide ? '1' : '0');
    } catch {
      // The choice holds for this visit.
    }
  },
}));

/** True while the race page has the whole screen (fullscreen race mode or the overlay). */
export const useChromeless = (): boolean => useRaceDisplay((state) => state.chromeless);
