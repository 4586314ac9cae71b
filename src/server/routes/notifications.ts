// SPEC §4 Notifications: the player's unseen notices (delivered on page load) and marking them
// seen. Only the caller's own are listed or changed. With TEST_HOOKS=1 (the e2e suite, never in
// production) a logged-in player may also record a notice for themselves.
import type { FastifyInstance } from 'fastify';

import {
  notificationEndpoints as api,
  notificationTestHooks,
} from '../../domain/contracts/notificationEndpoints';
import { route } from '../http/route';
import { ok, requireAuth } from '../http/session';

export async function notificationRoutes(app: FastifyInstance): Promise<void> {
  const { notifications, config, settings } = app.services;

  route(app, api.notifications, async (_input, request, reply) => {
    const { user } = await requireAuth(request, reply);
    reply.header('cache-control', 'no-store');
    return ok({ notifications: await notifications.unseen(user.userID) });
  });

  route(app, api.notificationsSeen, async ({ body }, request, reply) => {
    const { user } = await requireAuth(request, reply);
    return ok({ seen: await notifications.markSeen(user.userID, [...new Set(body.ids)]) });
  });

  /** The notice groups the player mutes, kept on their own account. */
  route(app, api.saveMutedNotices, async ({ body }, request, reply) => {
    const { user } = await requireAuth(request, reply);
    return ok({ user: await settings.saveMutedNotices(user, body.muted) });
  });

  if (config.testHooks) {
    route(app, notificationTestHooks.sendTestNotification, async ({ body }, request, reply) => {
      const { user } = await requireAuth(request, reply);
      const notification = await notifications.recordForTest(
        user.userID,
        { type: body.type, data: body.data },
        body.silent,
      );
      return ok({ notification });
    });
  }
}
