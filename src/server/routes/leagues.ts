// SPEC §7 leagues: the caller's league activity (their own or their team's), and the operators'
// "run the weekly rollover now" (ADMIN_USERS only; everyone else gets a 403).
import type { FastifyInstance } from 'fastify';

import { leagueEndpoints as api } from '../../domain/contracts/leagueEndpoints';
import { route } from '../http/route';
import { ok, requireAuth } from '../http/session';
import { requireOperator } from '../reports/reportService';

export async function leagueRoutes(app: FastifyInstance): Promise<void> {
  const { leagues, reports } = app.services;

  route(app, api.leagueActivity, async ({ params }, request, reply) => {
    const { user } = await requireAuth(request, reply);
    reply.header('cache-control', 'no-store');
    return ok(await leagues.activity(user, params.kind));
  });

  route(app, api.leagueRollover, async ({ body }, request, reply) => {
    const { user } = await requireAuth(request, reply);
    requireOperator(reports, user.username);
    const closed = body.closeCurrentWeek
      ? await leagues.closeCurrentWeek()
      : await leagues.runDue();
    return ok({ closed: closed.map(({ weekStart, entries }) => ({ weekStart, entries })) });
  });
}
