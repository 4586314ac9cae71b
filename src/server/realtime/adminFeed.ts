// The operators' channels (race-admin on the typing site, math-admin on the math site): room
// owners publish a room's view on the site's admin topic whenever it changes; an operator's
// socket subscribes to that topic and, to learn the rooms already running, asks every process
// for a census, which each answers by publishing the views of the rooms it owns. Works the same
// over the in-process bus and over Redis, so an operator on one process sees every process's rooms.
import { adminChannelFor, type AdminRoomView } from '../../domain/realtime/admin';
import type { SiteId } from '../../domain/site';
import type { Db } from '../db/client';
import { findUserById, findUserByUsername } from '../users/userRepo';
import { topics, type Bus, type Unsubscribe } from './bus';
import { encode } from './frames';
import { encodeInbound } from './roomWire';

export interface AdminFeed {
  /** Whether the user is one of the operators named by ADMIN_USERS. */
  isAdmin(userID: number): Promise<boolean>;
  /** Delivers the site's room reports (frame text) until unsubscribed. */
  watch(site: SiteId, deliver: (text: string) => void): Promise<Unsubscribe>;
  /** Asks every process to report the site's rooms it runs now (to a watcher just arrived). */
  census(site: SiteId): void;
  /** Asks the room's owner, wherever it runs, to end it. */
  endRoom(roomID: string): void;
}

/** What a room owner publishes: the room's frame on its site's admin channel. */
export function adminReport(site: SiteId, roomID: string, view: AdminRoomView | null): string {
  const channel = adminChannelFor(site);
  return view
    ? encode({ channel, type: 'room', data: view })
    : encode({ channel, type: 'room-closed', data: { roomID } });
}

export function createAdminFeed(deps: {
  bus: Bus;
  db: Db;
  adminUsers: readonly string[];
}): AdminFeed {
  const { bus, db } = deps;
  const operators = new Set(deps.adminUsers.map((name) => name.toLowerCase()));
  return {
    async isAdmin(userID) {
      if (operators.size === 0) return false;
      const user = await findUserById(db, userID);
      return user !== undefined && operators.has(user.username.toLowerCase());
    },
    watch: (site, deliver) => bus.subscribe(topics.admin(site), deliver),
    census(site) {
      bus.publish(topics.adminCensus(site), 'census');
    },
    endRoom(roomID) {
      bus.publish(topics.roomIn(roomID), encodeInbound({ t: 'end' }));
    },
  };
}

/**
 * The ADMIN_USERS names no account holds yet. Operators are named by username, so whoever
 * registers such a name first becomes an operator: the server warns at start (README, Operators).
 */
export async function unclaimedOperators(db: Db, adminUsers: readonly string[]): Promise<string[]> {
  const unclaimed: string[] = [];
  for (const name of adminUsers) {
    if (!(await findUserByUsername(db, name))) unclaimed.push(name);
  }
  return unclaimed;
}
