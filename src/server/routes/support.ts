import type { FastifyInstance } from 'fastify';

import { contentEndpoints as api } from '../../domain/contracts/contentEndpoints';
import { route } from '../http/route';
import { guestId, ok, optionalAuth } from '../http/session';

export async function supportRoutes(app: FastifyInstance): Promise<void> {
  route(app, api.reportBug, async ({ body }, request, reply) => {
    const session = await optionalAuth(request, reply);
    const id = await app.services.content.reportBug(body, {
      userID: session?.user.userID ?? null,
      guestID: session ? null : guestId(request, reply),
      site: app.site.id,
      userAgent: request.headers['user-agent'] ?? null,
    });
    return ok({ id });
  });
}
