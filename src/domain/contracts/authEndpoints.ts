// SPEC §7 Auth endpoints. Bodies live in auth.ts (the forms parse them too).
import { z } from '../zodMini';
import {
  loginBody,
  registerBody,
  resetPasswordBody,
  resetPasswordChangeBody,
  ssoLoginBody,
  validateCaptchaBody,
} from './auth';
import { defineContract } from './contract';
import { oneLineText } from './text';

export const crossSiteTokenBody = z.strictObject({
  app: z.enum(['typing', 'math']),
  redirect: z._default(z.string().check(z.maxLength(500), oneLineText), '/'),
});
export const crossSiteParams = z.strictObject({
  app: z.string().check(z.maxLength(20), oneLineText),
});
export const crossSiteQuery = z.strictObject({
  token: z.string().check(z.minLength(1), z.maxLength(2000), oneLineText),
  redirect: z.optional(z.string().check(z.maxLength(500), oneLineText)),
});
/** A login's captcha is priced for the username being logged in (security/loginPolicy.ts). */
export const challengeQuery = z.strictObject({
  username: z.optional(z.string().check(z.maxLength(100), oneLineText)),
});
const stamp = z.coerce.number().check(z.int(), z.gte(0));
/** The e-mailed unlock link's fields (auth/unlockService.ts signs them). */
export const unlockLink = z.strictObject({
  uid: z.coerce.number().check(z.int(), z.gt(0)),
  at: stamp,
  exp: stamp,
  sig: z.string().check(z.regex(/^[\w-]{1,100}$/)),
});

/** A provider id in a path (domain/sso/ssoProviders.ts says which exist). */
export const ssoProviderParams = z.strictObject({
  provider: z.string().check(z.maxLength(40), oneLineText),
});
/** SPEC §2: single sign-on starts at /api/v2/auth/redirect/{provider}, with an optional login_hint. */
export const ssoRedirectQuery = z.strictObject({
  login_hint: z.optional(z.string().check(z.maxLength(254), oneLineText)),
});
const callbackPart = z.optional(z.string().check(z.maxLength(2048), oneLineText));
/**
 * The provider's answer as it reached the return page (OAuth 2.0 §4.1.2, RFC 9207's iss), passed
 * on unchanged so openid-client checks it as the provider sent it.
 */
export const ssoCallbackQuery = z.strictObject({
  code: callbackPart,
  state: callbackPart,
  iss: callbackPart,
  session_state: callbackPart,
  scope: callbackPart,
  error: callbackPart,
  error_description: callbackPart,
  error_uri: callbackPart,
});

const loginRate = {
  per: 'logins from one address per minute, then wrong passwords in a row, before a captcha',
  setting: 'LOGIN_RATE_PER_MINUTE, MAX_FAILED_LOGINS',
};

export const authEndpoints = {
  register: defineContract({
    method: 'POST',
    path: '/auth/register/username',
    auth: 'none',
    body: registerBody,
    response: () => import('./responses').then((r) => r.authResults),
  }),
  login: defineContract({
    method: 'POST',
    path: '/auth/login/username',
    auth: 'none',
    body: loginBody,
    response: () => import('./responses').then((r) => r.authResults),
    rateLimit: loginRate,
  }),
  /** The single sign-on providers this site offers (none configured: an empty list). */
  ssoProviders: defineContract({
    method: 'GET',
    path: '/auth/sso-providers',
    auth: 'none',
    response: () => import('./responses').then((r) => r.ssoProviders),
  }),
  /** SPEC §2: a navigation that sends the browser to the provider (state, nonce, PKCE). */
  ssoRedirect: defineContract({
    method: 'GET',
    path: '/auth/redirect/:provider',
    auth: 'none',
    params: ssoProviderParams,
    query: ssoRedirectQuery,
    response: null,
  }),
  /**
   * SPEC §7: completes single sign-on from the return page; a failure carries `redirect`, where
   * the client goes next (SPEC §8).
   */
  ssoLogin: defineContract({
    method: 'POST',
    path: '/auth/login/:provider',
    auth: 'none',
    params: ssoProviderParams,
    query: ssoCallbackQuery,
    body: ssoLoginBody,
    response: () => import('./responses').then((r) => r.authResults),
    rateLimit: {
      per: 'single sign-on returns: each state once, within 10 minutes of its redirect',
      setting: 'SSO_PROVIDERS (fixed lifetime)',
    },
  }),
  /** Restores a session on page load; a guest gets the guest identity and its cookie. */
  session: defineContract({
    method: 'GET',
    path: '/auth/session',
    auth: 'optional',
    response: () => import('./responses').then((r) => r.authResults),
  }),
  /** The guest's identity for the realtime socket (its token query parameter). */
  guestToken: defineContract({
    method: 'GET',
    path: '/auth/guest-token',
    auth: 'none',
    response: () => import('./responses').then((r) => r.guestToken),
  }),
  /** A link that logs this player in on the other site (SPEC §2 cross-site invites). */
  crossSiteToken: defineContract({
    method: 'POST',
    path: '/auth/cross-site-token',
    auth: 'required',
    body: crossSiteTokenBody,
    response: () => import('./responses').then((r) => r.crossSiteToken),
  }),
  /** The link's landing: an HTML page or a redirect, outside the envelope. */
  crossSiteLanding: defineContract({
    method: 'GET',
    path: '/auth/cross-site/:app',
    auth: 'none',
    params: crossSiteParams,
    query: crossSiteQuery,
    response: null,
  }),
  logout: defineContract({
    method: 'POST',
    path: '/auth/logout',
    auth: 'none',
    response: () => import('./responses').then((r) => r.logout),
  }),
  /** Raw ALTCHA challenge (no envelope): the widget reads it directly. */
  captchaChallenge: defineContract({
    method: 'GET',
    path: '/auth/captcha-challenge',
    auth: 'none',
    query: challengeQuery,
    response: null,
  }),
  /**
   * The e-mailed link that lifts a lock on the owner's name: opening it shows a button (a page,
   * outside the envelope) that posts the same fields, form-encoded, to `unlock`.
   */
  unlockPage: defineContract({
    method: 'GET',
    path: '/auth/unlock',
    auth: 'none',
    query: unlockLink,
    response: null,
  }),
  unlock: defineContract({
    method: 'POST',
    path: '/auth/unlock',
    auth: 'none',
    body: unlockLink,
    response: null,
  }),
  validateCaptcha: defineContract({
    method: 'POST',
    path: '/auth/validate-captcha',
    auth: 'optional',
    body: validateCaptchaBody,
    response: () => import('./responses').then((r) => r.validateCaptcha),
  }),
  resetPassword: defineContract({
    method: 'POST',
    path: '/auth/reset-password',
    auth: 'none',
    body: resetPasswordBody,
    response: () => import('./responses').then((r) => r.resetPassword),
  }),
  resetPasswordChange: defineContract({
    method: 'POST',
    path: '/auth/reset-password/change',
    auth: 'none',
    body: resetPasswordChangeBody,
    response: () => import('./responses').then((r) => r.resetPasswordChange),
  }),
};
