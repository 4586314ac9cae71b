// Ads (issue 15): GET /api/v2/ads, what the caller's pages may show (src/server/ads/adService.ts).
import type { FastifyInstance } from 'fastify';

import { adEndpoints as api } from '../../domain/contracts/adEndpoints';
import { route } from '../http/route';
import { guestId, ok, optionalAuth } from '../http/session';

export async function adRoutes(app: FastifyInstance): Promise<void> {
  const { ads } = app.services;

  route(app, api.adSetup, async (_input, request, reply) => {
    const session = await optionalAuth(request, reply);
    reply.header('cache-control', 'private, no-store');
    return ok(
      ads.setupFor(session ? { user: session.user } : { guestID: guestId(request, reply) }),
    );
  });
}
