// GET /ads: what a visitor's pages may show. Loads nothing: the caller's account (already read by
// the session check) and their guest id come in, the domain rules decide.
import { AD_REFRESH_MS, adSetFor, adsShownTo, visitorAdSeed } from '../../domain/ads/adShowRules';
import { AD_UNITS } from '../../domain/ads/adUnits';
import type { Clock } from '../../domain/clock';
import { allowedFeatureFlags, type FeatureFlag } from '../../domain/featureFlags';
import { isGold, type GoldState } from '../../domain/payments/goldRules';

export type AdVisitor = { user: GoldState & { userID: number } } | { guestID: string };

export function createAdService(
  clock: Clock,
  options: { adsEnabled: boolean; featureFlagsOff: readonly FeatureFlag[] },
) {
  const allowedFlags = allowedFeatureFlags(options.featureFlagsOff);
  return {
    setupFor(visitor: AdVisitor) {
      const gold = 'user' in visitor && isGold(visitor.user, clock.nowSeconds());
      if (!adsShownTo({ adsEnabled: options.adsEnabled, gold })) {
        return { show: false, adSet: null, allowedFlags, units: [], refreshMs: AD_REFRESH_MS };
      }
      const key = 'user' in visitor ? `user:${visitor.user.userID}` : `guest:${visitor.guestID}`;
      const adSet = adSetFor(visitorAdSeed(key));
      return {
        show: true,
        adSet,
        allowedFlags,
        units: [...AD_UNITS[adSet]],
        refreshMs: AD_REFRESH_MS,
      };
    },
  };
}

export type AdService = ReturnType<typeof createAdService>;
