// SPEC §7 Auth. Routes parse and authorise; the auth and reset services hold the rules.
import type { FastifyInstance } from 'fastify';

import { TOKEN_STORAGE_KEY } from '../../domain/contracts/auth';
import { authEndpoints as api } from '../../domain/contracts/authEndpoints';
import { defaultUser } from '../../domain/user';
import { safeRedirect } from '../auth/crossSite';
import { signedIn, withQualifying } from '../auth/signedIn';
import {
  SSO_COOKIE_PATH,
  SSO_FRESH_LOGIN_COOKIE,
  SSO_FRESH_LOGIN_MAX_AGE_SECONDS,
} from '../auth/sso/ssoService';
import { deviceTrusted, trustDevice } from '../auth/trustedDevice';
import { badRequest } from '../http/errors';
import { route } from '../http/route';
import { noncePolicy, scriptNonce } from '../http/securityHeaders';
import {
  bearerToken,
  clientAddress,
  guestId,
  ok,
  optionalAuth,
  requireAuth,
} from '../http/session';
import { userView } from '../users/userView';

export async function authRoutes(app: FastifyInstance): Promise<void> {
  const { auth, reset, captcha, clock } = app.services;

  route(app, api.register, async ({ body }, request, reply) => {
    const headerName = request.headers['x-username'];
    if (
      typeof headerName === 'string' &&
      headerName.trim().toLowerCase() !== body.username.toLowerCase()
    ) {
      throw badRequest('The x-username header does not match the username.');
    }
    const { user, token } = await auth.register(body, clientAddress(request));
    return signedIn(app, reply, await withQualifying(app, request, user), token);
  });

  route(app, api.login, async ({ body }, request, reply) => {
    const now = clock.nowSeconds();
    const { user, token, codeChecked } = await auth.login(body, clientAddress(request), app.site, {
      deviceTrusted: (row) => deviceTrusted(request, row, now),
    });
    if (codeChecked && body.trustDevice) trustDevice(reply, user, now);
    return signedIn(app, reply, await withQualifying(app, request, user), token);
  });

  /** Restores a session on page load; a guest gets the guest identity and its cookie. */
  route(app, api.session, async (_input, request, reply) => {
    const session = await optionalAuth(request, reply);
    const serverTime = clock.nowSeconds();
    if (session) return ok({ user: userView(session.user, serverTime), serverTime });
    guestId(request, reply);
    return ok({ user: defaultUser(), serverTime });
  });

  /** The guest's identity for the realtime socket (its token query parameter). */
  route(app, api.guestToken, async (_input, request, reply) => {
    reply.header('cache-control', 'no-store');
    return ok({ token: await app.services.tokens.issueGuest(guestId(request, reply)) });
  });

  /** A link that logs this player in on the other site (SPEC §2 cross-site invites). */
  route(app, api.crossSiteToken, async ({ body }, request, reply) => {
    const { user, claims } = await requireAuth(request, reply);
    const base = body.app === 'math' ? app.services.config.mathUrl : app.services.config.typingUrl;
    const login = { sid: claims.sid, tokenVersion: claims.tokenVersion };
    return ok({
      url: await app.services.crossSite.link(user.userID, login, body.app, base, body.redirect),
    });
  });

  /**
   * The link's landing: the handoff is used up and the player lands on `redirect` with a session
   * of this site. The token goes into the same local storage the client keeps it in (SPEC §7), by
   * a page that never shows it in an address bar again.
   */
  route(app, api.crossSiteLanding, async ({ params: { app: target }, query }, _request, reply) => {
    reply.header('cache-control', 'no-store');
    if (target !== app.site.id) return reply.redirect('/login#cross-site-wrong-site');
    const handed = await app.services.crossSite.redeem(query.token, target);
    if (!handed) return reply.redirect('/login#cross-site-expired');
    const token = await auth.sessionFor(handed.user, handed.sid);
    const landing = safeRedirect(query.redirect);
    reply.header('referrer-policy', 'no-referrer');
    // The page's one inline script runs by a nonce of this response; nothing else may run.
    const nonce = scriptNonce();
    reply.header('content-security-policy', noncePolicy(nonce));
    return reply.type('text/html; charset=utf-8').send(handoffPage(token, landing, nonce));
  });

  /** Ends this login everywhere (its token and the tokens refreshed from it); other logins stay. */
  route(app, api.logout, async (_input, request, reply) => {
    const token = bearerToken(request);
    if (token) await auth.logout(token);
    reply.clearCookie('guest_id', { path: '/' });
    reply.setCookie(SSO_FRESH_LOGIN_COOKIE, '1', {
      path: SSO_COOKIE_PATH,
      httpOnly: true,
      sameSite: 'lax',
      maxAge: SSO_FRESH_LOGIN_MAX_AGE_SECONDS,
    });
    return ok({});
  });

  // Raw challenge (no envelope): the ALTCHA widget reads it directly. It costs what the address's
  // recent logins and registrations require and, for a login (`username`), that name's recent
  // wrong passwords, and for a disqualified player's bot verification, their DQ run: the most.
  route(app, api.captchaChallenge, async ({ query: { username } }, request, reply) => {
    reply.header('cache-control', 'no-store');
    const cost = Math.max(
      await app.services.loginGuard.challengeCost(username, clientAddress(request)),
      await auth.botVerificationCost(username),
    );
    return captcha.challenge(cost);
  });

  /**
   * The e-mailed link that lifts a lock on the owner's name (auth/unlockService.ts). Opening it
   * changes nothing (mail scanners open links too): it shows a button that posts the link back.
   */
  route(app, api.unlockPage, async ({ query: link }, _request, reply) => {
    reply.header('cache-control', 'no-store');
    reply.header('referrer-policy', 'no-referrer');
    if (!app.services.unlock.isGenuine(link)) return reply.redirect('/login#unlock-expired');
    return reply.type('text/html; charset=utf-8').send(unlockPage(link));
  });

  // The page's form posts form-encoded fields: a parser for this one route, nothing else.
  await app.register(async (form) => {
    form.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 1024 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    route(form, api.unlock, async ({ body: link }, _request, reply) => {
      reply.header('cache-control', 'no-store');
      const lifted = await app.services.unlock.redeem(link);
      return reply.redirect(lifted ? '/login#account-unlocked' : '/login#unlock-expired', 303);
    });
  });

  route(app, api.validateCaptcha, async ({ body }, request, reply) => {
    const session = await optionalAuth(request, reply);
    const captchaStatus = await auth.validateCaptcha(session?.user.userID ?? null, body.token);
    return ok({ captchaStatus });
  });

  route(app, api.resetPassword, async ({ body }) => {
    reset.request(body.email, app.site);
    return ok({ sent: true });
  });

  route(app, api.resetPasswordChange, async ({ body }) => {
    await reset.change(body.userID, body.hash, body.newPassword);
    return ok({});
  });
}

/** JSON inside a script element: "<" escaped so no string can close the element. */
const scriptJson = (value: string) => JSON.stringify(value).replaceAll('<', '\\u003c');

function handoffPage(token: string, landing: string, nonce: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Logging you in…</title>
<meta name="robots" content="noindex"></head><body><p>Logging you in…</p><script nonce="${nonce}">
try { localStorage.setItem(${scriptJson(TOKEN_STORAGE_KEY)}, ${scriptJson(token)}); } catch (e) {}
location.replace(${scriptJson(landing)});
</script></body></html>`;
}

type UnlockFields = Record<'uid' | 'at' | 'exp' | 'sig', string | number>;

/** The unlock link's landing: one button. Its fields are digits and base64url (checked above). */
function unlockPage(link: UnlockFields): string {
  const fields = Object.entries(link)
    .map(([name, value]) => `<input type="hidden" name="${name}" value="${String(value)}">`)
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Unlock your account</title>
<meta name="robots" content="noindex"><meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="stylesheet" href="/assets/pages/standalone.css"></head><body><main><h1>Unlock your account</h1>
<p>Your account was locked after too many wrong passwords. Unlock it to log in again.</p>
<form method="post" action="/api/v2/auth/unlock">${fields}<button type="submit">Unlock my account</button></form>
</main></body></html>`;
}
