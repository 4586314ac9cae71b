// The player's notifications (SPEC §3 Notification, §4 Notifications): those not seen yet are
// delivered on page load (a player who was away gets them then), and marked seen once the overlay
// queue is done with them. Pushes to an online player go over the `player-notifications` socket
// channel instead (src/server/notifications/deliver.ts).
import { MUTABLE_NOTICE_GROUPS } from '../notifications/mutedGroups';
import { z } from '../zodMini';
import { defineContract } from './contract';

/** At most this many ids per call: the page load hands out at most 100 notices. */
export const MAX_SEEN_IDS = 100;

export const notificationSeenBody = z.strictObject({
  ids: z
    .array(z.int().check(z.positive(), z.lte(2_147_483_647)))
    .check(z.minLength(1), z.maxLength(MAX_SEEN_IDS)),
});

/** The groups of notices the player mutes: the whole list each time (none to hear them all). */
export const mutedNoticesBody = z.strictObject({
  muted: z.array(z.enum(MUTABLE_NOTICE_GROUPS)).check(z.maxLength(MUTABLE_NOTICE_GROUPS.length)),
});

export const notificationEndpoints = {
  /** The player's unseen notifications, oldest first. */
  notifications: defineContract({
    method: 'GET',
    path: '/notifications',
    auth: 'required',
    response: () => import('./notificationResponses').then((r) => r.notifications),
  }),
  /** Marks the player's own notifications seen; ids of anyone else's are ignored. */
  notificationsSeen: defineContract({
    method: 'POST',
    path: '/notifications/seen',
    auth: 'required',
    body: notificationSeenBody,
    response: () => import('./notificationResponses').then((r) => r.notificationsSeen),
  }),
  /**
   * The player's muted notice groups (src/domain/notifications/mutedGroups.ts), kept on the
   * account (the user's `mutedNotices`) and fed into the overlay queue; answers with the user.
   */
  saveMutedNotices: defineContract({
    method: 'POST',
    path: '/settings/notices',
    auth: 'required',
    body: mutedNoticesBody,
    response: () => import('./responses').then((r) => r.saveQualifying),
  }),
};

/** Test hooks: registered only when the server runs with TEST_HOOKS=1 (the e2e suite). */
export const notificationTestHooks = {
  /** Records a notification for the caller, as a feature would, and pushes it if online. */
  sendTestNotification: defineContract({
    method: 'POST',
    path: '/test/notifications',
    auth: 'required',
    body: z.strictObject({
      type: z.string().check(z.minLength(1), z.maxLength(40)),
      data: z._default(z.record(z.string().check(z.maxLength(40)), z.unknown()), {}),
      /** Hold the push back: the notice then only arrives with the next page load. */
      silent: z._default(z.boolean(), false),
    }),
    response: () => import('./notificationResponses').then((r) => r.sentTestNotification),
  }),
};
