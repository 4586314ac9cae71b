// The operators' reports queue (ADMIN_USERS only; everyone else gets a 403).
import type { FastifyInstance } from 'fastify';

import { reportEndpoints as api } from '../../domain/contracts/reportEndpoints';
import { route } from '../http/route';
import { ok, requireAuth } from '../http/session';
import { requireOperator } from '../reports/reportService';

export async function reportRoutes(app: FastifyInstance): Promise<void> {
  const { reports } = app.services;

  route(app, api.reportsQueue, async (_input, request, reply) => {
    const { user } = await requireAuth(request, reply);
    requireOperator(reports, user.username);
    reply.header('cache-control', 'no-store');
    return ok({ reports: await reports.queue() });
  });

  route(app, api.resolveReport, async ({ params: { id }, body }, request, reply) => {
    const { user } = await requireAuth(request, reply);
    requireOperator(reports, user.username);
    const { status, closed } = await reports.resolve(user.userID, id, body.action);
    return ok({ reportID: id, status, closed });
  });
}
