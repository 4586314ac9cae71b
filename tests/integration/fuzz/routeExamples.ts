// One valid request per route the app serves, keyed by `METHOD /path` as Fastify registers it.
// The fuzzer mutates these; a route without an entry fails the suite, so a new endpoint cannot
// ship unfuzzed. When the endpoints move to declared contracts, an entry's `body` and `bodySchema`
// can come from the contract instead of being written here.
import type { z } from 'zod';

import {
  checkAchievementsBody,
  extraLevelBody,
} from '../../../src/domain/contracts/achievementEndpoints';
import {
  loginBody,
  registerBody,
  resetPasswordBody,
  resetPasswordChangeBody,
  validateCaptchaBody,
} from '../../../src/domain/contracts/auth';
import {
  arrangeCarsBody,
  buyBody,
  equipBody,
  sellCarBody,
} from '../../../src/domain/contracts/garage';
import {
  mutedNoticesBody,
  notificationSeenBody,
} from '../../../src/domain/contracts/notificationEndpoints';
import { fullScreenModeBody, raceSoundsBody } from '../../../src/domain/contracts/raceEndpoints';
import { bugReportBody } from '../../../src/domain/contracts/support';
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
  'GET /api/v2/achievements/claim/:achievementID': { params: { achievementID: '101' } },
  'POST /api/v2/achievements/extra': { body: { id: 1209 }, bodySchema: extraLevelBody },
  'POST /api/v2/achievements/check': {
    body: { ids: [101, 102, 1201] },
    bodySchema: checkAchievementsBody,
  },
  'GET /api/v2/notifications': {},
  'POST /api/v2/notifications/seen': { body: { ids: [1, 2] }, bodySchema: notificationSeenBody },
  'POST /api/v2/settings/notices': {
    body: { muted: ['friends', 'races'] },
    bodySchema: mutedNoticesBody,
  },
  'GET /realtime': { query: { token: 'not-a-token' }, notApi: true },
});
