// SPEC §7 rewards, loot and shop calls: arrange the garage, equip, sell, buy from a dealership or
// the daily shop, claim the daily reward, and the shop and loot catalogue reads.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import type { DailyRewardResults, ShopResults } from '../../domain/contracts/garage';
import { garageEndpoints as api } from '../../domain/contracts/garageEndpoints';
import { CASH_HUB_DEALERSHIP, MERCH_DEALERSHIP, merchStoreUrl } from '../../domain/shop/cashHub';
import { parseShopDate, shopDateYmd } from '../../domain/shop/dailyItems';
import { defaultUser } from '../../domain/user';
import { conflict } from '../http/errors';
import { isPrefetch } from '../http/prefetch';
import { route } from '../http/route';
import { ok, optionalAuth, requireAuth } from '../http/session';
import { userView } from '../users/userView';

const PREFETCH_MESSAGE = 'The daily reward is claimed when you open it, not by a prefetch.';

export async function garageRoutes(app: FastifyInstance): Promise<void> {
  const { garage, clock, events, cashHub, config } = app.services;

  route(app, api.loot, async () => ok({ loot: garage.catalogue.loot }));

  route(app, api.arrangeCars, async ({ body }, request, reply) => {
    const { user } = await requireAuth(request, reply);
    const { user: saved } = await garage.arrangeCars(user.userID, body.garage);
    return ok({ garage: saved.garage, user: saved });
  });

  route(app, api.equip, async ({ body }, request, reply) => {
    const { user } = await requireAuth(request, reply);
    const { user: saved } = await garage.equip(user.userID, body);
    return ok({ user: saved });
  });

  route(app, api.sellCar, async ({ body }, request, reply) => {
    const { user } = await requireAuth(request, reply);
    const { user: saved, result: refund } = await garage.sellCar(user.userID, body.carID);
    return ok({ user: saved, refund });
  });

  route(app, api.buyFromDealership, async ({ params: { id }, body }, request, reply) => {
    const { user } = await requireAuth(request, reply);
    const { user: saved, result } = await garage.buyFromDealership(user.userID, id, body.hueAngle);
    return ok({ ...result, user: saved });
  });

  // The body is parsed (strict) though a daily item takes no options.
  route(app, api.buyFromShop, async ({ params: { id }, body }, request, reply) => {
    const { user } = await requireAuth(request, reply);
    const { user: saved, result } = await garage.buyFromShop(user.userID, id, body.hueAngle);
    return ok({ ...result, user: saved });
  });

  /**
   * SPEC §7 keeps the claim a GET, so a GET changes state here; it is made safe rather than moved:
   * a claim is idempotent within its window (a repeat returns the same reward and grants nothing),
   * a browser's prefetch or prerender claims nothing, and nothing caches the answer. POST claims
   * the same way, for clients that prefer the method that says it changes something.
   */
  const claimDailyReward = async (request: FastifyRequest, reply: FastifyReply) => {
    reply.header('cache-control', 'no-store');
    if (isPrefetch(request)) throw conflict(PREFETCH_MESSAGE, 'DAILY_REWARD_PREFETCH');
    const { user } = await requireAuth(request, reply);
    const { user: saved, result: reward, repeated } = await garage.claimDaily(user.userID);
    const results: DailyRewardResults = { reward, user: saved, repeated };
    return ok(results);
  };
  route(app, api.claimDaily, (_input, request, reply) => claimDailyReward(request, reply));
  route(app, api.claimDailyPost, (_input, request, reply) => claimDailyReward(request, reply));

  /** SPEC §2: `date` (YYYY-MM-DD) sets the reference time of the items shown. */
  route(app, api.shop, async ({ query: { date } }, request, reply) => {
    const session = await optionalAuth(request, reply);
    const at = parseShopDate(date, clock.nowSeconds());
    const viewer = session ? userView(session.user, clock.nowSeconds()) : defaultUser();
    const warn = (message: string) => request.log.warn(message);
    const shop = garage.shop(viewer, at, warn, await events.notOver(at, warn));
    // Real-money offers are shown as the checkout charges them, now: the date moves the daily
    // items only, never to a past sale's price or a bundle not yet released.
    const cashOffers = await cashHub.view(session?.user ?? null, clock.nowSeconds());
    const merchUrl = merchStoreUrl(config.merchStoreUrl);
    const results: ShopResults = {
      date: shopDateYmd(at),
      ...shop,
      dealerships: [
        ...shop.dealerships,
        ...(cashOffers ? [CASH_HUB_DEALERSHIP] : []),
        ...(merchUrl ? [MERCH_DEALERSHIP] : []),
      ],
      cashHub: cashOffers,
      merchUrl,
    };
    return ok(results);
  });
}
