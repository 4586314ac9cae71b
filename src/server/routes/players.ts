// SPEC §7 Players: send cash (gold members only), receive the cash sent to you, report a player.
// With TEST_HOOKS=1 (the e2e suite, never in production) a player may also make themselves gold.
import type { FastifyInstance } from 'fastify';

import { playerEndpoints as api, playerTestHooks } from '../../domain/contracts/playerEndpoints';
import { route } from '../http/route';
import { clientAddress, ok, requireAuth } from '../http/session';

export async function playerRoutes(app: FastifyInstance): Promise<void> {
  const { cash, reports, config } = app.services;

  route(app, api.sendCash, async ({ params: { id }, body }, request, reply) => {
    const { user } = await requireAuth(request, reply);
    const { user: saved } = await cash.send(user.userID, {
      toUserID: id,
      amount: body.amount,
      password: body.password,
      captchaToken: body.captchaToken,
      address: clientAddress(request),
    });
    return ok({ toUserID: id, amount: body.amount, user: saved });
  });

  route(app, api.receiveCash, async (_input, request, reply) => {
    const { user } = await requireAuth(request, reply);
    return ok(await cash.receive(user.userID));
  });

  route(app, api.reportPlayer, async ({ params: { id }, body }, request, reply) => {
    const { user } = await requireAuth(request, reply);
    return ok({ reportID: await reports.report(user.userID, id, body) });
  });

  if (config.testHooks) {
    route(app, playerTestHooks.makeGold, async ({ body }, request, reply) => {
      const { user } = await requireAuth(request, reply);
      return ok({ user: await cash.makeGoldForTest(user.userID, body.money) });
    });
  }
}
