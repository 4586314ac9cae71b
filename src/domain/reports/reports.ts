// Player reports (SPEC §7 Players report): why a player can be reported, how much a reporter may
// file, and what an operator can do with one.

export const REPORT_REASONS = [
  'cheating',
  'offensive-name',
  'harassment',
  'spam',
  'other',
] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  cheating: 'Cheating (a bot, pasting, impossible speed)',
  'offensive-name': 'Offensive name or title',
  harassment: 'Harassment or bullying in chat',
  spam: 'Spam',
  other: 'Something else',
};

/** The optional words a reporter adds. */
export const REPORT_DETAILS_MAX = 500;

/** Reports one player may file per hour (more is refused with a 429). */
export const REPORTS_PER_HOUR = 10;

export type ReportStatus = 'open' | 'dismissed' | 'banned';
export type ReportAction = 'dismiss' | 'ban';

/** Whether another report fits in the reporter's hour. */
export const mayReport = (filedInLastHour: number): boolean => filedInLastHour < REPORTS_PER_HOUR;
