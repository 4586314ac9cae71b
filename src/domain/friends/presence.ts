// Presence rules (SPEC §4 Notifications, §9 friend-online suppression 900 s): what a friend is
// doing, from the path they checked in from, and whether their coming online is announced.
export const FRIEND_ONLINE_SUPPRESS_SECONDS = 900;

export type Activity = 'racing' | 'garage' | 'elsewhere';

/** Race pages (/race, /play, a friend race) are racing; the garage and its customizer, garage. */
export function activityOf(path: string): Activity {
  if (/^\/(race|play)(\/|$|\?)/.test(path)) return 'racing';
  if (/^\/garage(\/|$|\?)/.test(path)) return 'garage';
  return 'elsewhere';
}

/**
 * Whether `friendID` coming online is announced to a player: only when the two are friends, the
 * friend does not hide (the `offline` setting), and the friend was not already seen online in
 * the last 900 s (`lastOnline` in seconds, null if never).
 */
export function announceFriendOnline(input: {
  isFriend: boolean;
  hidden: boolean;
  lastOnline: number | null;
  now: number;
}): boolean {
  if (!input.isFriend || input.hidden) return false;
  return (
    input.lastOnline === null || input.now - input.lastOnline >= FRIEND_ONLINE_SUPPRESS_SECONDS
  );
}

/** Friend races need at least one friend or a class (SPEC §6, §9). */
export function mayHostFriendRace(input: { friendCount: number; inClass: boolean }): boolean {
  return input.friendCount > 0 || input.inClass;
}

/**
 * Who may join the friend room of a host (SPEC §2 /race/{username}, §3 gameVisibility): the host
 * (if they may host at all); with invite-only visibility only the host's friends (and classmates
 * or teammates) ; with public visibility anyone who has the link.
 */
export function mayJoinFriendRace(input: {
  isHost: boolean;
  hostMayHost: boolean;
  visibility: 'public' | 'invite-only';
  isFriendOfHost: boolean;
}): 'ok' | 'needs-friend' | 'invite-only' {
  if (input.isHost) return input.hostMayHost ? 'ok' : 'needs-friend';
  if (input.visibility === 'invite-only' && !input.isFriendOfHost) return 'invite-only';
  return 'ok';
}
