// Response schemas of the player and report endpoints (loaded on demand, like responses.ts).
import { REPORT_REASONS } from '../reports/reports';
import { z } from '../zodMini';
import { userSchema } from './responses';

export const pendingCashGift = z.strictObject({
  giftID: z.int(),
  fromUserID: z.int(),
  username: z.string(),
  displayName: z.string(),
  amount: z.int(),
  createdStamp: z.number(),
});

export const sendCash = z.strictObject({
  toUserID: z.int(),
  amount: z.int(),
  user: userSchema,
});
export const receiveCash = z.strictObject({
  pendingCashGifts: z.array(pendingCashGift),
  total: z.int(),
  user: userSchema,
});
export const reportPlayer = z.strictObject({ reportID: z.int() });
export const makeGold = z.strictObject({ user: userSchema });

const who = z.strictObject({ userID: z.int(), username: z.string(), displayName: z.string() });

export const reportView = z.strictObject({
  reportID: z.int(),
  reporter: who,
  target: z.strictObject({
    userID: z.int(),
    username: z.string(),
    displayName: z.string(),
    racingBanned: z.boolean(),
    openReports: z.int(),
  }),
  raceID: z.nullable(z.int()),
  reason: z.enum(REPORT_REASONS),
  details: z.string(),
  createdStamp: z.number(),
});
export type ReportView = z.infer<typeof reportView>;

export const reportsQueue = z.strictObject({ reports: z.array(reportView) });
export const resolveReport = z.strictObject({
  reportID: z.int(),
  status: z.enum(['dismissed', 'banned']),
  /** Open reports closed along with this one (a ban closes every open report on the player). */
  closed: z.int(),
});
