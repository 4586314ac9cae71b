// SPEC §7 Achievements: claim, extra-level reward, check. Routes parse and authorise; the
// service decides on the stored account.
import type { FastifyInstance } from 'fastify';

import { achievementEndpoints as api } from '../../domain/contracts/achievementEndpoints';
import { conflict } from '../http/errors';
import { isPrefetch } from '../http/prefetch';
import { route } from '../http/route';
import { ok, requireAuth } from '../http/session';

export async function achievementRoutes(app: FastifyInstance): Promise<void> {
  const { achievements } = app.services;

  // SPEC §7 keeps the claim a GET; a browser prefetch claims nothing and nothing caches it.
  route(app, api.claimAchievement, async ({ params }, request, reply) => {
    reply.header('cache-control', 'no-store');
    if (isPrefetch(request)) {
      throw conflict('Achievements are claimed by a click, not a prefetch.', 'CLAIM_PREFETCH');
    }
    const { user } = await requireAuth(request, reply);
    const { user: saved, result } = await achievements.claim(
      user.userID,
      params.achievementID,
      app.site,
    );
    return ok({ ...result, user: saved });
  });

  route(app, api.extraLevel, async ({ body }, request, reply) => {
    const { user } = await requireAuth(request, reply);
    const { user: saved, result } = await achievements.extra(user.userID, body.id, app.site);
    return ok({ ...result, user: saved });
  });

  route(app, api.checkAchievements, async ({ body }, request, reply) => {
    const { user } = await requireAuth(request, reply);
    const { user: saved, result } = await achievements.check(user.userID, body.ids, app.site);
    return ok({ ...result, user: saved });
  });
}
