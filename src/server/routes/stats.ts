// SPEC §7 Stats and leaderboards, and the public racer profile, for the site of the request.
import type { FastifyInstance } from 'fastify';

import { statsEndpoints as api } from '../../domain/contracts/statsEndpoints';
import { badRequest, forbidden, notFound } from '../http/errors';
import { route } from '../http/route';
import { ok, optionalAuth, requireAuth } from '../http/session';
import { StatsRefusal } from '../stats/statsService';

/** A refusal of the stats service in the SPEC §8 envelope. */
async function answer<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (!(error instanceof StatsRefusal)) throw error;
    if (error.kind === 'unknown-racer') throw notFound(error.message);
    if (error.kind === 'private') throw forbidden(error.message, 'PRIVATE');
    throw badRequest(error.message);
  }
}

export async function statsRoutes(app: FastifyInstance): Promise<void> {
  const { stats } = app.services;
  const site = app.site.id;

  route(app, api.statsSummary, async (_input, request, reply) => {
    const { user } = await requireAuth(request, reply);
    return ok(await stats.summary(user.userID, site));
  });

  route(app, api.statsData, async ({ params, query }, request, reply) => {
    const viewer = await optionalAuth(request, reply);
    const log = stats.raceLog(
      params.id,
      viewer?.user.userID ?? null,
      site,
      query.page,
      query.limit,
    );
    return ok(await answer(log));
  });

  route(app, api.statsGraphs, async ({ params }, request, reply) => {
    const viewer = await optionalAuth(request, reply);
    return ok(await answer(stats.graphs(params.id, viewer?.user.userID ?? null, site)));
  });

  route(app, api.leaderboards, async ({ query }, request, reply) => {
    const viewer = await optionalAuth(request, reply);
    return ok(await stats.leaderboard(site, query.time, viewer?.user.userID ?? null));
  });

  route(app, api.racerProfile, async ({ params }) => {
    return ok(await stats.profile(params.username, site));
  });
}
