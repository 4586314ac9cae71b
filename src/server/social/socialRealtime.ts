// The social frames of a realtime socket (SPEC §7 Realtime): `checkin` on player-checkin (presence,
// and friend-online notices to online friends), `race-invites` and `open-games` on
// player-notifications, and who may join a friend room (SPEC §6: friend races need a friend or a
// class; invite-only rooms keep strangers out). connection.ts hands these frames here.
import type { Logger } from 'pino';

import type { Clock } from '../../domain/clock';
import { friendsHash } from '../../domain/friends/friendRules';
import { activityOf, mayHostFriendRace, mayJoinFriendRace } from '../../domain/friends/presence';
import type { ClientFrame } from '../../domain/realtime/protocol';
import type { SiteId } from '../../domain/site';
import type { Db } from '../db/client';
import { AppError } from '../http/errors';
import { friendPool } from '../realtime/matchmaking';
import type { PlayerNotification } from '../realtime/notifications';
import type { SocketSession } from '../realtime/players';
import type { RoomRegistry } from '../realtime/roomRegistry';
import { findUserById, findUserByUsername, type UserRow } from '../users/userRepo';
import type { FriendService } from './friendService';
import {
  areFriends,
  checkinFacts,
  friendCount,
  friendEntries,
  playerCards,
  requestsBetween,
} from './friendStore';
import type { PresenceStore } from './presenceStore';

export type CheckinData = Extract<ClientFrame, { type: 'checkin' }>['data'];

/** The socket a social frame came from. */
export interface SocialSocket {
  session: SocketSession;
  /** The socket's own id (its presence entry is removed only by it). */
  connID: string;
  site: SiteId;
  send(text: string): void;
}

/** The same friend is invited by the same host at most once in this many ms. */
export const INVITE_REPEAT_MS = 15_000;
export const MAX_INVITES_PER_FRAME = 20;
/** A joiner re-entering the host's friend room growls at the host at most once in this while. */
export const WAITING_REPEAT_MS = 15_000;
/** Pairs remembered for the throttles above (the oldest is forgotten first). */
const PAIRS_TRACKED = 100_000;

/** Whether `key` may fire now (at most once per `everyMs`); records it when it may. */
function firstIn(seen: Map<string, number>, key: string, now: number, everyMs: number): boolean {
  const last = seen.get(key);
  if (last !== undefined && now - last < everyMs) return false;
  seen.delete(key);
  seen.set(key, now);
  if (seen.size > PAIRS_TRACKED) seen.delete(seen.keys().next().value!);
  return true;
}

export const SOCIAL_MESSAGES = {
  noHost: 'There is no racer with that name to race with.',
  needsFriend: 'Friend races need at least one friend or a class. Add a friend first.',
  inviteOnly: 'This race is invite-only: only the host’s friends can join.',
};

export interface SocialRealtimeDeps {
  db: Db;
  /** The friend transitions, shared with the REST calls. */
  friends: FriendService;
  clock: Clock;
  presence: PresenceStore;
  registry: RoomRegistry;
  notify(userID: number, notification: PlayerNotification): void;
  notifyMany(userIDs: readonly number[], notification: PlayerNotification): void;
  log: Logger;
}

const reply = (type: string, data: Record<string, unknown>) =>
  JSON.stringify({ channel: 'player-notifications', type, data });

const who = (row: Pick<UserRow, 'userID' | 'username' | 'displayName'>) => ({
  userID: row.userID,
  username: row.username,
  displayName: row.displayName || row.username,
});

export function createSocialRealtime(deps: SocialRealtimeDeps) {
  const { db, clock, presence } = deps;
  /** `${host}:${friend}` → when last invited, so a host cannot flood a friend with invites. */
  const lastInvite = new Map<string, number>();
  /** `${host}:${joiner}` → when the host was last told the joiner waits (no growl floods). */
  const lastWaiting = new Map<string, number>();

  /**
   * Of `ids`, those online now and not hiding: neither their check-in nor their account setting
   * (which may have been turned on since they checked in).
   */
  async function onlineOf(ids: readonly number[]) {
    const found = [...(await presence.lookup(ids))].filter(([, entry]) => !entry.hidden);
    if (found.length === 0) return [];
    const cards = await playerCards(
      db,
      found.map(([id]) => id),
    );
    // With each player's card (name, offline setting): callers need no read of their own.
    return found.flatMap(([id, entry]) => {
      const card = cards.get(id);
      return card?.offline === false ? [[id, entry, card] as const] : [];
    });
  }

  return {
    async checkin(socket: SocialSocket, data: CheckinData): Promise<void> {
      if (socket.session.kind !== 'user') return socket.send(reply('checkin', { ok: true }));
      const userID = socket.session.userID;
      const user = await checkinFacts(db, userID);
      if (!user) return socket.send(reply('checkin', { ok: false }));
      const now = clock.nowSeconds();
      // The client can ask to hide; only the account setting can un-hide.
      const hidden = user.offline || data.offline === true;
      const [, entries] = await Promise.all([
        presence.checkin(userID, { seenAt: now, path: data.path, hidden, conn: socket.connID }),
        friendEntries(db, user),
      ]);
      const hash = friendsHash(entries);
      const friends = entries.filter((e) => e.friendType === 'friend').map((e) => e.userID);
      const online = await onlineOf(entries.map((e) => e.userID));
      socket.send(
        reply('checkin', {
          ok: true,
          friendsHash: hash,
          ...(data.friendsHash !== undefined ? { friendsChanged: data.friendsHash !== hash } : {}),
          onlineFriends: online.length,
        }),
      );
      // Friends only (not teammates or classmates), never from a hidden player, and each friend
      // at most once in 900 s (presence.tell applies announceFriendOnline per pair).
      if (hidden) return;
      const friendSet = new Set(friends);
      const recipients = online.map(([id]) => id).filter((id) => friendSet.has(id));
      const notice = { type: 'friend-online', data: { ...who(user), friendType: 'friend' } };
      deps.notifyMany(await presence.tell(recipients, userID, now), notice);
    },

    /** `race-invites`: the host's friends among `userIDs` get a race-invite notice. */
    async raceInvites(socket: SocialSocket, userIDs: readonly number[]): Promise<void> {
      if (socket.session.kind !== 'user') return socket.send(reply('race-invites', { invited: 0 }));
      const userID = socket.session.userID;
      const user = await findUserById(db, userID);
      if (!user) return socket.send(reply('race-invites', { invited: 0 }));
      const entries = await friendEntries(db, user);
      const allowed = new Set(entries.map((e) => e.userID));
      const now = clock.now();
      let invited = 0;
      for (const friendID of new Set(userIDs.slice(0, MAX_INVITES_PER_FRAME))) {
        if (!allowed.has(friendID)) continue;
        const key = `${userID}:${friendID}`;
        const last = lastInvite.get(key);
        if (last !== undefined && now - last < INVITE_REPEAT_MS) continue;
        lastInvite.set(key, now);
        if (lastInvite.size > 100_000) lastInvite.delete(lastInvite.keys().next().value!);
        deps.notify(friendID, {
          type: 'race-invite',
          data: { ...who(user), app: socket.site },
        });
        invited += 1;
      }
      socket.send(reply('race-invites', { invited }));
    },

    /** `request-friend` and `accept-friends`: the REST transitions, answered on the socket. */
    async friendCall(
      socket: SocialSocket,
      frame: Extract<ClientFrame, { type: 'request-friend' | 'accept-friends' }>,
    ): Promise<void> {
      if (socket.session.kind !== 'user')
        return socket.send(reply(frame.type, { ok: false, message: 'Please log in.' }));
      const userID = socket.session.userID;
      try {
        if (frame.type === 'request-friend') {
          const answer = await deps.friends.request(userID, frame.data.userID);
          return socket.send(reply(frame.type, { ok: true, ...answer }));
        }
        let last: Awaited<ReturnType<FriendService['accept']>> | null = null;
        let accepted = 0;
        const refused: number[] = [];
        // One read of the pending requests first: ids that asked nothing are refused without a
        // transaction each (a frame may name up to 200).
        const askers = [...new Set(frame.data.userIDs)];
        const pending = (await requestsBetween(db, userID, askers)).received;
        for (const askerID of askers) {
          if (!pending.has(askerID)) {
            refused.push(askerID);
            continue;
          }
          try {
            last = await deps.friends.accept(userID, askerID);
            accepted += 1;
          } catch (err) {
            if (!(err instanceof AppError)) throw err;
            refused.push(askerID);
          }
        }
        socket.send(reply(frame.type, { ok: true, accepted, refused, ...(last ?? {}) }));
      } catch (err) {
        if (!(err instanceof AppError)) throw err;
        socket.send(reply(frame.type, { ok: false, message: err.message, code: err.code }));
      }
    },

    /** `open-games`: how many friends are online, and how many of their friend rooms wait. */
    async openGames(socket: SocialSocket): Promise<void> {
      if (socket.session.kind !== 'user')
        return socket.send(reply('open-games', { friends: 0, games: 0 }));
      const user = await findUserById(db, socket.session.userID);
      if (!user) return socket.send(reply('open-games', { friends: 0, games: 0 }));
      const entries = await friendEntries(db, user);
      // One read of the online friends' cards (onlineOf's), not one more per friend: a socket
      // may ask 30 times a second, and a player has up to 200 friends.
      const online = await onlineOf(entries.map((e) => e.userID));
      const now = clock.now();
      let games = 0;
      for (const [, , card] of online) {
        const rooms = await deps.registry.list(friendPool(socket.site, card.username), now);
        if (rooms.some((room) => room.seats > 0)) games += 1;
      }
      socket.send(reply('open-games', { friends: online.length, games }));
    },

    /**
     * Whether the socket's player may join the friend room of `host` (SPEC §6, §3
     * gameVisibility); a friend joining tells the host they are waiting (`waiting-to-play`).
     */
    async friendRaceAccess(
      session: SocketSession,
      hostName: string,
    ): Promise<{ ok: true; hostUserID: number } | { refused: string }> {
      const host = await findUserByUsername(db, hostName);
      if (!host) return { refused: SOCIAL_MESSAGES.noHost };
      const visibility = host.gameVisibility === 'invite-only' ? 'invite-only' : 'public';
      const isHost = session.kind === 'user' && session.userID === host.userID;
      let isFriendOfHost = false;
      let joiner: UserRow | undefined;
      if (session.kind === 'user' && !isHost) {
        joiner = await findUserById(db, session.userID);
        isFriendOfHost =
          (await areFriends(db, session.userID, host.userID)) ||
          (joiner?.teamID != null && joiner.teamID === host.teamID) ||
          (joiner?.sectionID != null && joiner.sectionID === host.sectionID);
      }
      const verdict = mayJoinFriendRace({
        isHost,
        hostMayHost: isHost
          ? mayHostFriendRace({
              friendCount: await friendCount(db, host.userID),
              inClass: host.sectionID !== null,
            })
          : true,
        visibility,
        isFriendOfHost,
      });
      if (verdict === 'needs-friend') return { refused: SOCIAL_MESSAGES.needsFriend };
      if (verdict === 'invite-only') return { refused: SOCIAL_MESSAGES.inviteOnly };
      if (joiner && isFriendOfHost) {
        // The host hears a friend is waiting, unless they are already on their room's page.
        const [hostHere] = [...(await presence.lookup([host.userID])).values()];
        const inRoom =
          hostHere &&
          activityOf(hostHere.path) === 'racing' &&
          hostHere.path.toLowerCase().endsWith(`/${host.username.toLowerCase()}`);
        if (
          !inRoom &&
          firstIn(lastWaiting, `${host.userID}:${joiner.userID}`, clock.now(), WAITING_REPEAT_MS)
        )
          deps.notify(host.userID, {
            type: 'waiting-to-play',
            data: { ...who(joiner), totalWaiting: 1 },
          });
      }
      return { ok: true, hostUserID: host.userID };
    },

    /** The socket closed: its presence entry goes (unless another socket checked in since). */
    closed(session: SocketSession, connID: string): void {
      if (session.kind !== 'user') return;
      presence
        .leave(session.userID, connID)
        .catch((err: unknown) => deps.log.warn({ err }, 'presence leave failed'));
    },
  };
}

export type SocialRealtime = ReturnType<typeof createSocialRealtime>;
