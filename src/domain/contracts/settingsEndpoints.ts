// SPEC §7 Settings (and POST /auth/validate-email): the /profile page's calls. The sounds, social
// and fullscreen calls live beside the screens that used them first (raceEndpoints.ts,
// friendEndpoints.ts); /profile calls those too.
import { defineContract } from './contract';
import {
  accountSettingsBody,
  passwordSettingsBody,
  profileSettingsBody,
  removeSsoBody,
  twoFactorBody,
  twoFactorSetupBody,
  validateEmailBody,
  worldSettingsBody,
} from './settings';

const settingsResponses = () => import('./settingsResponses');

/** Wrong current passwords and codes count as failed logins of the name (auth/loginGuard.ts). */
const passwordGuard = {
  per: 'wrong current passwords and two-factor codes per username, counted with failed logins',
  setting: 'MAX_FAILED_LOGINS, LOGIN_LOCK_AFTER',
};

export const settingsEndpoints = {
  settings: defineContract({
    method: 'GET',
    path: '/settings',
    auth: 'required',
    response: () => settingsResponses().then((r) => r.accountSettings),
  }),
  profileSettings: defineContract({
    method: 'POST',
    path: '/settings/profile',
    auth: 'required',
    body: profileSettingsBody,
    response: () => settingsResponses().then((r) => r.settingsChanged),
    rateLimit: passwordGuard,
  }),
  accountSettings: defineContract({
    method: 'POST',
    path: '/settings/account',
    auth: 'required',
    body: accountSettingsBody,
    response: () => settingsResponses().then((r) => r.settingsChanged),
    rateLimit: passwordGuard,
  }),
  worldSettings: defineContract({
    method: 'POST',
    path: '/settings/world',
    auth: 'required',
    body: worldSettingsBody,
    response: () => settingsResponses().then((r) => r.settingsChanged),
  }),
  /** A new password ends every other session; this one continues with a fresh token. */
  passwordSettings: defineContract({
    method: 'POST',
    path: '/settings/password',
    auth: 'required',
    body: passwordSettingsBody,
    response: () => settingsResponses().then((r) => r.settingsChanged),
    rateLimit: passwordGuard,
  }),
  /** A new authenticator secret to scan; two-factor is on only once enable-2fa sees its code. */
  twoFactorSetup: defineContract({
    method: 'POST',
    path: '/settings/2fa-setup',
    auth: 'required',
    body: twoFactorSetupBody,
    response: () => settingsResponses().then((r) => r.twoFactorSetup),
    rateLimit: passwordGuard,
  }),
  enableTwoFactor: defineContract({
    method: 'POST',
    path: '/settings/enable-2fa',
    auth: 'required',
    body: twoFactorBody,
    response: () => settingsResponses().then((r) => r.twoFactorEnabled),
    rateLimit: passwordGuard,
  }),
  disableTwoFactor: defineContract({
    method: 'POST',
    path: '/settings/disable-2fa',
    auth: 'required',
    body: twoFactorBody,
    response: () => settingsResponses().then((r) => r.settingsChanged),
    rateLimit: passwordGuard,
  }),
  sendVerificationEmail: defineContract({
    method: 'POST',
    path: '/settings/send-verification-email',
    auth: 'required',
    response: () => settingsResponses().then((r) => r.verificationSent),
    rateLimit: { per: 'verification mails per account per hour', setting: '3 (fixed)' },
  }),
  /** Mails the code /remove-sso asks for to the account's address. */
  removeSsoCode: defineContract({
    method: 'POST',
    path: '/settings/remove-sso-code',
    auth: 'required',
    response: () => settingsResponses().then((r) => r.verificationSent),
    rateLimit: { per: 'removal codes per account: one a minute', setting: '60 s (fixed)' },
  }),
  /** A username and password in place of single sign-on; every other session ends. */
  removeSso: defineContract({
    method: 'POST',
    path: '/settings/remove-sso',
    auth: 'required',
    body: removeSsoBody,
    response: () => settingsResponses().then((r) => r.settingsChanged),
    rateLimit: { per: 'wrong codes per mailed code', setting: '5 (fixed)' },
  }),
  /** The e-mailed link's landing posts here; no session is needed (the link is the proof). */
  validateEmail: defineContract({
    method: 'POST',
    path: '/auth/validate-email',
    auth: 'none',
    body: validateEmailBody,
    response: () => settingsResponses().then((r) => r.emailValidated),
  }),
};
