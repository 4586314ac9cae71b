// SPEC §7 Friends, POST /players/search and POST /settings/social: parse, authorise (the caller
// acts only on their own list and requests), then the friend service.
import type { FastifyInstance } from 'fastify';

import { friendEndpoints as api, SEARCH_RESULTS } from '../../domain/contracts/friendEndpoints';
import { tooMany } from '../http/errors';
import { route } from '../http/route';
import { ok, requireAuth } from '../http/session';

export async function friendRoutes(app: FastifyInstance): Promise<void> {
  const { social } = app.services;
  const friends = social.friends;

  route(app, api.friends, async ({ query }, request, reply) => {
    const { user } = await requireAuth(request, reply);
    reply.header('cache-control', 'no-store');
    return ok(
      await friends.list(user.userID, {
        onlineOnly: query.online === '1',
        games: query.games === '1',
        site: app.site.id,
      }),
    );
  });

  route(app, api.friendRequests, async (_input, request, reply) => {
    const { user } = await requireAuth(request, reply);
    reply.header('cache-control', 'no-store');
    return ok(await friends.requests(user.userID));
  });

  route(app, api.requestFriend, async ({ params }, request, reply) => {
    const { user } = await requireAuth(request, reply);
    return ok(await friends.request(user.userID, params.id));
  });

  route(app, api.acceptFriend, async ({ params }, request, reply) => {
    const { user } = await requireAuth(request, reply);
    return ok(await friends.accept(user.userID, params.id));
  });

  route(app, api.denyFriend, async ({ params }, request, reply) => {
    const { user } = await requireAuth(request, reply);
    return ok(await friends.deny(user.userID, params.id));
  });

  route(app, api.acceptAllFriends, async (_input, request, reply) => {
    const { user } = await requireAuth(request, reply);
    return ok(await friends.acceptAll(user.userID));
  });

  route(app, api.denyAllFriends, async (_input, request, reply) => {
    const { user } = await requireAuth(request, reply);
    return ok(await friends.denyAll(user.userID));
  });

  route(app, api.deleteFriend, async ({ params }, request, reply) => {
    const { user } = await requireAuth(request, reply);
    return ok(await friends.remove(user.userID, params.id));
  });

  route(app, api.playerSearch, async ({ body }, request, reply) => {
    const { user } = await requireAuth(request, reply);
    if (!social.searchRate.allow(user.userID))
      throw tooMany('Too many searches. Please wait a few seconds.');
    return ok(await friends.search(user.userID, body.term, SEARCH_RESULTS));
  });

  route(app, api.socialSettings, async ({ body }, request, reply) => {
    const { user } = await requireAuth(request, reply);
    return ok(await friends.socialSettings(user.userID, body));
  });
}
