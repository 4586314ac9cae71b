// Single sign-on (SPEC §2, §7 Auth): the redirect to a provider and the login that completes it.
// The provider returns the browser to /login/sso/{provider} (a page of the client), which posts
// the provider's answer here with the SPEC's body; the state cookie set at the redirect ties that
// answer to this browser.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import { authEndpoints as api } from '../../domain/contracts/authEndpoints';
import { signedIn, withQualifying } from '../auth/signedIn';
import {
  SSO_COOKIE_PATH as COOKIE_PATH,
  SSO_FAILURE,
  SSO_FRESH_LOGIN_COOKIE,
  SSO_LOGIN_TTL_SECONDS,
} from '../auth/sso/ssoService';
import { AppError } from '../http/errors';
import { route } from '../http/route';
import { clientAddress, ok } from '../http/session';

const STATE_COOKIE = 'sso_state';

function browserState(request: FastifyRequest): string | null {
  const raw = request.cookies[STATE_COOKIE];
  if (!raw) return null;
  const unsigned = request.unsignCookie(raw);
  return unsigned.valid ? unsigned.value : null;
}

export async function ssoRoutes(app: FastifyInstance): Promise<void> {
  const { sso, tokens } = app.services;
  const redirectUri = (provider: string) =>
    `${app.services.siteUrl(app.site)}/login/sso/${encodeURIComponent(provider)}`;

  route(app, api.ssoProviders, async () => ok({ providers: sso.providers() }));

  /** A navigation: the browser goes to the provider, or back to /login with the reason. */
  route(app, api.ssoRedirect, async ({ params: { provider }, query }, request, reply) => {
    reply.header('cache-control', 'no-store');
    let started: { url: string; state: string };
    try {
      started = await sso.start(
        provider,
        app.site.id,
        redirectUri(provider),
        query.login_hint,
        clientAddress(request),
        request.cookies[SSO_FRESH_LOGIN_COOKIE] !== undefined,
      );
    } catch (error) {
      if (error instanceof AppError && error.redirect) return reply.redirect(error.redirect);
      throw error;
    }
    reply.setCookie(STATE_COOKIE, started.state, {
      path: COOKIE_PATH,
      httpOnly: true,
      // Lax: the return is a top-level navigation from the provider's site.
      sameSite: 'lax',
      signed: true,
      maxAge: SSO_LOGIN_TTL_SECONDS,
    });
    reply.clearCookie(SSO_FRESH_LOGIN_COOKIE, { path: COOKIE_PATH });
    return reply.redirect(started.url);
  });

  route(app, api.ssoLogin, async ({ params: { provider }, query }, request, reply) => {
    const clearState = (r: FastifyReply) => r.clearCookie(STATE_COOKIE, { path: COOKIE_PATH });
    reply.header('cache-control', 'no-store');
    let user;
    try {
      user = await sso.complete(provider, {
        query,
        browserState: browserState(request),
        siteId: app.site.id,
        redirectUri: redirectUri(provider),
      });
    } catch (error) {
      clearState(reply);
      if (error instanceof AppError && !error.redirect) {
        throw new AppError(
          error.statusCode,
          error.code,
          error.message,
          error.fields,
          SSO_FAILURE.failed,
        );
      }
      throw error;
    }
    clearState(reply);
    const token = await tokens.issue(user.userID, user.tokenVersion);
    return signedIn(app, reply, await withQualifying(app, request, user), token);
  });
}
