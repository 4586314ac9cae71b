// SPEC §7 rewards, loot and shop calls: arrange the garage, equip, sell, buy from a dealership or
// the daily shop, claim the daily reward, and the shop and loot catalogue reads.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

import {
  arrangeCarsBody,
  buyBody,
  equipBody,
  sellCarBody,
  type ShopResults,
} from '../../domain/contracts/garage';
import { parseShopDate, shopDateYmd } from '../../domain/shop/dailyItems';
import { ok, optionalAuth, requireAuth } from '../http/session';
import { parse } from '../http/validate';
import { defaultUser } from '../../domain/user';
import { userView } from '../users/userView';

const listingParams = z.object({ id: z.coerce.number().int().min(-2).max(2_147_483_647) }).strict();
const shopQuery = z.object({ date: z.string().max(20).optional() }).strict();

export async function garageRoutes(app: FastifyInstance): Promise<void> {
  const { garage, clock } = app.services;

  app.get('/loot', async () => ok({ loot: garage.catalogue.loot }));

  app.post('/loot/arrange-cars', async (request, reply) => {
    const body = parse(arrangeCarsBody, request.body);
    const { user } = await requireAuth(request, reply);
    const { user: saved } = await garage.arrangeCars(user.userID, body.garage);
    return ok({ garage: saved.garage, user: saved });
  });

  app.post('/loot/equip', async (request, reply) => {
    const body = parse(equipBody, request.body);
    const { user } = await requireAuth(request, reply);
    const { user: saved } = await garage.equip(user.userID, body);
    return ok({ user: saved });
  });

  app.post('/loot/sell-car', async (request, reply) => {
    const body = parse(sellCarBody, request.body);
    const { user } = await requireAuth(request, reply);
    const { user: saved, result: refund } = await garage.sellCar(user.userID, body.carID);
    return ok({ user: saved, refund });
  });

  app.post('/loot/dealership/:id/buy', async (request, reply) => {
    const { id } = parse(listingParams, request.params);
    const body = parse(buyBody, request.body ?? {});
    const { user } = await requireAuth(request, reply);
    const { user: saved, result } = await garage.buyFromDealership(user.userID, id, body.hueAngle);
    return ok({ ...result, user: saved });
  });

  app.post('/loot/shop/:id/buy', async (request, reply) => {
    const { id } = parse(listingParams, request.params);
    parse(buyBody, request.body ?? {});
    const { user } = await requireAuth(request, reply);
    const { user: saved, result } = await garage.buyFromShop(user.userID, id);
    return ok({ ...result, user: saved });
  });

  app.get('/rewards/daily', async (request, reply) => {
    const { user } = await requireAuth(request, reply);
    const { user: saved, result: reward } = await garage.claimDaily(user.userID);
    return ok({ reward, user: saved });
  });

  /** SPEC §2: `date` (YYYY-MM-DD) sets the reference time of the items shown. */
  app.get('/shop', async (request, reply) => {
    const { date } = parse(shopQuery, request.query);
    const session = await optionalAuth(request, reply);
    const at = parseShopDate(date, clock.nowSeconds());
    const viewer = session ? userView(session.user, clock.nowSeconds()) : defaultUser();
    const shop = garage.shop(viewer, at, (message) => request.log.warn(message));
    const results: ShopResults = { date: shopDateYmd(at), ...shop };
    return ok(results);
  });
}
