// Player notifications (SPEC §7 server messages: friend-online, sent-cash, team-invite, ...). Any
// process may notify a user; the message goes out on the user's topic and whichever processes hold
// that user's sockets deliver it on the 'player-notifications' channel.
import { topics, type Bus, type Unsubscribe } from './bus';

export interface PlayerNotification {
  type: string;
  data: Record<string, unknown>;
}

export interface Notifications {
  notify(userID: number, notification: PlayerNotification): void;
  /** The same notification to several users, encoded once (a friend-online fan-out). */
  notifyMany(userIDs: readonly number[], notification: PlayerNotification): void;
  /** Delivers the user's notifications (as frame text) until the returned function is called. */
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
    listen: (userID, deliver) => bus.subscribe(topics.user(userID), deliver),
  };
}
