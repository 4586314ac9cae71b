// Storage of player notifications. `recordNotification` runs inside the transaction of the event
// that causes the notification (an achievement earned, a challenge completed, a level reached),
// so a notice exists exactly when its event committed. Pushing it to an online player happens
// after the commit (see the overlay queue's delivery).
import { and, asc, eq, inArray } from 'drizzle-orm';

import type { NewNotification, Notification } from '../../domain/notifications/notification';
import type { Db, Tx } from '../db/client';
import { notifications } from '../db/schema';

type Row = typeof notifications.$inferSelect;

export const toNotification = (row: Row): Notification => ({
  id: row.id,
  type: row.type,
  data: row.data,
  seen: row.seen,
  persist: row.persist,
  captchaStatus: row.captchaStatus,
});

export async function recordNotification(
  tx: Tx,
  userID: number,
  notice: NewNotification,
  now: number,
): Promise<Notification> {
  const [row] = await tx
    .insert(notifications)
    .values({
      userID,
      type: notice.type,
      data: notice.data ?? {},
      persist: notice.persist ?? false,
      captchaStatus: notice.captchaStatus ?? null,
      createdStamp: now,
    })
    .returning();
  if (!row) throw new Error('notification not recorded');
  return toNotification(row);
}

/** The player's notifications not seen yet, oldest first (delivered on page load). */
export async function unseenNotifications(db: Db | Tx, userID: number): Promise<Notification[]> {
  const rows = await db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userID, userID), eq(notifications.seen, false)))
    .orderBy(asc(notifications.id))
    .limit(100);
  return rows.map(toNotification);
}

/**
 * Marks the player's own notifications seen; ids of other players' notifications are ignored.
 * Returns how many changed (already seen ones do not count).
 */
export async function markNotificationsSeen(
  db: Db | Tx,
  userID: number,
  ids: number[],
): Promise<number> {
  if (ids.length === 0) return 0;
  const rows = await db
    .update(notifications)
    .set({ seen: true })
    .where(
      and(
        eq(notifications.userID, userID),
        inArray(notifications.id, ids),
        eq(notifications.seen, false),
      ),
    )
    .returning({ id: notifications.id });
  return rows.length;
}
