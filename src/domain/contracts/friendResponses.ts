// Response schemas of the friend endpoints (loaded on demand, like responses.ts).
import { z } from '../zodMini';

const int = z.int();

/** The columns of a friends table row, in order (SPEC §7: fields, values, friendsHash). */
export const FRIEND_FIELDS = [
  'userID',
  'username',
  'displayName',
  'friendType',
  'online',
  'activity',
  'carID',
  'carHueAngle',
  'level',
  'openGame',
] as const;

export const friendRow = z.tuple([
  int,
  z.string(),
  z.string(),
  z.enum(['friend', 'teammate', 'classmate']),
  /** Seconds stamp of the check-in that shows them online now; 0 when offline or hidden. */
  int,
  z.nullable(z.enum(['racing', 'garage', 'elsewhere'])),
  int,
  z.number(),
  int,
  /** A friend room of theirs waits for racers (only with games=1; false otherwise). */
  z.boolean(),
]);

export const friendsTable = z.strictObject({
  fields: z.array(z.string()),
  values: z.array(friendRow),
  friendsHash: z.string(),
});

export const friendRequestView = z.strictObject({
  userID: int,
  username: z.string(),
  displayName: z.string(),
  createdStamp: int,
});

export const friendRequests = z.strictObject({
  requests: z.array(friendRequestView),
  count: int,
});

export const requestSent = z.strictObject({
  status: z.enum(['requested', 'accepted']),
  friendIDs: z.array(int),
  friendsHash: z.string(),
  requests: int,
});

export const friendsChanged = z.strictObject({
  friendIDs: z.array(int),
  friendsHash: z.string(),
  requests: int,
  /** accept-all: how many were accepted (those over the friend limit stay pending). */
  accepted: int,
});

export const requestsLeft = z.strictObject({ requests: int });

export const playerSearch = z.strictObject({
  players: z.array(
    z.strictObject({
      userID: int,
      username: z.string(),
      displayName: z.string(),
      /** null for a private (offline) player: a name and nothing more. */
      level: z.nullable(int),
      relation: z.enum(['self', 'friend', 'requested', 'requested-you', 'none']),
      acceptsRequests: z.boolean(),
    }),
  ),
});

export const socialSettings = z.strictObject({
  offline: z.boolean(),
  allowFriendRequests: z.boolean(),
  lookingForTeam: z.boolean(),
  requests: int,
});
