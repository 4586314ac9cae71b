// Issue 14 seasons: the running season and the caller's standing (rewards are claimed through
// GET /achievements/claim/{id}). The season-XP test hook exists only with TEST_HOOKS=1.
import type { FastifyInstance } from 'fastify';

import { seasonEndpoints as api, seasonTestHooks } from '../../domain/contracts/seasonEndpoints';
import { route } from '../http/route';
import { ok, optionalAuth, requireAuth } from '../http/session';

export async function seasonRoutes(app: FastifyInstance): Promise<void> {
  const { seasons, config } = app.services;

  route(app, api.currentSeason, async (_input, request, reply) => {
    const session = await optionalAuth(request, reply);
    return ok(await seasons.current(session?.user.userID ?? null));
  });

  if (config.testHooks) {
    route(app, seasonTestHooks.setSeasonExperience, async ({ body }, request, reply) => {
      const { user } = await requireAuth(request, reply);
      return ok(await seasons.setExperienceForTest(user.userID, body.experience, body.races));
    });
  }
}
