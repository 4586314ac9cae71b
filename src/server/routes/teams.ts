// SPEC §7 Teams: every call parses its contract, needs a logged-in player (the team page excepted)
// and hands the player's id to the team service, which checks who may act for a team (§6).
import type { FastifyInstance } from 'fastify';

import { teamEndpoints as api } from '../../domain/contracts/teamEndpoints';
import { route } from '../http/route';
import { ok, optionalAuth, requireAuth } from '../http/session';

export async function teamRoutes(app: FastifyInstance): Promise<void> {
  const { teams } = app.services;
  const site = app.site.id;
  const me = async (...args: Parameters<typeof requireAuth>) =>
    (await requireAuth(...args)).user.userID;

  route(app, api.teamSearch, async ({ body }, request, reply) =>
    ok(await teams.search(await me(request, reply), body)),
  );
  route(app, api.teamIgnoreInvite, async ({ params }, request, reply) =>
    ok(await teams.ignoreInvite(await me(request, reply), params.id)),
  );
  route(app, api.teamAcceptInvite, async ({ params }, request, reply) =>
    ok(await teams.acceptInvite(await me(request, reply), params.id)),
  );
  route(app, api.teamApply, async ({ params }, request, reply) =>
    ok(await teams.apply(await me(request, reply), params.id)),
  );
  route(app, api.teamInvite, async ({ params, body }, request, reply) =>
    ok(await teams.invite(await me(request, reply), params.id, body.userID)),
  );
  route(app, api.teamLeave, async (_input, request, reply) =>
    ok(await teams.leave(await me(request, reply))),
  );
  route(app, api.teamCreate, async ({ body }, request, reply) =>
    ok(await teams.create(await me(request, reply), body)),
  );
  route(app, api.teamUpdate, async ({ body }, request, reply) =>
    ok(await teams.update(await me(request, reply), body)),
  );
  route(app, api.teamDisband, async ({ body }, request, reply) =>
    ok(await teams.disband(await me(request, reply), body.password)),
  );
  route(app, api.teamMotd, async ({ body }, request, reply) =>
    ok(await teams.setMotd(await me(request, reply), body.message)),
  );
  route(app, api.teamBoost, async ({ body }, request, reply) =>
    ok(await teams.boost(await me(request, reply), body.boostID, body.teamMotdID)),
  );
  route(app, api.teamApplications, async (_input, request, reply) =>
    ok(await teams.applications(await me(request, reply))),
  );
  route(app, api.team, async ({ params, query }, request, reply) => {
    reply.header('cache-control', 'no-store');
    const viewer = await optionalAuth(request, reply);
    const userID = viewer?.user.userID ?? null;
    return ok(await teams.details(params.id, userID, site, query.isMember === '1'));
  });
  route(app, api.teamApplicationAccept, async ({ params }, request, reply) =>
    ok(await teams.answer(await me(request, reply), params.userID, true)),
  );
  route(app, api.teamApplicationDeny, async ({ params }, request, reply) =>
    ok(await teams.answer(await me(request, reply), params.userID, false)),
  );
  route(app, api.teamApplicationsAcceptAll, async (_input, request, reply) =>
    ok(await teams.answerAll(await me(request, reply), true)),
  );
  route(app, api.teamApplicationsDenyAll, async (_input, request, reply) =>
    ok(await teams.answerAll(await me(request, reply), false)),
  );
  route(app, api.teamMemberPromote, async ({ params }, request, reply) =>
    ok(await teams.changeRole(await me(request, reply), params.userID, 'promote')),
  );
  route(app, api.teamMemberDemote, async ({ params }, request, reply) =>
    ok(await teams.changeRole(await me(request, reply), params.userID, 'demote')),
  );
  route(app, api.teamMemberKick, async ({ params }, request, reply) =>
    ok(await teams.changeRole(await me(request, reply), params.userID, 'kick')),
  );
}
