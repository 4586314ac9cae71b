// SPEC §7 Players: send cash to another player (gold members only, SPEC §1), collect the cash sent
// to you (receive-cash, into garage state's pendingCashGifts), and report a player to the
// operators. The operators' queue of reports is in reportEndpoints.ts.
import { SEND_CASH_MAX } from '../cash/sendCash';
import { REPORT_DETAILS_MAX, REPORT_REASONS } from '../reports/reports';
import { z } from '../zodMini';
import { defineContract } from './contract';
import { text } from './text';

export const playerParams = z.strictObject({
  id: z.coerce.number().check(z.int(), z.positive(), z.lte(2_147_483_647)),
});

export const sendCashBody = z.strictObject({
  /** Whole dollars, 1 to SEND_CASH_MAX; never more than the sender has (checked on the row). */
  amount: z.number().check(z.int(), z.gte(1), z.lte(SEND_CASH_MAX)),
  /** The sender's password, checked like a login's (and counted against the same limits). */
  password: text().check(z.minLength(1), z.maxLength(200)),
  /** A solved captcha, when too many wrong passwords ask for one (as at login). */
  captchaToken: z.optional(text().check(z.maxLength(4000))),
});
export type SendCashBody = z.infer<typeof sendCashBody>;

export const reportBody = z.strictObject({
  reason: z.enum(REPORT_REASONS),
  details: z._default(text().check(z.trim(), z.maxLength(REPORT_DETAILS_MAX)), ''),
  /** The race the report is about (the target must have raced in it). */
  raceID: z.optional(z.int().check(z.positive(), z.lte(2_147_483_647))),
});
export type ReportBody = z.infer<typeof reportBody>;

export const playerEndpoints = {
  sendCash: defineContract({
    method: 'POST',
    path: '/players/:id/send-cash',
    auth: 'required',
    params: playerParams,
    body: sendCashBody,
    response: () => import('./playerResponses').then((r) => r.sendCash),
    rateLimit: { per: 'wrong passwords per username', setting: 'MAX_FAILED_LOGINS' },
  }),
  /** Credits every pending gift once and returns them (garage state pendingCashGifts). */
  receiveCash: defineContract({
    method: 'POST',
    path: '/players/receive-cash',
    auth: 'required',
    response: () => import('./playerResponses').then((r) => r.receiveCash),
  }),
  reportPlayer: defineContract({
    method: 'POST',
    path: '/players/:id/report',
    auth: 'required',
    params: playerParams,
    body: reportBody,
    response: () => import('./playerResponses').then((r) => r.reportPlayer),
    rateLimit: { per: 'reports per player per hour', setting: 'REPORTS_PER_HOUR (10)' },
  }),
};

/** Test hooks: registered only when the server runs with TEST_HOOKS=1 (the e2e suite). */
export const playerTestHooks = {
  /** Makes the caller a gold member (buying gold is another feature). */
  makeGold: defineContract({
    method: 'POST',
    path: '/test/gold',
    auth: 'required',
    body: z.strictObject({ money: z.optional(z.int().check(z.gte(0), z.lte(100_000_000))) }),
    response: () => import('./playerResponses').then((r) => r.makeGold),
  }),
};
