// After each action of a logged-in player (any change of the session's user: a race result, a
// purchase, a garage change, a login) the active achievement rules are evaluated on the client;
// matches the player has neither earned nor waiting go to the server's check through the SPEC §4
// policy (src/domain/achievements/checkPolicy.ts: debounced 300 ms, back-off 120 s then 300 s),
// and the extra-level reward is asked for when the level passed lastExtraLevel. The server decides
// everything again on the stored account; this only decides when to ask.
import type { StoreApi } from 'zustand/vanilla';

import type { Achievement } from '../../domain/achievements/achievement';
import { rulesHold } from '../../domain/achievements/achievement';
import { isActiveAt, newlyEarned } from '../../domain/achievements/award';
import { ACHIEVEMENTS } from '../../domain/achievements/catalogue';
import {
  afterAction,
  checkAnswered,
  checkSent,
  dueCheck,
  extraCheckDue,
  initialCheckPolicy,
  type CheckPolicyState,
} from '../../domain/achievements/checkPolicy';
import type { Cancel, Clock } from '../../domain/clock';
import { achievementEndpoints } from '../../domain/contracts/achievementEndpoints';
import type { SiteConfig } from '../../domain/site';
import type { User } from '../../domain/user';
import type { ApiClient } from '../../net/apiClient';
import type { SessionState } from '../stores/sessionStore';

export interface CheckerDeps {
  store: StoreApi<SessionState>;
  api: Pick<ApiClient, 'call'>;
  clock: Clock;
  site: SiteConfig;
  achievements?: readonly Achievement[];
}

/** The extra-tier achievement whose rules hold now, if the season has one running. */
function dueExtraTier(
  user: User,
  achievements: readonly Achievement[],
  site: SiteConfig,
  nowSeconds: number,
): Achievement | undefined {
  return achievements.find(
    (a) => a.extraTier && isActiveAt(a, site, nowSeconds) && rulesHold(user, a.rules),
  );
}

/** Starts watching the session; returns the function that stops it. */
export function startAchievementChecker(deps: CheckerDeps): () => void {
  const { store, api, clock, site } = deps;
  const achievements = deps.achievements ?? ACHIEVEMENTS;
  let policy: CheckPolicyState = initialCheckPolicy(
    store.getState().user.backOffAchievementsCheckUntil,
  );
  let timer: Cancel | null = null;
  let busy = false;
  let stopped = false;

  /** Server time, so seasonal stamps are judged as the server will. */
  const nowMs = () => clock.now() + store.getState().serverTimeOffset;

  const keepBackOff = () => {
    const { user } = store.getState();
    if (user.loggedIn && user.backOffAchievementsCheckUntil !== policy.backOffUntil) {
      store.getState().refreshUser({ ...user, backOffAchievementsCheckUntil: policy.backOffUntil });
    }
  };

  const schedule = () => {
    timer?.();
    timer = null;
    if (policy.dueAtMs === null || stopped) return;
    const wait = Math.max(policy.dueAtMs, policy.backOffUntil * 1000) - nowMs();
    timer = clock.setTimeout(() => void run(), Math.max(0, wait));
  };

  async function run() {
    timer = null;
    if (busy || stopped) return;
    const ids = dueCheck(policy, nowMs());
    if (!ids) return schedule();
    busy = true;
    policy = checkSent(policy);
    let earned = false;
    try {
      const results = await api.call(achievementEndpoints.checkAchievements, { body: { ids } });
      earned = results.achieved.length > 0;
      if (!stopped) store.getState().refreshUser(results.user);
    } catch {
      earned = false;
    } finally {
      busy = false;
    }
    policy = checkAnswered(policy, earned, nowMs());
    if (!stopped) {
      keepBackOff();
      evaluate(store.getState().user);
    }
  }

  async function claimExtra(tier: Achievement) {
    busy = true;
    let ok = false;
    try {
      const results = await api.call(achievementEndpoints.extraLevel, {
        body: { id: tier.achievementID },
      });
      ok = true;
      if (!stopped) store.getState().refreshUser(results.user);
    } catch {
      ok = false;
    } finally {
      busy = false;
    }
    policy = checkAnswered(policy, ok, nowMs());
    if (!stopped) keepBackOff();
  }

  function evaluate(user: User) {
    if (!user.loggedIn || busy || stopped) return;
    const now = nowMs();
    const matches = newlyEarned(user, achievements, site, Math.floor(now / 1000));
    policy = afterAction(
      policy,
      matches.map((a) => a.achievementID),
      now,
    );
    schedule();
    const tier = dueExtraTier(user, achievements, site, Math.floor(now / 1000));
    if (tier && extraCheckDue(policy, user, now)) void claimExtra(tier);
  }

  const unsubscribe = store.subscribe((state, prev) => {
    if (state.user !== prev.user) evaluate(state.user);
  });
  evaluate(store.getState().user);
  return () => {
    stopped = true;
    unsubscribe();
    timer?.();
  };
}
