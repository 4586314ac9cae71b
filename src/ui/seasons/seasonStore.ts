// The running season as the server tells it (GET /seasons/current): one fetch shared by the nav,
// the teaser, the announcement and /season, refreshed after a claim or when the player changes.
// Time judgements use the server's time (serverTime, kept as an offset), never the device clock.
import { create } from 'zustand';

import type { ResultsOf } from '../../domain/contracts/contract';
import { seasonEndpoints } from '../../domain/contracts/seasonEndpoints';
import { api } from '../api';
import { nowMs } from '../clock';

export type CurrentSeason = ResultsOf<typeof seasonEndpoints.currentSeason>;

interface SeasonStore {
  status: 'idle' | 'loading' | 'ready' | 'failed';
  data: CurrentSeason | null;
  /** Milliseconds to add to the device clock for the server's, from the last answer. */
  offsetMs: number;
  /** Whose standing `data` holds (0: a visitor), so a login or logout fetches afresh. */
  forUser: number;
  load(userID: number, force?: boolean): Promise<void>;
}

export const useSeasonStore = create<SeasonStore>()((set, get) => ({
  status: 'idle',
  data: null,
  offsetMs: 0,
  forUser: -1,
  async load(userID, force = false) {
    const state = get();
    if (!force && state.forUser === userID && state.status !== 'failed') return;
    set({ status: state.data ? state.status : 'loading', forUser: userID });
    try {
      const data = await api.call(seasonEndpoints.currentSeason, {});
      set({ status: 'ready', data, offsetMs: data.serverTime * 1000 - nowMs() });
    } catch {
      // The season is a hint in the header; /season shows the failure with a retry.
      set({ status: 'failed' });
    }
  },
}));

/** Server time in seconds, by the last season answer's offset. */
export function seasonNowSeconds(offsetMs: number): number {
  return Math.floor((nowMs() + offsetMs) / 1000);
}
