// SPEC §7 Friends, Players search and Settings/social: the friends list (a table of fields and
// rows with its friendsHash), pending requests and every transition of SPEC §4 Friends. Accept,
// accept-all and delete answer the new friendIDs and friendsHash.
import { z } from '../zodMini';
import { defineContract } from './contract';
import { text } from './text';

export const playerIdParams = z.strictObject({
  id: z.coerce.number().check(z.int(), z.positive(), z.lte(2_147_483_647)),
});

/** `online=1`: only friends online now; `games=1`: with each friend's open friend room. */
export const friendsQuery = z.strictObject({
  online: z.optional(z.enum(['0', '1'])),
  games: z.optional(z.enum(['0', '1'])),
});

export const SEARCH_TERM_MAX = 20;
export const SEARCH_RESULTS = 10;

export const playerSearchBody = z.strictObject({
  term: text().check(z.trim(), z.minLength(2), z.maxLength(SEARCH_TERM_MAX)),
});

export const socialSettingsBody = z.strictObject({
  offline: z.optional(z.boolean()),
  allowFriendRequests: z.optional(z.boolean()),
  lookingForTeam: z.optional(z.boolean()),
});

const friendResponses = () => import('./friendResponses');

export const friendEndpoints = {
  /** The player's friends, teammates and classmates, online ones first. */
  friends: defineContract({
    method: 'GET',
    path: '/friends',
    auth: 'required',
    query: friendsQuery,
    response: () => friendResponses().then((r) => r.friendsTable),
  }),
  /** Friend requests waiting for the player's answer, oldest first. */
  friendRequests: defineContract({
    method: 'GET',
    path: '/friend-requests',
    auth: 'required',
    response: () => friendResponses().then((r) => r.friendRequests),
  }),
  /** Asks the player `id` to be friends (or accepts at once if they already asked). */
  requestFriend: defineContract({
    method: 'POST',
    path: '/friend-requests/:id/request',
    auth: 'required',
    params: playerIdParams,
    response: () => friendResponses().then((r) => r.requestSent),
  }),
  acceptFriend: defineContract({
    method: 'POST',
    path: '/friend-requests/:id/accept',
    auth: 'required',
    params: playerIdParams,
    response: () => friendResponses().then((r) => r.friendsChanged),
  }),
  denyFriend: defineContract({
    method: 'POST',
    path: '/friend-requests/:id/deny',
    auth: 'required',
    params: playerIdParams,
    response: () => friendResponses().then((r) => r.requestsLeft),
  }),
  acceptAllFriends: defineContract({
    method: 'POST',
    path: '/friend-requests/accept-all',
    auth: 'required',
    response: () => friendResponses().then((r) => r.friendsChanged),
  }),
  denyAllFriends: defineContract({
    method: 'POST',
    path: '/friend-requests/deny-all',
    auth: 'required',
    response: () => friendResponses().then((r) => r.requestsLeft),
  }),
  deleteFriend: defineContract({
    method: 'POST',
    path: '/friends/:id/delete',
    auth: 'required',
    params: playerIdParams,
    response: () => friendResponses().then((r) => r.friendsChanged),
  }),
  /** Players whose name starts with `term` (a private player shows a name and nothing more). */
  playerSearch: defineContract({
    method: 'POST',
    path: '/players/search',
    auth: 'required',
    body: playerSearchBody,
    response: () => friendResponses().then((r) => r.playerSearch),
    rateLimit: { per: 'searches per player', setting: '20 per 10 s (fixed)' },
  }),
  /** SPEC §7 POST /settings/social: hide from friends, take friend requests, look for a team. */
  socialSettings: defineContract({
    method: 'POST',
    path: '/settings/social',
    auth: 'required',
    body: socialSettingsBody,
    response: () => friendResponses().then((r) => r.socialSettings),
  }),
};
