// The pure friend rules (SPEC §4 Friends, §9): request refusals in order, the limit, the request
// count never below 0, friendsHash order-independence, friend types merged, presence decisions.
import { describe, expect, it } from 'vitest';

import {
  acceptAllRoom,
  acceptRefusal,
  FRIEND_LIMIT,
  friendsHash,
  lowerRequests,
  mergeFriendTypes,
  requestRefusal,
  requestsAfterSetting,
  SENT_REQUESTS_MAX,
  type RequestFacts,
} from '../../../../src/domain/friends/friendRules';
import {
  activityOf,
  announceFriendOnline,
  FRIEND_ONLINE_SUPPRESS_SECONDS,
  mayHostFriendRace,
  mayJoinFriendRace,
} from '../../../../src/domain/friends/presence';

const facts = (over: Partial<RequestFacts> = {}): RequestFacts => ({
  fromUserID: 1,
  to: { userID: 2, allowFriendRequests: true, friendCount: 0, friendLimit: FRIEND_LIMIT },
  fromFriendCount: 0,
  fromFriendLimit: FRIEND_LIMIT,
  areFriends: false,
  alreadyRequested: false,
  ...over,
});
const to = (over: Partial<NonNullable<RequestFacts['to']>>) => ({
  userID: 2,
  allowFriendRequests: true,
  friendCount: 0,
  friendLimit: FRIEND_LIMIT,
  ...over,
});

describe('friend requests', () => {
  it('allows a plain request and refuses each bad case with its reason', () => {
    expect(requestRefusal(facts())).toBeNull();
    expect(requestRefusal(facts({ to: null }))).toBe('unknown-player');
    expect(requestRefusal(facts({ to: to({ userID: 1 }) }))).toBe('self');
    expect(requestRefusal(facts({ areFriends: true }))).toBe('already-friends');
    expect(requestRefusal(facts({ alreadyRequested: true }))).toBe('already-requested');
    expect(requestRefusal(facts({ to: to({ allowFriendRequests: false }) }))).toBe('requests-off');
    expect(requestRefusal(facts({ fromFriendCount: 200 }))).toBe('your-limit');
    expect(requestRefusal(facts({ to: to({ friendCount: 200 }) }))).toBe('their-limit');
    expect(requestRefusal(facts({ fromFriendCount: 199 }))).toBeNull();
    expect(requestRefusal(facts({ sentPending: SENT_REQUESTS_MAX }))).toBe('too-many-sent');
    expect(requestRefusal(facts({ sentPending: SENT_REQUESTS_MAX - 1 }))).toBeNull();
  });

  it('never lets a stored limit above 200 raise the cap', () => {
    expect(requestRefusal(facts({ fromFriendCount: 200, fromFriendLimit: 10_000 }))).toBe(
      'your-limit',
    );
    expect(acceptAllRoom(150, 10_000)).toBe(50);
    expect(acceptAllRoom(250, 200)).toBe(0);
  });

  it('accepting checks both sides', () => {
    const base = {
      myFriendCount: 0,
      myFriendLimit: 200,
      theirFriendCount: 0,
      theirFriendLimit: 200,
    };
    expect(acceptRefusal(base)).toBeNull();
    expect(acceptRefusal({ ...base, myFriendCount: 200 })).toBe('your-limit');
    expect(acceptRefusal({ ...base, theirFriendCount: 3, theirFriendLimit: 3 })).toBe(
      'their-limit',
    );
  });

  it('the request count never goes below 0; turning requests off zeroes it', () => {
    expect(lowerRequests(3, 1)).toBe(2);
    expect(lowerRequests(0, 1)).toBe(0);
    expect(lowerRequests(2, 5)).toBe(0);
    expect(lowerRequests(2, -4)).toBe(2);
    expect(requestsAfterSetting(7, false)).toBe(0);
    expect(requestsAfterSetting(7, true)).toBe(7);
    expect(requestsAfterSetting(-1, true)).toBe(0);
  });
});

describe('friendsHash and friend types', () => {
  it('is the same in any order and changes with any change', () => {
    const a = { userID: 5, friendType: 'friend' as const };
    const b = { userID: 9, friendType: 'teammate' as const };
    expect(friendsHash([a, b])).toBe(friendsHash([b, a]));
    expect(friendsHash([a, b])).not.toBe(friendsHash([a]));
    expect(friendsHash([a, b])).not.toBe(friendsHash([a, { ...b, friendType: 'friend' }]));
    expect(friendsHash([])).toMatch(/^[0-9a-f]{8}$/);
    // 59 and 5,9 are not the same list.
    expect(friendsHash([{ userID: 59, friendType: 'friend' }])).not.toBe(
      friendsHash([
        { userID: 5, friendType: 'friend' },
        { userID: 9, friendType: 'friend' },
      ]),
    );
  });

  it('lists each player once with the closest tie, never the player themself', () => {
    expect(
      mergeFriendTypes({ friends: [2, 3], teammates: [3, 4, 1], classmates: [4, 5], self: 1 }),
    ).toEqual([
      { userID: 2, friendType: 'friend' },
      { userID: 3, friendType: 'friend' },
      { userID: 4, friendType: 'teammate' },
      { userID: 5, friendType: 'classmate' },
    ]);
  });
});

describe('presence rules', () => {
  it('reads what a friend is doing from the path', () => {
    expect(activityOf('/race')).toBe('racing');
    expect(activityOf('/play/sam')).toBe('racing');
    expect(activityOf('/garage')).toBe('garage');
    expect(activityOf('/garage/customizer/stickers')).toBe('garage');
    expect(activityOf('/racer/sam')).toBe('elsewhere');
    expect(activityOf('/garages')).toBe('elsewhere');
  });

  it('announces a friend coming online unless told within 900 s, hidden, or not a friend', () => {
    const now = 10_000;
    const base = { isFriend: true, hidden: false, lastOnline: null, now };
    expect(announceFriendOnline(base)).toBe(true);
    expect(announceFriendOnline({ ...base, isFriend: false })).toBe(false);
    expect(announceFriendOnline({ ...base, hidden: true })).toBe(false);
    expect(announceFriendOnline({ ...base, lastOnline: now - 899 })).toBe(false);
    expect(
      announceFriendOnline({ ...base, lastOnline: now - FRIEND_ONLINE_SUPPRESS_SECONDS }),
    ).toBe(true);
  });

  it('friend races need a friend or a class; invite-only keeps strangers out', () => {
    expect(mayHostFriendRace({ friendCount: 0, inClass: false })).toBe(false);
    expect(mayHostFriendRace({ friendCount: 0, inClass: true })).toBe(true);
    expect(mayHostFriendRace({ friendCount: 1, inClass: false })).toBe(true);
    const join = {
      isHost: false,
      hostMayHost: true,
      visibility: 'public' as const,
      isFriendOfHost: false,
    };
    expect(mayJoinFriendRace(join)).toBe('ok');
    expect(mayJoinFriendRace({ ...join, visibility: 'invite-only' })).toBe('invite-only');
    expect(mayJoinFriendRace({ ...join, visibility: 'invite-only', isFriendOfHost: true })).toBe(
      'ok',
    );
    expect(mayJoinFriendRace({ ...join, isHost: true, hostMayHost: false })).toBe('needs-friend');
  });
});
