// SPEC §7 Settings and POST /auth/validate-email: parse (the contracts), authorise (each call acts
// on the caller's own account only: no call names another player), and hand over to the settings
// services, which re-check the password where SPEC §5 asks.
import type { FastifyInstance, FastifyReply } from 'fastify';

import { settingsEndpoints as api } from '../../domain/contracts/settingsEndpoints';
import { route } from '../http/route';
import { clientAddress, ok, requireAuth } from '../http/session';
import { wrongCode } from '../settings/passwordCheck';
import type { UserRow } from '../users/userRepo';
import { userView } from '../users/userView';

export async function settingsRoutes(app: FastifyInstance): Promise<void> {
  const { accountSettings, twoFactor, passwordCheck, emailVerification, clock, auth } =
    app.services;

  const changed = async (row: UserRow) => ({
    settings: await accountSettings.view(row),
    user: userView(row, clock.nowSeconds()),
  });
  const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');

  route(app, api.settings, async (_input, request, reply) => {
    const { user } = await requireAuth(request, reply);
    noStore(reply);
    return ok(await accountSettings.view(user));
  });

  route(app, api.profileSettings, async ({ body }, request, reply) => {
    const { user } = await requireAuth(request, reply);
    return ok(await changed(await accountSettings.saveProfile(user, body, clientAddress(request))));
  });

  route(app, api.accountSettings, async ({ body }, request, reply) => {
    const { user } = await requireAuth(request, reply);
    return ok(await changed(await accountSettings.saveAccount(user, body, clientAddress(request))));
  });

  route(app, api.worldSettings, async ({ body }, request, reply) => {
    const { user } = await requireAuth(request, reply);
    return ok(await changed(await accountSettings.saveWorld(user, body.worldID)));
  });

  /** Other sessions end; this one goes on with a token of the new version (same login). */
  route(app, api.passwordSettings, async ({ body }, request, reply) => {
    const { user, claims } = await requireAuth(request, reply);
    const row = await accountSettings.changePassword(user, body, clientAddress(request));
    reply.header('authorization', `Bearer ${await auth.sessionFor(row, claims.sid)}`);
    return ok(await changed(row));
  });

  route(app, api.twoFactorSetup, async ({ body }, request, reply) => {
    const { user } = await requireAuth(request, reply);
    await passwordCheck.confirm(user, body.password, clientAddress(request));
    noStore(reply);
    return ok(await twoFactor.setup(user, app.site.productName));
  });

  route(app, api.enableTwoFactor, async ({ body }, request, reply) => {
    const { user } = await requireAuth(request, reply);
    let codes: string[] = [];
    // The code is checked inside the password check, so a wrong one counts as a failure too.
    await passwordCheck.confirm(user, body.password, clientAddress(request), async () => {
      codes = await twoFactor.enable(user, body.code);
    });
    noStore(reply);
    const row = { ...user, use2FA: true };
    return ok({
      use2FA: true as const,
      backupCodes: codes,
      settings: await accountSettings.view(row),
    });
  });

  route(app, api.disableTwoFactor, async ({ body }, request, reply) => {
    const { user } = await requireAuth(request, reply);
    if (!user.use2FA) return ok(await changed(user));
    await passwordCheck.confirm(user, body.password, clientAddress(request), async () => {
      if (!(await twoFactor.verify(user.userID, body.code))) throw wrongCode();
    });
    await twoFactor.disable(user.userID);
    return ok(await changed({ ...user, use2FA: false }));
  });

  route(app, api.sendVerificationEmail, async (_input, request, reply) => {
    const { user } = await requireAuth(request, reply);
    const { email } = await emailVerification.send(user, app.site);
    return ok({ sent: true as const, email });
  });

  route(app, api.removeSsoCode, async (_input, request, reply) => {
    const { user } = await requireAuth(request, reply);
    return ok({ sent: true as const, ...(await app.services.ssoRemoval.sendCode(user, app.site)) });
  });

  /** Every other session ends (the token version moves on); this one goes on with a new token. */
  route(app, api.removeSso, async ({ body }, request, reply) => {
    const { user, claims } = await requireAuth(request, reply);
    const row = await app.services.ssoRemoval.remove(user, body);
    reply.header('authorization', `Bearer ${await auth.sessionFor(row, claims.sid)}`);
    return ok(await changed(row));
  });

  route(app, api.validateEmail, async ({ body }) => {
    await emailVerification.validate(body.userID, body.hash);
    return ok({ validEmail: true as const });
  });
}
