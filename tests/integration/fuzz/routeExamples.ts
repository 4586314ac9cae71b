// One valid request per route the app serves, keyed by `METHOD /path` as Fastify registers it.
// The fuzzer mutates these; a route without an entry fails the suite, so a new endpoint cannot
// ship unfuzzed. When the endpoints move to declared contracts, an entry's `body` and `bodySchema`
// can come from the contract instead of being written here.
import type { z } from 'zod';

import {
  classLoginBody,
  classMessageBody,
  createSectionBody,
  messageSeenBody,
  sectionSettingsBody,
} from '../../../src/domain/classes/classBody';
import {
  checkAchievementsBody,
  extraLevelBody,
} from '../../../src/domain/contracts/achievementEndpoints';
import {
  loginBody,
  registerBody,
  resetPasswordBody,
  resetPasswordChangeBody,
  ssoLoginBody,
  validateCaptchaBody,
} from '../../../src/domain/contracts/auth';
import {
  playerSearchBody,
  socialSettingsBody,
} from '../../../src/domain/contracts/friendEndpoints';
import {
  arrangeCarsBody,
  buyBody,
  equipBody,
  sellCarBody,
} from '../../../src/domain/contracts/garage';
import { leagueRolloverBody } from '../../../src/domain/contracts/leagueEndpoints';
import {
  mutedNoticesBody,
  notificationSeenBody,
} from '../../../src/domain/contracts/notificationEndpoints';
import {
  createSessionBody,
  productsBody,
  sandboxCallbackBody,
  sandboxPayBody,
  transactionBody,
} from '../../../src/domain/contracts/paymentEndpoints';
import { reportBody, sendCashBody } from '../../../src/domain/contracts/playerEndpoints';
import { fullScreenModeBody, raceSoundsBody } from '../../../src/domain/contracts/raceEndpoints';
import { resolveReportBody } from '../../../src/domain/contracts/reportEndpoints';
import {
  accountSettingsBody,
  passwordSettingsBody,
  removeSsoBody,
  profileSettingsBody,
  twoFactorBody,
  twoFactorSetupBody,
  validateEmailBody,
  worldSettingsBody,
} from '../../../src/domain/contracts/settings';
import { bugReportBody } from '../../../src/domain/contracts/support';
import { teamEndpoints } from '../../../src/domain/contracts/teamEndpoints';
import {
  boostBody,
  createTeamBody,
  disbandBody,
  motdBody,
  searchBody,
  updateTeamBody,
} from '../../../src/domain/teams/teamBody';
import type { ExampleRequest } from './requests';

/** What an example may refer to: the player the suite fuzzes as. */
export interface ExampleContext {
  userID: number;
  username: string;
  password: string;
  email: string;
}

export interface RouteExample extends ExampleRequest {
  /**
   * The body's schema, when the route has one: a body the schema refuses must be refused (4xx).
   * Any zod schema (classic or mini) will do.
   */
  bodySchema?: z.core.$ZodType;
  /** Share of FUZZ_RUNS: routes that hash a password (scrypt) for every body they accept are slow. */
  share?: number;
  /** Error codes under which a refused request may still write the login counters (SPEC §4). */
  countsLogins?: readonly string[];
  /** Plain HTTP to a path that is not under /api/v2: only "no 5xx" applies (no envelope). */
  notApi?: boolean;
}

/** Refusals of a settings call that come after its password check (or are the check's). */
const SETTINGS_COUNTS = [
  'BAD_PASSWORD',
  'BAD_CODE',
  'TOO_MANY_ATTEMPTS',
  'USERNAME_TAKEN',
  'USERNAME_CHANGED_ONCE',
  'TWO_FACTOR_ON',
  'TWO_FACTOR_NOT_SET_UP',
];

export const routeExamples = (ctx: ExampleContext): Record<string, RouteExample> => ({
  'GET /api/v2/health': {},
  'POST /api/v2/auth/register/username': {
    body: {
      username: 'fuzzNew',
      password: 'correct-horse',
      email: 'fuzz@example.org',
      acceptPolicy: 'on',
      tz: 'UTC',
    },
    bodySchema: registerBody,
    share: 0.25,
  },
  'POST /api/v2/auth/login/username': {
    body: { username: ctx.username, password: ctx.password, tz: 'UTC', trustDevice: false },
    bodySchema: loginBody,
    share: 0.25,
    countsLogins: ['BAD_CREDENTIALS', 'CAPTCHA_REQUIRED'],
  },
  'GET /api/v2/auth/session': {},
  // The e-mailed unlock link (a forged signature: only refusals are fuzzed here).
  'GET /api/v2/auth/unlock': {
    query: { uid: String(ctx.userID), at: '1700000000', exp: '1900000000', sig: 'abc' },
  },
  'POST /api/v2/auth/unlock': {
    body: { uid: ctx.userID, at: 1700000000, exp: 1900000000, sig: 'abc' },
  },
  'GET /api/v2/auth/guest-token': {},
  'POST /api/v2/auth/cross-site-token': {
    body: { app: 'math', redirect: '/race' },
  },
  'GET /api/v2/auth/cross-site/:app': {
    params: { app: 'typing' },
    query: { token: 'eyJhbGciOiJIUzI1NiJ9.e30.c2lnbmF0dXJl', redirect: '/garage' },
  },
  // Single sign-on (no provider is configured for the fuzz run: every request is a refusal).
  'GET /api/v2/auth/sso-providers': {},
  'GET /api/v2/auth/redirect/:provider': {
    params: { provider: 'acme' },
    query: { login_hint: ctx.email },
  },
  'POST /api/v2/auth/login/:provider': {
    params: { provider: 'acme' },
    query: { code: 'forged-code', state: 'forged-state', iss: 'http://127.0.0.1:1' },
    body: { tz: 'UTC' },
    bodySchema: ssoLoginBody,
  },
  'POST /api/v2/auth/logout': {},
  'GET /api/v2/auth/captcha-challenge': {},
  'POST /api/v2/auth/validate-captcha': {
    body: { token: 'eyJjaGFsbGVuZ2UiOnt9fQ==' },
    bodySchema: validateCaptchaBody,
  },
  'POST /api/v2/auth/reset-password': {
    body: { email: ctx.email },
    bodySchema: resetPasswordBody,
  },
  'POST /api/v2/auth/reset-password/change': {
    body: {
      newPassword: 'new-horse-1',
      newPassword2: 'new-horse-1',
      userID: ctx.userID,
      hash: 'secretsecret.signature',
    },
    bodySchema: resetPasswordChangeBody,
  },
  'GET /api/v2/news': { query: { limit: '5' } },
  'GET /api/v2/news/:id': { params: { id: '1' } },
  'GET /api/v2/updates': {},
  'GET /api/v2/cars': {},
  'POST /api/v2/support/report-bug': {
    body: {
      category: 'gameplay',
      summary: 'Car stuck at start',
      details: 'My car did not move when I typed the first word.',
      email: 'fuzz@example.org',
      pageUrl: '/race',
    },
    bodySchema: bugReportBody,
  },
  'POST /api/v2/race/save-qualifying': { body: { speed: 62, accuracy: 97.5 } },
  'POST /api/v2/settings/sounds': { body: { value: 'only_fx' }, bodySchema: raceSoundsBody },
  'POST /api/v2/settings/full-screen': { body: { value: 'race' }, bodySchema: fullScreenModeBody },
  'GET /api/v2/race/:id': { params: { id: '1' } },
  'GET /api/v2/stats/summary': {},
  'GET /api/v2/stats/data/:id': {
    params: { id: String(ctx.userID) },
    query: { page: '0', limit: '30' },
  },
  'GET /api/v2/stats/graphs/:id': { params: { id: String(ctx.userID) } },
  'GET /api/v2/leaderboards': { query: { time: 'week' } },
  'GET /api/v2/racer/:username': { params: { username: ctx.username } },
  'GET /api/v2/loot': {},
  'POST /api/v2/loot/arrange-cars': {
    body: { garage: ['1', '', '', '', '', '', '', '', '', '', '', '', '', '', ''] },
    bodySchema: arrangeCarsBody,
  },
  'POST /api/v2/loot/equip': {
    body: [{ id: 1, type: 'car', hueAngle: 120 }],
    bodySchema: equipBody,
  },
  'POST /api/v2/loot/sell-car': { body: { carID: 1 }, bodySchema: sellCarBody },
  'POST /api/v2/loot/dealership/:id/buy': {
    params: { id: '1' },
    body: { hueAngle: 200 },
    bodySchema: buyBody,
  },
  'POST /api/v2/loot/shop/:id/buy': { params: { id: '1' }, body: {}, bodySchema: buyBody },
  'GET /api/v2/rewards/daily': {},
  'POST /api/v2/rewards/daily': {},
  'GET /api/v2/shop': { query: { date: '2026-01-15' } },
  'GET /api/v2/events': {},
  'GET /api/v2/seasons/current': {},
  'GET /api/v2/ads': {},
  'GET /api/v2/achievements/claim/:achievementID': { params: { achievementID: '101' } },
  'POST /api/v2/achievements/extra': { body: { id: 1209 }, bodySchema: extraLevelBody },
  'POST /api/v2/achievements/check': {
    body: { ids: [101, 102, 1201] },
    bodySchema: checkAchievementsBody,
  },
  'GET /api/v2/notifications': {},
  'POST /api/v2/notifications/seen': { body: { ids: [1, 2] }, bodySchema: notificationSeenBody },
  'GET /api/v2/friends': { query: { online: '1', games: '1' } },
  'GET /api/v2/friend-requests': {},
  'POST /api/v2/friend-requests/:id/request': { params: { id: '100001' } },
  'POST /api/v2/friend-requests/:id/accept': { params: { id: '100001' } },
  'POST /api/v2/friend-requests/:id/deny': { params: { id: '100001' } },
  'POST /api/v2/friend-requests/accept-all': {},
  'POST /api/v2/friend-requests/deny-all': {},
  'POST /api/v2/friends/:id/delete': { params: { id: '100001' } },
  'POST /api/v2/players/search': { body: { term: 'fuzz' }, bodySchema: playerSearchBody },
  'POST /api/v2/settings/social': {
    body: { offline: false, allowFriendRequests: true },
    bodySchema: socialSettingsBody,
  },
  // A basic member: refused before the password is checked (a gold sender's wrong password counts
  // like a login's).
  'POST /api/v2/players/:id/send-cash': {
    params: { id: '1' },
    body: { amount: 10, password: ctx.password },
    bodySchema: sendCashBody,
    share: 0.25,
    countsLogins: ['BAD_PASSWORD', 'CAPTCHA_REQUIRED'],
  },
  'POST /api/v2/players/receive-cash': {},
  // Nitro Gold (src/server/payments): a checkout, the sandbox's page and signed callback, Stripe.
  'POST /api/v2/payments/products': {
    body: { username: ctx.username, type: 'upgrade' },
    bodySchema: productsBody,
  },
  'POST /api/v2/payments/create-session': {
    body: { username: ctx.username, SKU: 'gold-monthly' },
    bodySchema: createSessionBody,
  },
  'POST /api/v2/payments/transaction/:id': {
    params: { id: 'NR-0000000000000000' },
    body: { userID: ctx.userID },
    bodySchema: transactionBody,
  },
  'GET /api/v2/payments/sandbox/checkout/:sessionID': { params: { sessionID: 'abc' } },
  'POST /api/v2/payments/sandbox/checkout/:sessionID': {
    params: { sessionID: 'abc' },
    body: { outcome: 'pay' },
    bodySchema: sandboxPayBody,
  },
  'POST /api/v2/payments/sandbox/callback': {
    body: { sessionID: 'abc', outcome: 'paid', stamp: 1_800_000_000, signature: 'a'.repeat(64) },
    bodySchema: sandboxCallbackBody,
  },
  'POST /api/v2/payments/stripe/webhook': {
    body: { id: 'evt_1', object: 'event', type: 'checkout.session.completed' },
  },
  'POST /api/v2/players/:id/report': {
    params: { id: '1' },
    body: { reason: 'cheating', details: 'Too fast', raceID: 1 },
    bodySchema: reportBody,
  },
  'GET /api/v2/admin/reports': {},
  'POST /api/v2/admin/reports/:id/resolve': {
    params: { id: '1' },
    body: { action: 'dismiss' },
    bodySchema: resolveReportBody,
  },
  // Leagues: the fuzzed player has fewer than 12 races (403) and is no operator (403).
  'GET /api/v2/leagues/:kind/activity': { params: { kind: 'user' } },
  'POST /api/v2/admin/leagues/rollover': {
    body: { closeCurrentWeek: true },
    bodySchema: leagueRolloverBody,
  },
  // /profile (issue 15). A checked password moves the login counters (settings/passwordCheck.ts),
  // whatever refuses the request after it. The password example is refused (a wrong current
  // password): a right one would end the fuzzer's session.
  'GET /api/v2/settings': {},
  'POST /api/v2/settings/profile': {
    body: { displayName: 'Fuzz Racer', password: ctx.password },
    bodySchema: profileSettingsBody,
    share: 0.25,
    countsLogins: SETTINGS_COUNTS,
  },
  'POST /api/v2/settings/account': {
    body: {
      firstname: 'Fuzz',
      lastname: 'Racer',
      email: ctx.email,
      contact: false,
      password: ctx.password,
    },
    bodySchema: accountSettingsBody,
    share: 0.25,
    countsLogins: SETTINGS_COUNTS,
  },
  'POST /api/v2/settings/world': { body: { worldID: 1 }, bodySchema: worldSettingsBody },
  'POST /api/v2/settings/password': {
    body: { password: 'not-the-password', newPassword: 'fuzz-new-1', newPassword2: 'fuzz-new-1' },
    bodySchema: passwordSettingsBody,
    share: 0.25,
    countsLogins: SETTINGS_COUNTS,
  },
  'POST /api/v2/settings/2fa-setup': {
    body: { password: ctx.password },
    bodySchema: twoFactorSetupBody,
    share: 0.25,
    countsLogins: SETTINGS_COUNTS,
  },
  'POST /api/v2/settings/enable-2fa': {
    body: { password: ctx.password, code: '000000' },
    bodySchema: twoFactorBody,
    share: 0.25,
    countsLogins: SETTINGS_COUNTS,
  },
  'POST /api/v2/settings/disable-2fa': {
    body: { password: ctx.password, code: '000000' },
    bodySchema: twoFactorBody,
    share: 0.25,
    countsLogins: SETTINGS_COUNTS,
  },
  'POST /api/v2/settings/send-verification-email': {},
  'POST /api/v2/settings/remove-sso-code': {},
  'POST /api/v2/settings/remove-sso': {
    body: {
      code: 'abcd2345',
      username: 'fuzzSso',
      password: 'fuzz-new-1',
      password2: 'fuzz-new-1',
    },
    bodySchema: removeSsoBody,
    share: 0.25,
  },
  'POST /api/v2/auth/validate-email': {
    body: { hash: 'forged-secret.forged-signature', userID: ctx.userID },
    bodySchema: validateEmailBody,
  },
  'POST /api/v2/settings/notices': {
    body: { muted: ['friends', 'races'] },
    bodySchema: mutedNoticesBody,
  },
  'GET /realtime': { query: { token: 'not-a-token' }, notApi: true },
  // Teams (SPEC §7): the fuzzed player has no team, so officer calls are refused (403/404/409).
  'POST /api/v2/teams/search': { body: { invites: false, term: 'ab' }, bodySchema: searchBody },
  'POST /api/v2/teams/:id/ignore-invite': { params: { id: '1' }, body: {}, bodySchema: empty },
  'POST /api/v2/teams/:id/accept-invite': { params: { id: '1' }, body: {}, bodySchema: empty },
  'POST /api/v2/teams/:id/apply': { params: { id: '1' }, body: {}, bodySchema: empty },
  'POST /api/v2/teams/:id/invite': {
    params: { id: '1' },
    body: { userID: ctx.userID },
    bodySchema: teamEndpoints.teamInvite.body,
  },
  'POST /api/v2/teams/leave': { body: {}, bodySchema: empty },
  'POST /api/v2/teams/create': {
    body: {
      tag: 'FUZZ',
      name: 'Fuzz Crew',
      tagColor: '#336699',
      enrollment: 'open',
      minRaces: 0,
      minSpeed: 0,
      otherRequirements: '',
      autoRemove: false,
      password: 'fuzz-secret',
    },
    bodySchema: createTeamBody,
    // Hashes the team password (scrypt) for every body it accepts.
    share: 0.25,
  },
  'POST /api/v2/teams/update': {
    body: { name: 'Fuzz Crew', minSpeed: 10 },
    bodySchema: updateTeamBody,
  },
  'POST /api/v2/teams/disband': { body: { password: 'fuzz-secret' }, bodySchema: disbandBody },
  'POST /api/v2/teams/motd': { body: { message: 'hello team' }, bodySchema: motdBody },
  'POST /api/v2/teams/boost': { body: { boostID: 1, teamMotdID: 1 }, bodySchema: boostBody },
  'GET /api/v2/teams/applications': {},
  'GET /api/v2/teams/:id': { params: { id: 'FUZZ' }, query: { isMember: '1' } },
  'POST /api/v2/team-applications/:userID/accept': {
    params: { userID: String(ctx.userID) },
    body: {},
    bodySchema: empty,
  },
  'POST /api/v2/team-applications/:userID/deny': {
    params: { userID: String(ctx.userID) },
    body: {},
    bodySchema: empty,
  },
  'POST /api/v2/team-applications/accept-all': { body: {}, bodySchema: empty },
  'POST /api/v2/team-applications/deny-all': { body: {}, bodySchema: empty },
  'POST /api/v2/team-members/:userID/promote': {
    params: { userID: String(ctx.userID) },
    body: {},
    bodySchema: empty,
  },
  'POST /api/v2/team-members/:userID/demote': {
    params: { userID: String(ctx.userID) },
    body: {},
    bodySchema: empty,
  },
  'POST /api/v2/team-members/:userID/kick': {
    params: { userID: String(ctx.userID) },
    body: {},
    bodySchema: empty,
  },
  // Classes (docs/classes.md): a section code that names no class, and the teacher's calls.
  'POST /api/v2/auth/class-login/:sectionID': {
    params: { sectionID: '1234567' },
    body: { sectionID: 1_234_567 },
    bodySchema: classLoginBody,
  },
  'GET /api/v2/classes': { query: { isMember: '1' } },
  'POST /api/v2/classes/leave': { body: {}, bodySchema: empty },
  'POST /api/v2/classes/message-seen': { body: { messageID: 1 }, bodySchema: messageSeenBody },
  'POST /api/v2/classes/teacher': { body: {}, bodySchema: empty },
  'GET /api/v2/classes/sections': {},
  'POST /api/v2/classes/sections/create': {
    body: { name: 'Fuzz Class', districtName: '' },
    bodySchema: createSectionBody,
  },
  'GET /api/v2/classes/sections/:sectionID': { params: { sectionID: '1234567' } },
  'POST /api/v2/classes/sections/:sectionID/settings': {
    params: { sectionID: '1234567' },
    body: { disabled: ['chat'] },
    bodySchema: sectionSettingsBody,
  },
  'POST /api/v2/classes/sections/:sectionID/message': {
    params: { sectionID: '1234567' },
    body: { message: 'hello class', days: 2 },
    bodySchema: classMessageBody,
  },
  'POST /api/v2/classes/sections/:sectionID/students/:userID/approve': {
    params: { sectionID: '1234567', userID: String(ctx.userID) },
    body: {},
    bodySchema: empty,
  },
  'POST /api/v2/classes/sections/:sectionID/students/:userID/remove': {
    params: { sectionID: '1234567', userID: String(ctx.userID) },
    body: {},
    bodySchema: empty,
  },
});

const empty = teamEndpoints.teamLeave.body;
