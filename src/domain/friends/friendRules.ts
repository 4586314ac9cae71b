// Friends and friend requests (SPEC §3 User.friends, §4 Friends, §9 friend limit 200), as pure
// rules: whether a request may be sent or accepted, what the request count becomes, and the
// friendsHash the client compares to know its list is current. The server runs them on rows it
// has locked; nothing here reads storage or the clock.
import { FRIEND_LIMIT } from '../user';

export { FRIEND_LIMIT };

export type FriendType = 'friend' | 'teammate' | 'classmate';

/** Why a friend request is refused (null: it may be sent). */
export type RequestRefusal =
  | 'self'
  | 'unknown-player'
  | 'already-friends'
  | 'already-requested'
  | 'requests-off'
  | 'your-limit'
  | 'their-limit'
  | 'too-many-sent';

/**
 * The most friend requests a player may have waiting for an answer at once: asking every racer
 * on the site (one notice each) is not a way to make friends.
 */
export const SENT_REQUESTS_MAX = 50;

export interface RequestFacts {
  fromUserID: number;
  /** The player asked; null when no such account exists. */
  to: {
    userID: number;
    allowFriendRequests: boolean;
    friendCount: number;
    friendLimit: number;
  } | null;
  fromFriendCount: number;
  fromFriendLimit: number;
  areFriends: boolean;
  /** A request from `from` to `to` is already pending. */
  alreadyRequested: boolean;
  /** How many requests `from` has sent that wait for an answer. */
  sentPending?: number;
}

export function requestRefusal(facts: RequestFacts): RequestRefusal | null {
  const { to } = facts;
  if (!to) return 'unknown-player';
  if (to.userID === facts.fromUserID) return 'self';
  if (facts.areFriends) return 'already-friends';
  if (facts.alreadyRequested) return 'already-requested';
  if (!to.allowFriendRequests) return 'requests-off';
  if (facts.fromFriendCount >= limitOf(facts.fromFriendLimit)) return 'your-limit';
  if (to.friendCount >= limitOf(to.friendLimit)) return 'their-limit';
  if ((facts.sentPending ?? 0) >= SENT_REQUESTS_MAX) return 'too-many-sent';
  return null;
}

/** Accepting: both sides must still have room (the limit may have been reached meanwhile). */
export function acceptRefusal(facts: {
  myFriendCount: number;
  myFriendLimit: number;
  theirFriendCount: number;
  theirFriendLimit: number;
}): 'your-limit' | 'their-limit' | null {
  if (facts.myFriendCount >= limitOf(facts.myFriendLimit)) return 'your-limit';
  if (facts.theirFriendCount >= limitOf(facts.theirFriendLimit)) return 'their-limit';
  return null;
}

/**
 * How many of `pending` requests accept-all may take for a player with `friendCount` friends,
 * oldest first: as many as fit under the limit (the rest stay pending).
 */
export function acceptAllRoom(friendCount: number, friendLimit: number): number {
  return Math.max(0, limitOf(friendLimit) - friendCount);
}

/** A stored limit is never above the spec's 200 nor below 0. */
const limitOf = (stored: number) =>
  Number.isInteger(stored) ? Math.max(0, Math.min(stored, FRIEND_LIMIT)) : FRIEND_LIMIT;

/** The request count after `by` requests were accepted, denied or ignored: never below 0. */
export function lowerRequests(requests: number, by: number): number {
  return Math.max(0, requests - Math.max(0, by));
}

/** Turning friend requests off zeroes the count (SPEC §4); turning them on keeps it. */
export function requestsAfterSetting(requests: number, allowFriendRequests: boolean): number {
  return allowFriendRequests ? Math.max(0, requests) : 0;
}

export const REFUSAL_MESSAGES: Record<RequestRefusal, string> = {
  self: 'You cannot send a friend request to yourself.',
  'unknown-player': 'There is no racer with that id.',
  'already-friends': 'You are already friends.',
  'already-requested': 'You already sent this racer a friend request.',
  'requests-off': 'This racer is not accepting friend requests.',
  'your-limit': `You already have ${FRIEND_LIMIT} friends, the most you can have.`,
  'their-limit': `This racer already has ${FRIEND_LIMIT} friends, the most they can have.`,
  'too-many-sent': `You have ${SENT_REQUESTS_MAX} friend requests waiting for an answer. Wait for some before sending more.`,
};

/**
 * The friendsHash of a list (SPEC §3): the same friends in any order give the same hash, and
 * any change (a friend added or removed, a type changed) gives another. FNV-1a over the sorted
 * entries, as 8 hex digits: cheap to compare, not a secret.
 */
export function friendsHash(
  entries: readonly { userID: number; friendType: FriendType }[],
): string {
  const keys = entries.map((e) => `${e.userID}:${e.friendType}`).sort();
  let hash = 0x811c9dc5;
  for (const key of keys) {
    for (let i = 0; i < key.length; i += 1) {
      hash ^= key.charCodeAt(i);
      hash = Math.imul(hash, 0x01000193) >>> 0;
    }
    hash ^= 0x2c; // ',' between entries
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

/**
 * Friends first, then teammates and classmates who are not also friends (SPEC §3 friendType):
 * each player once, with the closest tie.
 */
export function mergeFriendTypes(lists: {
  friends: readonly number[];
  teammates: readonly number[];
  classmates: readonly number[];
  self: number;
}): { userID: number; friendType: FriendType }[] {
  const seen = new Set<number>([lists.self]);
  const out: { userID: number; friendType: FriendType }[] = [];
  const add = (ids: readonly number[], friendType: FriendType) => {
    for (const userID of ids) {
      if (seen.has(userID)) continue;
      seen.add(userID);
      out.push({ userID, friendType });
    }
  };
  add(lists.friends, 'friend');
  add(lists.teammates, 'teammate');
  add(lists.classmates, 'classmate');
  return out;
}
