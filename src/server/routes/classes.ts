// Classes (SPEC §7 class-login and GET /classes; docs/classes.md): every call parses its
// contract, needs a logged-in player and hands the player's id to the class service, which
// checks who may act for a section (its teacher only).
import type { FastifyInstance } from 'fastify';

import { classEndpoints as api } from '../../domain/contracts/classEndpoints';
import { route } from '../http/route';
import { ok, requireAuth } from '../http/session';

export async function classRoutes(app: FastifyInstance): Promise<void> {
  const { classes } = app.services;
  const me = async (...args: Parameters<typeof requireAuth>) =>
    (await requireAuth(...args)).user.userID;

  route(app, api.classLogin, async ({ params, body }, request, reply) =>
    ok(await classes.classLogin(await me(request, reply), params.sectionID, body.sectionID)),
  );
  route(app, api.classes, async (_input, request, reply) => {
    reply.header('cache-control', 'no-store');
    return ok(await classes.myClass(await me(request, reply)));
  });
  route(app, api.classLeave, async (_input, request, reply) =>
    ok(await classes.leave(await me(request, reply))),
  );
  route(app, api.classMessageSeen, async ({ body }, request, reply) =>
    ok(await classes.messageSeen(await me(request, reply), body.messageID)),
  );
  route(app, api.classBecomeTeacher, async (_input, request, reply) =>
    ok(await classes.becomeTeacher(await me(request, reply))),
  );
  route(app, api.classSections, async (_input, request, reply) => {
    reply.header('cache-control', 'no-store');
    return ok(await classes.sections(await me(request, reply)));
  });
  route(app, api.classCreateSection, async ({ body }, request, reply) =>
    ok(await classes.createSection(await me(request, reply), body.name, body.districtName)),
  );
  route(app, api.classSection, async ({ params }, request, reply) => {
    reply.header('cache-control', 'no-store');
    return ok(await classes.section(await me(request, reply), params.sectionID));
  });
  route(app, api.classSectionSettings, async ({ params, body }, request, reply) =>
    ok(await classes.setSettings(await me(request, reply), params.sectionID, body.disabled)),
  );
  route(app, api.classSectionMessage, async ({ params, body }, request, reply) =>
    ok(
      await classes.postMessage(
        await me(request, reply),
        params.sectionID,
        body.message,
        body.days,
      ),
    ),
  );
  route(app, api.classStudentApprove, async ({ params }, request, reply) =>
    ok(await classes.answer(await me(request, reply), params.sectionID, params.userID, true)),
  );
  route(app, api.classStudentRemove, async ({ params }, request, reply) =>
    ok(await classes.answer(await me(request, reply), params.sectionID, params.userID, false)),
  );
}
