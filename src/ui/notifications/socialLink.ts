// The social side of the player's realtime connection, for pages: send a social frame
// (race-invites, open-games) on the open connection, hear the server's answers, and keep the
// session's friends list current (SPEC §3: friends persist with their friendsHash). A race invite
// is shown only when it comes from a friend (SPEC §5).
import mitt from 'mitt';

import { friendEndpoints } from '../../domain/contracts/friendEndpoints';
import type { ClientFrame } from '../../domain/realtime/protocol';
import { api } from '../api';
import { getAppSession, getSession } from '../stores/sessionStore';

export interface SocialReply {
  type: string;
  data: Record<string, unknown>;
}

export const socialBus = mitt<{ reply: SocialReply; friends: void }>();

type SocialFrame = Extract<ClientFrame, { channel: 'player-notifications' }>;

let sender: ((frame: SocialFrame) => boolean) | null = null;

export function setSocialSender(send: ((frame: SocialFrame) => boolean) | null): void {
  sender = send;
}

/** Sends on the player's connection; false when it is not open. */
export function sendSocial(frame: SocialFrame): boolean {
  return sender?.(frame) ?? false;
}

/** The user ids of the session's friends list (every friendType). */
export function knownFriendIDs(): Set<number> {
  const { friends } = getSession();
  const column = friends.fields.indexOf('userID');
  return new Set(
    friends.values
      .map((row) => row[column === -1 ? 0 : column])
      .filter((id): id is number => typeof id === 'number'),
  );
}

let recheck: (() => void) | null = null;

/** The player connection's check-in, sent again when the friends list changed. */
export function setRecheck(run: (() => void) | null): void {
  recheck = run;
}

let refreshing: Promise<void> | null = null;

/** Fetches GET /friends into the session (one at a time). */
export function refreshFriends(): Promise<void> {
  if (!getSession().user.loggedIn) return Promise.resolve();
  refreshing ??= api
    .call(friendEndpoints.friends, { query: {} })
    .then(
      (table) => {
        const before = getSession().friends.friendsHash;
        getAppSession().store.setState({ friends: table });
        socialBus.emit('friends');
        // A new friend who is online now hears this player is online (the server tells each
        // friend once in 900 s).
        if (table.friendsHash !== before) recheck?.();
      },
      () => undefined,
    )
    .finally(() => {
      refreshing = null;
    });
  return refreshing;
}

/** Frames of player-notifications that answer the client (not notices for the queue). */
export const SOCIAL_REPLIES = new Set([
  'checkin',
  'race-invites',
  'open-games',
  'request-friend',
  'accept-friends',
]);

/**
 * A pushed frame: answers go to the social bus; a check-in answer saying the list changed, or a
 * friend notice, refreshes the list. Returns false for a notice that must not be shown.
 */
export function onSocialFrame(frame: SocialReply): boolean {
  if (SOCIAL_REPLIES.has(frame.type)) {
    socialBus.emit('reply', frame);
    const hash = frame.data.friendsHash;
    if (
      frame.type === 'checkin' &&
      typeof hash === 'string' &&
      hash !== getSession().friends.friendsHash
    )
      void refreshFriends();
    return false;
  }
  if (frame.type === 'friend-accept' || frame.type === 'friend-requests') void refreshFriends();
  if (frame.type === 'race-invite') {
    const from = frame.data.userID;
    return typeof from === 'number' && knownFriendIDs().has(from);
  }
  return true;
}
