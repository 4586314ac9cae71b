// The season reward claim, the reward takeover's Claim (src/ui/takeover): one reward through
// GET /achievements/claim/{id}, the answer's user into the session; a refusal is thrown as its
// message, which the takeover shows. The page reloads the season standing when the takeover closes.
import { useCallback } from 'react';

import { achievementEndpoints } from '../../domain/contracts/achievementEndpoints';
import { ApiError } from '../../net/apiError';
import { api } from '../api';
import { getSession } from '../stores/sessionStore';

export function useSeasonClaim() {
  const claimOne = useCallback(async (reward: { achievementID: number }) => {
    try {
      const results = await api.call(achievementEndpoints.claimAchievement, {
        params: { achievementID: reward.achievementID },
      });
      getSession().refreshUser(results.user);
    } catch (error) {
      throw new Error(error instanceof ApiError ? error.message : 'That claim did not go through.');
    }
  }, []);
  return { claimOne };
}
