import type { FastifyInstance } from 'fastify';
import { bugReportBody } from '../../domain/contracts/support';
import { guestId, ok, optionalAuth } from '../http/session';
import { parse } from '../http/validate';

export async function supportRoutes(app: FastifyInstance): Promise<void> {
  app.post('/report-bug', async (request, reply) => {
    const body = parse(bugReportBody, request.body);
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
