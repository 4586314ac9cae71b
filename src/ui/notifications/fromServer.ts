// Notices as the queue takes them, from what the server sends: a stored notification (the page
// load's GET /notifications) or a `player-notifications` frame (pushed; a stored one carries its
// `notificationID`, a passing one such as friend-online gets an id of its own for this page).
import type { Notification } from '../../domain/notifications/notification';
import type { OverlayNotice } from '../../domain/notifications/overlayQueue';

/** Frames of the channel that answer the client rather than announce anything. */
const NOT_NOTICES = new Set([
  'checkin',
  'open-games',
  'race-invites',
  'request-friend',
  'accept-friends',
]);

export function fromStored(notification: Notification): OverlayNotice {
  return {
    id: String(notification.id),
    type: notification.type,
    data: notification.data,
    // Kept on this device until done, so a reload shows it even before the server answers.
    persist: true,
  };
}

let passing = 0;

export function fromPush(frame: {
  type: string;
  data: Record<string, unknown>;
}): OverlayNotice | null {
  if (NOT_NOTICES.has(frame.type)) return null;
  const { notificationID, ...data } = frame.data;
  if (typeof notificationID === 'number' && Number.isInteger(notificationID)) {
    return { id: String(notificationID), type: frame.type, data, persist: true };
  }
  passing += 1;
  return { id: `push-${passing}`, type: frame.type, data, persist: false };
}

/** The ids the server knows (stored notifications), for POST /notifications/seen. */
export function storedIDs(ids: readonly string[]): number[] {
  return ids.filter((id) => /^[1-9]\d{0,9}$/.test(id)).map(Number);
}
