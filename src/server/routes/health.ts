import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';

import { contentEndpoints as api } from '../../domain/contracts/contentEndpoints';
import { route } from '../http/route';
import { ok } from '../http/session';

export async function healthRoutes(app: FastifyInstance): Promise<void> {
  route(app, api.health, async (_input, _request, reply) => {
    const { storage } = app.services;
    try {
      await storage.db.execute(sql`select 1`);
    } catch {
      return reply
        .status(503)
        .send({ status: 'FAIL', results: 'Storage is unavailable.', code: 'UNAVAILABLE' });
    }
    return ok({ ok: true, site: app.site.id, storage: storage.kind });
  });
}
