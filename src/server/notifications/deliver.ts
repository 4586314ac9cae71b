// Pushes stored notifications to a player who is online (any process: the realtime bus carries
// them to whichever process holds the player's sockets). Call it after the transaction that
// recorded them has committed; a player who is offline gets them on the next page load instead.
import type { Notification } from '../../domain/notifications/notification';
import type { PlayerNotification } from '../realtime/notifications';

export interface NotificationPush {
  notify(userID: number, notification: PlayerNotification): void;
}

export function deliverNotifications(
  push: NotificationPush,
  userID: number,
  list: readonly Notification[],
): void {
  for (const notice of list) {
    push.notify(userID, { type: notice.type, data: { ...notice.data, notificationID: notice.id } });
  }
}
