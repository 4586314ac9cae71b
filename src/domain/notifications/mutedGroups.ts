// Which groups of notices a player may mute (SPEC §4 Notifications: "muted groups are filtered"),
// kept on the account as `mutedNotices` (POST /api/v2/settings/notices) and fed into the overlay
// queue on load and on change. The captcha notice (the bot verification) can never be muted: it
// is what lets a player keep racing.
import type { NoticeGroup } from './noticeTypes';

/** The groups a player may mute, in the order the setting lists them. */
export const MUTABLE_NOTICE_GROUPS = [
  'achievements',
  'features',
  'progress',
  'friends',
  'teams',
  'races',
  'leagues',
  'purchases',
] as const satisfies readonly Exclude<NoticeGroup, 'captcha'>[];

export type MutableNoticeGroup = (typeof MUTABLE_NOTICE_GROUPS)[number];

export function isMutableNoticeGroup(value: unknown): value is MutableNoticeGroup {
  return (MUTABLE_NOTICE_GROUPS as readonly unknown[]).includes(value);
}

/**
 * A stored or sent list as the queue takes it: mutable groups only, each once, in the setting's
 * order. Anything else (an old group name, captcha, a non-string) is left out.
 */
export function mutedGroups(value: unknown): MutableNoticeGroup[] {
  if (!Array.isArray(value)) return [];
  return MUTABLE_NOTICE_GROUPS.filter((group) => value.includes(group));
}
