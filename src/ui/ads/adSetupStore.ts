// What the server says this visitor's pages may show (GET /ads): one fetch shared by every slot,
// fetched again when the player or their membership changes.
import { create } from 'zustand';

import { adEndpoints } from '../../domain/contracts/adEndpoints';
import type { ResultsOf } from '../../domain/contracts/contract';
import { api } from '../api';

export type AdSetup = ResultsOf<typeof adEndpoints.adSetup>;

interface AdSetupStore {
  status: 'idle' | 'loading' | 'ready' | 'failed';
  setup: AdSetup | null;
  /** Whose setup this is ('0:basic' for a visitor), so a login or an upgrade fetches afresh. */
  forKey: string;
  load(key: string): Promise<void>;
}

export const useAdSetup = create<AdSetupStore>()((set, get) => ({
  status: 'idle',
  setup: null,
  forKey: '',
  async load(key) {
    const state = get();
    if (state.forKey === key && state.status !== 'failed') return;
    set({ status: 'loading', forKey: key });
    try {
      const setup = await api.call(adEndpoints.adSetup, {});
      if (get().forKey === key) set({ status: 'ready', setup });
    } catch {
      // No setup, no ads: a failed answer must not leave empty boxes on the page.
      if (get().forKey === key) set({ status: 'failed', setup: null });
    }
  },
}));
