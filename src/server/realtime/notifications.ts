// Player notifications (SPEC §7 server messages: friend-online, sent-cash, team-invite, ...). Any
// process may notify a user; the message goes out on the user's topic and whichever processes hold
// that user's sockets deliver it on the 'player-notifications' channel.
import type { EndedLogin, LoginRef } from '../auth/authService';
import { topics, type Bus, type Unsubscribe } from './bus';

export interface PlayerNotification {
  type: string;
  data: Record<string, unknown>;
}

/** Marks a login-ended message on a user's topic: never the start of a frame (frames are JSON). */
const LOGIN_ENDED_MARK = '\u0001login-ended:';

/** The ended login a message on a user's topic announces, or null for an ordinary frame. */
export function endedLoginIn(message: string): EndedLogin | null {
  if (!message.startsWith(LOGIN_ENDED_MARK)) return null;
  return JSON.parse(message.slice(LOGIN_ENDED_MARK.length)) as EndedLogin;
}

/** Whether a socket's login is one of those `ended` names. */
export function loginEndedBy(ended: EndedLogin, login: LoginRef): boolean {
  return 'sid' in ended ? ended.sid === login.sid : login.tokenVersion < ended.tokenVersionBelow;
}

export interface Notifications {
  notify(userID: number, notification: PlayerNotification): void;
  /** The same notification to several users, encoded once (a friend-online fan-out). */
  notifyMany(userIDs: readonly number[], notification: PlayerNotification): void;
  /** Closes the user's sockets of a login that has ended, wherever they are held. */
  endLogin(userID: number, ended: EndedLogin): void;
  /**
   * Delivers the user's notifications (as frame text, or a login-ended message: endedLoginIn)
   * until the returned function is called.
   */
  listen(userID: number, deliver: (payload: string) => void): Promise<Unsubscribe>;
}

export function createNotifications(bus: Bus): Notifications {
  return {
    notify(userID, { type, data }) {
      bus.publish(
        topics.user(userID),
        JSON.stringify({ channel: 'player-notifications', type, data }),
      );
    },
    notifyMany(userIDs, { type, data }) {
      const text = JSON.stringify({ channel: 'player-notifications', type, data });
      for (const userID of userIDs) bus.publish(topics.user(userID), text);
    },
    endLogin(userID, ended) {
      bus.publish(topics.user(userID), LOGIN_ENDED_MARK + JSON.stringify(ended));
    },
    listen: (userID, deliver) => bus.subscribe(topics.user(userID), deliver),
  };
}
