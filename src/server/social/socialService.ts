// The social feature's services, wired once per process: the friend calls, the search rate, and
// the realtime side (presence, invites, friend-room access).
import type { Logger } from 'pino';

import type { Clock } from '../../domain/clock';
import type { Db } from '../db/client';
import type { Realtime } from '../realtime/realtime';
import { createFriendService } from './friendService';
import { createSearchRate } from './searchRate';
import { createSocialRealtime } from './socialRealtime';

export function createSocialServices(deps: {
  db: Db;
  clock: Clock;
  realtime: Realtime;
  log: Logger;
}) {
  const { db, clock, realtime, log } = deps;
  const friends = createFriendService({
    db,
    clock,
    push: realtime,
    presence: realtime.presence,
    registry: realtime.registry,
  });
  return {
    friends,
    searchRate: createSearchRate(clock),
    realtime: createSocialRealtime({
      db,
      friends,
      clock: realtime.clock,
      presence: realtime.presence,
      registry: realtime.registry,
      notify: (userID, notification) => realtime.notify(userID, notification),
      notifyMany: (userIDs, notification) =>
        realtime.notifications.notifyMany(userIDs, notification),
      log: log.child({ part: 'social' }),
    }),
  };
}

export type SocialServices = ReturnType<typeof createSocialServices>;
