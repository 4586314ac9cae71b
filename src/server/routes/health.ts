import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ok } from '../http/session';

export async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.get('/health', async (_request, reply) => {
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
