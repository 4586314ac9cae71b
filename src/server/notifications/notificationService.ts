// The notification calls (routes → here → notificationStore): the player's unseen notices for the
// page load, marking their own seen, and the e2e suite's hook that records one the way a feature
// does (in a transaction, pushed after the commit).
import type { Clock } from '../../domain/clock';
import type { NewNotification, Notification } from '../../domain/notifications/notification';
import type { Db } from '../db/client';
import { deliverNotifications, type NotificationPush } from './deliver';
import {
  markNotificationsSeen,
  recordNotification,
  unseenNotifications,
} from './notificationStore';

export function createNotificationService(db: Db, clock: Clock, push: NotificationPush) {
  return {
    unseen: (userID: number): Promise<Notification[]> => unseenNotifications(db, userID),
    markSeen: (userID: number, ids: number[]): Promise<number> =>
      markNotificationsSeen(db, userID, ids),
    /** Test hook only (TEST_HOOKS=1): records a notice for the player, pushed unless silent. */
    async recordForTest(
      userID: number,
      notice: NewNotification,
      silent: boolean,
    ): Promise<Notification> {
      const recorded = await db.transaction((tx) =>
        recordNotification(tx, userID, notice, clock.nowSeconds()),
      );
      if (!silent) deliverNotifications(push, userID, [recorded]);
      return recorded;
    },
  };
}

export type NotificationService = ReturnType<typeof createNotificationService>;
