// SPEC §2 /events: the special events running now and those to come (GET /api/v2/events).
import type { FastifyInstance } from 'fastify';

import { eventEndpoints as api } from '../../domain/contracts/eventEndpoints';
import { defaultUser } from '../../domain/user';
import { route } from '../http/route';
import { ok, optionalAuth } from '../http/session';
import { userView } from '../users/userView';

export async function eventRoutes(app: FastifyInstance): Promise<void> {
  const { events, clock } = app.services;

  route(app, api.events, async (_input, request, reply) => {
    const session = await optionalAuth(request, reply);
    const viewer = session ? userView(session.user, clock.nowSeconds()) : defaultUser();
    return ok(await events.page(viewer, (message) => request.log.warn(message)));
  });
}
