// The client's achievement checker on a manual clock: a user change that earns something asks
// the server 300 ms later (once for a burst of changes), a check that earns nothing backs off
// 120 s then 300 s, and the extra-level reward is asked for above lastExtraLevel.
import { describe, expect, it } from 'vitest';
import { createStore, type StoreApi } from 'zustand/vanilla';

import { SEASONS } from '../../../../src/domain/achievements/seasons';
import { createManualClock } from '../../../../src/domain/clock';
import { SITES } from '../../../../src/domain/site';
import { defaultUser, type User } from '../../../../src/domain/user';
import { startAchievementChecker } from '../../../../src/ui/achievements/achievementChecker';
import type { SessionState } from '../../../../src/ui/stores/sessionStore';

const START = SEASONS[0]!.startStamp * 1000 + 5_000;

function setup(answer: (path: string, ids: number[] | number) => Partial<User> | 'fail') {
  const clock = createManualClock(START);
  const store = createStore<Pick<SessionState, 'user' | 'serverTimeOffset' | 'refreshUser'>>()(
    (set) => ({
      user: { ...defaultUser(), loggedIn: true, userID: 7 },
      serverTimeOffset: 0,
      refreshUser: (user: User) => set({ user }),
    }),
  ) as unknown as StoreApi<SessionState>;
  const calls: { path: string; ids: number[] | number }[] = [];
  const api = {
    call: async (contract: { path: string }, input: { body: { ids?: number[]; id?: number } }) => {
      const ids = input.body.ids ?? input.body.id ?? [];
      calls.push({ path: contract.path, ids });
      const result = answer(contract.path, ids);
      if (result === 'fail') throw new Error('refused');
      const user = { ...store.getState().user, ...result };
      return { user, achieved: Array.isArray(ids) ? ids : [], unclaimed: [], instantClaimed: [] };
    },
  };
  const stop = startAchievementChecker({
    store,
    api: api as never,
    clock,
    site: SITES.typing,
  });
  const change = (patch: Partial<User>) =>
    store.getState().refreshUser({ ...store.getState().user, ...patch });
  const settle = async (ms: number) => {
    clock.advance(ms);
    for (let i = 0; i < 5; i += 1) await Promise.resolve();
  };
  return { store, calls, change, settle, stop };
}

describe('the achievement checker', () => {
  it('asks once, 300 ms after a burst of changes that earn something', async () => {
    const t = setup((_, ids) => ({ achievementsUnclaimed: ids as number[] }));
    t.change({ racesPlayed: 1 });
    await t.settle(200);
    t.change({ racesPlayed: 1, money: 5 });
    await t.settle(200);
    expect(t.calls).toEqual([]);
    await t.settle(150);
    expect(t.calls.map((c) => c.path)).toEqual(['/achievements/check']);
    expect(t.calls[0]!.ids).toContain(101);
    expect(t.store.getState().user.achievementsUnclaimed).toContain(101);
    await t.settle(1000);
    expect(t.calls).toHaveLength(1);
    t.stop();
  });

  it('backs off 120 s after a failed check, then 300 s', async () => {
    const t = setup(() => 'fail');
    t.change({ racesPlayed: 1 });
    await t.settle(300);
    expect(t.calls).toHaveLength(1);
    expect(t.store.getState().user.backOffAchievementsCheckUntil).toBe(
      Math.floor((START + 300) / 1000) + 120,
    );
    t.change({ money: 1 });
    await t.settle(119_000);
    expect(t.calls).toHaveLength(1);
    await t.settle(2_000);
    expect(t.calls).toHaveLength(2);
    t.change({ money: 2 });
    await t.settle(299_000);
    expect(t.calls).toHaveLength(2);
    await t.settle(2_000);
    expect(t.calls).toHaveLength(3);
    t.stop();
  });

  it('asks for the extra-level reward above lastExtraLevel, not for a guest', async () => {
    const t = setup((path) => (path === '/achievements/extra' ? { lastExtraLevel: 103 } : {}));
    t.change({ level: 103, lastExtraLevel: 100, achievements: [], racesPlayed: 0 });
    await t.settle(0);
    expect(t.calls.filter((c) => c.path === '/achievements/extra')).toHaveLength(1);
    t.change({ money: 3 });
    await t.settle(500);
    expect(t.calls.filter((c) => c.path === '/achievements/extra')).toHaveLength(1);
    t.stop();
    const guest = setup(() => ({}));
    guest.change({ loggedIn: false, racesPlayed: 4 });
    await guest.settle(1000);
    expect(guest.calls).toEqual([]);
    guest.stop();
  });
});
