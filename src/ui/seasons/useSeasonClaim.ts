// The season reward claim flow in one place (the reward takeover will be wired here): claims each
// reward through GET /achievements/claim/{id} in turn, takes the answer's user into the session,
// refreshes the season standing, and returns what was claimed (and what was refused, with why).
import { useCallback, useState } from 'react';

import type { AchievementReward } from '../../domain/achievements/achievement';
import { achievementEndpoints } from '../../domain/contracts/achievementEndpoints';
import type { SeasonReward } from '../../domain/seasons/rewardTrack';
import { ApiError } from '../../net/apiError';
import { api } from '../api';
import { getSession } from '../stores/sessionStore';
import { useSeasonStore } from './seasonStore';

export interface SeasonClaimResult {
  claimed: { reward: SeasonReward; paid: AchievementReward }[];
  failed: { reward: SeasonReward; message: string }[];
}

export function useSeasonClaim() {
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<SeasonClaimResult | null>(null);

  const claim = useCallback(async (rewards: readonly SeasonReward[]) => {
    setBusy(true);
    const outcome: SeasonClaimResult = { claimed: [], failed: [] };
    // In sequence, as the takeover shows them: each answer carries the user after that claim.
    for (const reward of rewards) {
      try {
        const results = await api.call(achievementEndpoints.claimAchievement, {
          params: { achievementID: reward.achievementID },
        });
        getSession().refreshUser(results.user);
        outcome.claimed.push({ reward, paid: results.reward ?? reward.reward });
      } catch (error) {
        const message =
          error instanceof ApiError ? error.message : 'That claim did not go through.';
        outcome.failed.push({ reward, message });
      }
    }
    const userID = getSession().user.userID;
    await useSeasonStore.getState().load(userID, true);
    setResult(outcome);
    setBusy(false);
    return outcome;
  }, []);

  return { busy, result, claim, dismiss: () => setResult(null) };
}
