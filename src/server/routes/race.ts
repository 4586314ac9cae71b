// SPEC §7 race calls: the saved race, and saving a qualifying race to the account.
import type { FastifyInstance } from 'fastify';

import { raceEndpoints as api } from '../../domain/contracts/raceEndpoints';
import { badRequest, notFound } from '../http/errors';
import { route } from '../http/route';
import { guestId, ok, optionalAuth, requireAuth } from '../http/session';
import { userView } from '../users/userView';

export const QUALIFYING_SAVE_ERROR =
  'There was an error saving your qualifying info. Please try logging out and back in to fix it.';

export async function raceRoutes(app: FastifyInstance): Promise<void> {
  const { race, clock, settings } = app.services;

  route(app, api.race, async ({ params: { id } }, request, reply) => {
    const viewer = await optionalAuth(request, reply);
    const saved = await race.race(id, viewer?.user.userID ?? null);
    if (!saved) throw notFound('That race does not exist.');
    return ok({
      race: saved.race,
      results: saved.results.map(({ guestID: _guest, ...result }) => result),
    });
  });

  /**
   * The client reports the qualifying figures it showed; the server keeps only what it verified
   * itself: the guest's (or account's) recorded qualifying race must match them.
   */
  route(app, api.saveQualifying, async ({ body }, request, reply) => {
    const { user } = await requireAuth(request, reply);
    const saved = await race.saveQualifying(user.userID, guestId(request, reply), body);
    if (!saved) throw badRequest(QUALIFYING_SAVE_ERROR);
    return ok({ user: userView(saved, clock.nowSeconds()) });
  });

  /** The race page's sound and fullscreen settings, kept on the account. */
  route(app, api.saveRaceSounds, async ({ body }, request, reply) => {
    const { user } = await requireAuth(request, reply);
    return ok({ user: await settings.saveRaceSounds(user, body.value, body.volume) });
  });

  route(app, api.saveFullScreenMode, async ({ body }, request, reply) => {
    const { user } = await requireAuth(request, reply);
    return ok({ user: await settings.saveFullScreenMode(user, body.value) });
  });
}
