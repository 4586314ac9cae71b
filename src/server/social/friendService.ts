// The friend calls (SPEC §7 Friends, §4 Friends): routes → here → friendStore. Every transition
// runs in one transaction on the rows of both players, locked in ascending id order (so two
// transactions never deadlock), with the pure rules of src/domain/friends deciding; its notices
// (friend-requests, friend-accept) are recorded in that transaction and pushed after the commit.
import type { Clock } from '../../domain/clock';
import { FRIEND_FIELDS, type friendRow } from '../../domain/contracts/friendResponses';
import {
  acceptAllRoom,
  acceptRefusal,
  friendsHash,
  lowerRequests,
  REFUSAL_MESSAGES,
  requestRefusal,
  requestsAfterSetting,
} from '../../domain/friends/friendRules';
import { activityOf } from '../../domain/friends/presence';
import type { Notification } from '../../domain/notifications/notification';
import type { SiteId } from '../../domain/site';
import type { z } from '../../domain/zodMini';
import type { Db, Tx } from '../db/client';
import { conflict, forbidden, notFound } from '../http/errors';
import { deliverNotifications, type NotificationPush } from '../notifications/deliver';
import { recordNotification } from '../notifications/notificationStore';
import { friendPool } from '../realtime/matchmaking';
import type { RoomRegistry } from '../realtime/roomRegistry';
import { findUserById, updateUser, type UserRow } from '../users/userRepo';
import {
  addFriendship,
  areFriends,
  deleteRequests,
  friendCount,
  friendEntries,
  friendIDs,
  hasRequest,
  sentRequestCount,
  insertRequest,
  lockUsersInOrder,
  pendingRequests,
  playerCards,
  removeFriendship,
  requestsBetween,
  searchByPrefix,
} from './friendStore';
import type { PresenceStore } from './presenceStore';

type FriendRow = z.output<typeof friendRow>;

export interface FriendServiceDeps {
  db: Db;
  clock: Clock;
  push: NotificationPush;
  presence: PresenceStore;
  registry: RoomRegistry;
}

type Pushes = { userID: number; notices: Notification[] }[];

const who = (row: UserRow) => ({
  userID: row.userID,
  username: row.username,
  displayName: row.displayName || row.username,
});

export function createFriendService(deps: FriendServiceDeps) {
  const { db, clock, push } = deps;

  /** Runs `work` in a transaction, then pushes the notices it recorded. */
  async function transition<T>(work: (tx: Tx, pushes: Pushes) => Promise<T>): Promise<T> {
    const pushes: Pushes = [];
    const result = await db.transaction((tx) => work(tx, pushes));
    for (const { userID, notices } of pushes) deliverNotifications(push, userID, notices);
    return result;
  }

  async function listState(conn: Db | Tx, userID: number) {
    const user = await findUserById(conn, userID);
    const entries = user ? await friendEntries(conn, user) : [];
    return {
      friendIDs: entries.filter((e) => e.friendType === 'friend').map((e) => e.userID),
      friendsHash: friendsHash(entries),
      requests: user?.requests ?? 0,
    };
  }

  /** Two players become friends (rows locked); the asker hears of it. */
  async function befriend(tx: Tx, pushes: Pushes, me: UserRow, asker: UserRow, now: number) {
    await addFriendship(tx, me.userID, asker.userID, now);
    const notice = await recordNotification(
      tx,
      asker.userID,
      { type: 'friend-accept', data: { ...who(me), friendType: 'friend' } },
      now,
    );
    pushes.push({ userID: asker.userID, notices: [notice] });
  }

  return {
    /** GET /friends: friends, teammates, classmates; online first, then by name. */
    async list(userID: number, options: { onlineOnly: boolean; games: boolean; site: SiteId }) {
      const user = await findUserById(db, userID);
      if (!user) throw notFound('Your account could not be found.');
      const entries = await friendEntries(db, user);
      const ids = entries.map((e) => e.userID);
      const [cards, online] = await Promise.all([playerCards(db, ids), deps.presence.lookup(ids)]);
      const now = clock.now();
      const rows: FriendRow[] = [];
      for (const entry of entries) {
        const card = cards.get(entry.userID);
        if (!card) continue;
        const seen = online.get(entry.userID);
        const visible = seen && !seen.hidden && !card.offline ? seen : null;
        if (options.onlineOnly && !visible) continue;
        const openGame =
          options.games && visible
            ? (await deps.registry.list(friendPool(options.site, card.username), now)).some(
                (room) => room.seats > 0,
              )
            : false;
        rows.push([
          card.userID,
          card.username,
          card.displayName || card.username,
          entry.friendType,
          visible ? visible.seenAt : 0,
          visible ? activityOf(visible.path) : null,
          card.carID,
          card.carHueAngle,
          card.level,
          openGame,
        ]);
      }
      rows.sort(
        (a, b) => Number(b[4] > 0) - Number(a[4] > 0) || a[2].localeCompare(b[2]) || a[0] - b[0],
      );
      return {
        fields: [...FRIEND_FIELDS],
        values: rows,
        friendsHash: friendsHash(entries),
      };
    },

    async requests(userID: number) {
      const list = await pendingRequests(db, userID, 200);
      const user = await findUserById(db, userID);
      return { requests: list, count: user?.requests ?? 0 };
    },

    /** POST /friend-requests/{id}/request. Asking someone who already asked you accepts them. */
    async request(userID: number, targetID: number) {
      const now = clock.nowSeconds();
      const status = await transition(async (tx, pushes) => {
        const rows = await lockUsersInOrder(tx, [userID, targetID]);
        const me = rows.get(userID);
        const target = rows.get(targetID) ?? null;
        if (!me) throw notFound('Your account could not be found.');
        if (target && targetID !== userID && (await hasRequest(tx, targetID, userID))) {
          // They asked first: this is an accept.
          const refusal = acceptRefusal({
            myFriendCount: await friendCount(tx, userID),
            myFriendLimit: me.friendLimit,
            theirFriendCount: await friendCount(tx, targetID),
            theirFriendLimit: target.friendLimit,
          });
          if (refusal) throw conflict(REFUSAL_MESSAGES[refusal], 'FRIEND_LIMIT');
          const removed = await deleteRequests(tx, userID, [targetID]);
          await updateUser(tx, userID, { requests: lowerRequests(me.requests, removed.length) });
          await befriend(tx, pushes, me, target, now);
          return 'accepted' as const;
        }
        const refusal = requestRefusal({
          fromUserID: userID,
          to: target && {
            userID: target.userID,
            allowFriendRequests: target.allowFriendRequests,
            friendCount: await friendCount(tx, target.userID),
            friendLimit: target.friendLimit,
          },
          fromFriendCount: await friendCount(tx, userID),
          fromFriendLimit: me.friendLimit,
          areFriends: target ? await areFriends(tx, userID, target.userID) : false,
          alreadyRequested: target ? await hasRequest(tx, userID, target.userID) : false,
          sentPending: await sentRequestCount(tx, userID),
        });
        if (refusal === 'unknown-player') throw notFound(REFUSAL_MESSAGES[refusal]);
        if (refusal === 'requests-off') throw forbidden(REFUSAL_MESSAGES[refusal], 'REQUESTS_OFF');
        if (refusal)
          throw conflict(REFUSAL_MESSAGES[refusal], refusal.toUpperCase().replace(/-/g, '_'));
        if (!target) throw notFound();
        await insertRequest(tx, userID, target.userID, now);
        await updateUser(tx, target.userID, { requests: target.requests + 1 });
        const notice = await recordNotification(
          tx,
          target.userID,
          { type: 'friend-requests', data: { ...who(me), requests: target.requests + 1 } },
          now,
        );
        pushes.push({ userID: target.userID, notices: [notice] });
        return 'requested' as const;
      });
      return { status, ...(await listState(db, userID)) };
    },

    /** POST /friend-requests/{id}/accept. */
    async accept(userID: number, askerID: number) {
      const now = clock.nowSeconds();
      await transition(async (tx, pushes) => {
        const rows = await lockUsersInOrder(tx, [userID, askerID]);
        const me = rows.get(userID);
        const asker = rows.get(askerID);
        if (!me) throw notFound('Your account could not be found.');
        if (!asker || askerID === userID || !(await hasRequest(tx, askerID, userID)))
          throw notFound('There is no friend request from that racer.');
        const refusal = acceptRefusal({
          myFriendCount: await friendCount(tx, userID),
          myFriendLimit: me.friendLimit,
          theirFriendCount: await friendCount(tx, askerID),
          theirFriendLimit: asker.friendLimit,
        });
        if (refusal) throw conflict(REFUSAL_MESSAGES[refusal], 'FRIEND_LIMIT');
        const removed = await deleteRequests(tx, userID, [askerID]);
        await updateUser(tx, userID, { requests: lowerRequests(me.requests, removed.length) });
        await befriend(tx, pushes, me, asker, now);
      });
      return { ...(await listState(db, userID)), accepted: 1 };
    },

    /** POST /friend-requests/{id}/deny. */
    async deny(userID: number, askerID: number) {
      return transition(async (tx) => {
        const rows = await lockUsersInOrder(tx, [userID]);
        const me = rows.get(userID);
        if (!me) throw notFound('Your account could not be found.');
        const removed = await deleteRequests(tx, userID, [askerID]);
        if (removed.length === 0) throw notFound('There is no friend request from that racer.');
        const requests = lowerRequests(me.requests, removed.length);
        await updateUser(tx, userID, { requests });
        return { requests };
      });
    },

    /**
     * POST /friend-requests/accept-all: every pending request, oldest first, as far as the
     * friend limit allows on both sides; those that do not fit stay pending.
     */
    async acceptAll(userID: number) {
      const now = clock.nowSeconds();
      const asked = (await pendingRequests(db, userID)).map((r) => r.userID);
      const accepted = await transition(async (tx, pushes) => {
        const rows = await lockUsersInOrder(tx, [userID, ...asked]);
        const me = rows.get(userID);
        if (!me) throw notFound('Your account could not be found.');
        // Re-read under the locks: another call may have taken some meanwhile.
        const pending = (await pendingRequests(tx, userID)).filter((r) => rows.has(r.userID));
        let room = acceptAllRoom(await friendCount(tx, userID), me.friendLimit);
        const taken: number[] = [];
        for (const request of pending) {
          if (room <= 0) break;
          const asker = rows.get(request.userID)!;
          const theirs = acceptRefusal({
            myFriendCount: 0,
            myFriendLimit: me.friendLimit,
            theirFriendCount: await friendCount(tx, asker.userID),
            theirFriendLimit: asker.friendLimit,
          });
          if (theirs) continue;
          await befriend(tx, pushes, me, asker, now);
          taken.push(asker.userID);
          room -= 1;
        }
        const removed = await deleteRequests(tx, userID, taken);
        await updateUser(tx, userID, { requests: lowerRequests(me.requests, removed.length) });
        return taken.length;
      });
      return { ...(await listState(db, userID)), accepted };
    },

    /** POST /friend-requests/deny-all. */
    async denyAll(userID: number) {
      return transition(async (tx) => {
        const rows = await lockUsersInOrder(tx, [userID]);
        if (!rows.get(userID)) throw notFound('Your account could not be found.');
        await deleteRequests(tx, userID);
        await updateUser(tx, userID, { requests: 0 });
        return { requests: 0 };
      });
    },

    /** POST /friends/{id}/delete. */
    async remove(userID: number, friendID: number) {
      await transition(async (tx) => {
        await lockUsersInOrder(tx, [userID, friendID]);
        if (friendID === userID || !(await removeFriendship(tx, userID, friendID)))
          throw notFound('That racer is not your friend.');
      });
      return { ...(await listState(db, userID)), accepted: 0 };
    },

    /** POST /players/search: names starting with `term`; private players show a name only. */
    async search(userID: number, term: string, limit: number) {
      const found = await searchByPrefix(db, term, limit);
      const ids = found.map((p) => p.userID);
      const [friends, between] = await Promise.all([
        friendIDs(db, userID),
        requestsBetween(db, userID, ids),
      ]);
      const friendSet = new Set(friends);
      return {
        players: found.map((p) => ({
          userID: p.userID,
          username: p.username,
          displayName: p.offline ? p.username : p.displayName || p.username,
          level: p.offline ? null : p.level,
          relation:
            p.userID === userID
              ? ('self' as const)
              : friendSet.has(p.userID)
                ? ('friend' as const)
                : between.sent.has(p.userID)
                  ? ('requested' as const)
                  : between.received.has(p.userID)
                    ? ('requested-you' as const)
                    : ('none' as const),
          acceptsRequests: p.allowFriendRequests,
        })),
      };
    },

    /** POST /settings/social. Turning friend requests off drops the pending ones (SPEC §4). */
    async socialSettings(
      userID: number,
      changes: { offline?: boolean; allowFriendRequests?: boolean; lookingForTeam?: boolean },
    ) {
      return transition(async (tx) => {
        const rows = await lockUsersInOrder(tx, [userID]);
        const me = rows.get(userID);
        if (!me) throw notFound('Your account could not be found.');
        const allow = changes.allowFriendRequests ?? me.allowFriendRequests;
        if (!allow) await deleteRequests(tx, userID);
        const next = {
          offline: changes.offline ?? me.offline,
          allowFriendRequests: allow,
          lookingForTeam: changes.lookingForTeam ?? me.lookingForTeam,
          requests: requestsAfterSetting(me.requests, allow),
        };
        await updateUser(tx, userID, next);
        return next;
      });
    },
  };
}

export type FriendService = ReturnType<typeof createFriendService>;
