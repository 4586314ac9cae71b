// SPEC §7 Auth. Routes parse and authorise; the auth and reset services hold the rules.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  loginBody,
  registerBody,
  resetPasswordBody,
  resetPasswordChangeBody,
  validateCaptchaBody,
  type AuthResults,
} from '../../domain/contracts/auth';
import { defaultUser } from '../../domain/user';
import { badRequest } from '../http/errors';
import { clientAddress, guestId, ok, optionalAuth, requireAuth } from '../http/session';
import { parse } from '../http/validate';
import { safeRedirect } from '../auth/crossSite';
import { TOKEN_STORAGE_KEY } from '../../domain/contracts/auth';
import { userView } from '../users/userView';
import { findUserById, type UserRow } from '../users/userRepo';

export async function authRoutes(app: FastifyInstance): Promise<void> {
  const { auth, reset, captcha, clock } = app.services;

  const signedIn = (reply: FastifyReply, user: UserRow, token: string) => {
    reply.header('authorization', `Bearer ${token}`);
    const results: AuthResults = {
      user: userView(user, clock.nowSeconds()),
      serverTime: clock.nowSeconds(),
    };
    return ok(results);
  };

  // A guest who raced the qualifying race keeps it: the server's own record of that race (found by
  // the guest cookie) is attached, never the figures the body carries.
  const withQualifying = async (
    request: FastifyRequest,
    reply: FastifyReply,
    user: UserRow,
    qualifying: boolean | string | undefined,
  ): Promise<UserRow> => {
    if (qualifying !== true && qualifying !== 'true') return user;
    const claimed = await app.services.race.claimGuestQualifying(
      user.userID,
      guestId(request, reply),
    );
    return claimed ? ((await findUserById(app.services.storage.db, user.userID)) ?? user) : user;
  };

  app.post('/register/username', async (request, reply) => {
    const body = parse(registerBody, request.body);
    const headerName = request.headers['x-username'];
    if (
      typeof headerName === 'string' &&
      headerName.trim().toLowerCase() !== body.username.toLowerCase()
    ) {
      throw badRequest('The x-username header does not match the username.');
    }
    const { user, token } = await auth.register(body);
    return signedIn(reply, await withQualifying(request, reply, user, body.qualifying), token);
  });

  app.post('/login/username', async (request, reply) => {
    const body = parse(loginBody, request.body);
    const { user, token } = await auth.login(body, clientAddress(request));
    return signedIn(reply, await withQualifying(request, reply, user, body.qualifying), token);
  });

  /** Restores a session on page load; a guest gets the guest identity and its cookie. */
  app.get('/session', async (request, reply) => {
    const session = await optionalAuth(request, reply);
    const serverTime = clock.nowSeconds();
    if (session) return ok({ user: userView(session.user, serverTime), serverTime });
    guestId(request, reply);
    return ok({ user: defaultUser(), serverTime });
  });

  /** The guest's identity for the realtime socket (its token query parameter). */
  app.get('/guest-token', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return ok({ token: await app.services.tokens.issueGuest(guestId(request, reply)) });
  });

  /** A link that logs this player in on the other site (SPEC §2 cross-site invites). */
  app.post('/cross-site-token', async (request, reply) => {
    const body = parse(crossSiteTokenBody, request.body);
    const { user } = await requireAuth(request, reply);
    const base = body.app === 'math' ? app.services.config.mathUrl : app.services.config.typingUrl;
    return ok({
      url: await app.services.crossSite.link(user.userID, body.app, base, body.redirect),
    });
  });

  /**
   * The link's landing: the handoff is used up and the player lands on `redirect` with a session
   * of this site. The token goes into the same local storage the client keeps it in (SPEC §7), by
   * a page that never shows it in an address bar again.
   */
  app.get('/cross-site/:app', async (request, reply) => {
    const { app: target } = parse(crossSiteParams, request.params);
    const query = parse(crossSiteQuery, request.query);
    reply.header('cache-control', 'no-store');
    if (target !== app.site.id) return reply.redirect('/login#cross-site-wrong-site');
    const row = await app.services.crossSite.redeem(query.token, target);
    if (!row) return reply.redirect('/login#cross-site-expired');
    const token = await auth.sessionFor(row);
    const landing = safeRedirect(query.redirect);
    reply.header('referrer-policy', 'no-referrer');
    return reply.type('text/html; charset=utf-8').send(handoffPage(token, landing));
  });

  app.post('/logout', async (_request, reply) => {
    reply.clearCookie('guest_id', { path: '/' });
    return ok({});
  });

  // Raw challenge (no envelope): the ALTCHA widget reads it directly.
  app.get('/captcha-challenge', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return captcha.challenge();
  });

  app.post('/validate-captcha', async (request, reply) => {
    const body = parse(validateCaptchaBody, request.body);
    const session = await optionalAuth(request, reply);
    const captchaStatus = await auth.validateCaptcha(session?.user.userID ?? null, body.token);
    return ok({ captchaStatus });
  });

  app.post('/reset-password', async (request) => {
    const body = parse(resetPasswordBody, request.body);
    await reset.request(body.email, app.site);
    return ok({ sent: true });
  });

  app.post('/reset-password/change', async (request) => {
    const body = parse(resetPasswordChangeBody, request.body);
    await reset.change(body.userID, body.hash, body.newPassword);
    return ok({});
  });
}

const crossSiteTokenBody = z
  .object({ app: z.enum(['typing', 'math']), redirect: z.string().max(500).default('/') })
  .strict();
const crossSiteParams = z.object({ app: z.string().max(20) }).strict();
const crossSiteQuery = z
  .object({ token: z.string().min(1).max(2000), redirect: z.string().max(500).optional() })
  .strict();

/** JSON inside a script element: "<" escaped so no string can close the element. */
const scriptJson = (value: string) => JSON.stringify(value).replaceAll('<', '\\u003c');

function handoffPage(token: string, landing: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Logging you in…</title>
<meta name="robots" content="noindex"></head><body><p>Logging you in…</p><script>
try { localStorage.setItem(${scriptJson(TOKEN_STORAGE_KEY)}, ${scriptJson(token)}); } catch (e) {}
location.replace(${scriptJson(landing)});
</script></body></html>`;
}
