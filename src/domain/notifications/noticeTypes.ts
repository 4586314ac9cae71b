// Which overlay shows each notification type (SPEC §4 Notifications, §7 server messages), and the
// group it belongs to (a player mutes groups, not single types). A type missing here is unknown:
// the overlay queue logs it and skips it (SPEC §8).

/** captcha: the bot verification, always first; popup: a dialog, one at a time; growl: the
 * top-right stack (at most 3); toast: one short line at a time. */
export type OverlayKind = 'captcha' | 'popup' | 'growl' | 'toast';

export type NoticeGroup =
  | 'captcha'
  | 'achievements'
  | 'features'
  | 'progress'
  | 'friends'
  | 'teams'
  | 'races'
  | 'leagues'
  | 'purchases';

export interface NoticeType {
  kind: OverlayKind;
  group: NoticeGroup;
}

const growl = (group: NoticeGroup): NoticeType => ({ kind: 'growl', group });

export const NOTICE_TYPES: Readonly<Record<string, NoticeType>> = {
  captcha: { kind: 'captcha', group: 'captcha' },
  // Issue 12's progression notices.
  achievement: { kind: 'popup', group: 'achievements' },
  'feature-unlocked': { kind: 'popup', group: 'features' },
  'level-up': growl('progress'),
  'challenge-complete': growl('progress'),
  // Issue 14: the season reward earned popup (medal level, or the infinity tier).
  'season-reward': { kind: 'popup', group: 'progress' },
  // SPEC §7 server messages that announce something to the player.
  'friend-online': { kind: 'toast', group: 'friends' },
  'friend-accept': growl('friends'),
  'friend-requests': growl('friends'),
  'sent-cash': growl('friends'),
  'team-accept': growl('teams'),
  'team-invite': growl('teams'),
  'team-application': growl('teams'),
  'team-member-joined': growl('teams'),
  'race-invite': growl('races'),
  'waiting-to-play': growl('races'),
  // The league update and tournament popups (SPEC §2), one at a time like every popup.
  'league-update': { kind: 'popup', group: 'leagues' },
  'league-update-team': { kind: 'popup', group: 'leagues' },
  purchase: growl('purchases'),
  // Issue 15: a friend gave the player Nitro Gold.
  'gold-gift': growl('purchases'),
};

export function noticeType(type: string): NoticeType | null {
  return Object.prototype.hasOwnProperty.call(NOTICE_TYPES, type) ? NOTICE_TYPES[type]! : null;
}
