// SPEC §7 Teams: search, the invite and apply calls, leave / create / update / disband, the
// message of the day and its boosts, a team's page, applications, and the officers' member calls.
// Every call but the team page needs a logged-in player; only officers act for a team (§6).
import {
  boostBody,
  createTeamBody,
  disbandBody,
  motdBody,
  searchBody,
  updateTeamBody,
} from '../teams/teamBody';
import { z } from '../zodMini';
import { defineContract } from './contract';
import { oneLineText } from './text';

const id = z.coerce.number().check(z.int(), z.positive(), z.lte(2_147_483_647));
export const teamIDParams = z.strictObject({ id });
export const userIDParams = z.strictObject({ userID: id });
/** A team by id (digits) or by tag (letters and digits). */
export const teamRefParams = z.strictObject({
  id: z.string().check(z.minLength(1), z.maxLength(12), oneLineText),
});
export const teamQuery = z.strictObject({
  /** `1`: the member opens their own team (its new members and message of the day are seen). */
  isMember: z.optional(z.enum(['0', '1'])),
});
const empty = z.strictObject({});
const r = () => import('./teamResponses');

const post = <P extends z.ZodMiniType | undefined, B extends z.ZodMiniType | undefined>(
  path: string,
  params: P,
  body: B,
) => ({ method: 'POST' as const, path, auth: 'required' as const, params, body });

export const teamEndpoints = {
  teamSearch: defineContract({
    ...post('/teams/search', undefined, searchBody),
    response: () => r().then((m) => m.teamSearch),
  }),
  teamIgnoreInvite: defineContract({
    ...post('/teams/:id/ignore-invite', teamIDParams, empty),
    response: () => r().then((m) => m.withUser),
  }),
  teamAcceptInvite: defineContract({
    ...post('/teams/:id/accept-invite', teamIDParams, empty),
    response: () => r().then((m) => m.acceptedInvite),
  }),
  teamApply: defineContract({
    ...post('/teams/:id/apply', teamIDParams, empty),
    response: () => r().then((m) => m.applied),
  }),
  /** An officer invites a racer (by user id) to their team. */
  teamInvite: defineContract({
    ...post('/teams/:id/invite', teamIDParams, z.strictObject({ userID: id })),
    response: () => r().then((m) => m.withUser),
  }),
  teamLeave: defineContract({
    ...post('/teams/leave', undefined, empty),
    response: () => r().then((m) => m.withUser),
  }),
  teamCreate: defineContract({
    ...post('/teams/create', undefined, createTeamBody),
    response: () => r().then((m) => m.createdTeam),
  }),
  teamUpdate: defineContract({
    ...post('/teams/update', undefined, updateTeamBody),
    response: () => r().then((m) => m.createdTeam),
  }),
  teamDisband: defineContract({
    ...post('/teams/disband', undefined, disbandBody),
    response: () => r().then((m) => m.withUser),
  }),
  teamMotd: defineContract({
    ...post('/teams/motd', undefined, motdBody),
    response: () => r().then((m) => m.withUser),
  }),
  teamBoost: defineContract({
    ...post('/teams/boost', undefined, boostBody),
    response: () => r().then((m) => m.boosted),
  }),
  /** The officers' list of applications to their team. */
  teamApplications: defineContract({
    method: 'GET',
    path: '/teams/applications',
    auth: 'required',
    response: () => r().then((m) => m.teamApplications),
  }),
  /** A team's page; `team: null` for an id or tag no team holds. */
  team: defineContract({
    method: 'GET',
    path: '/teams/:id',
    auth: 'optional',
    params: teamRefParams,
    query: teamQuery,
    response: () => r().then((m) => m.teamDetails),
  }),
  teamApplicationAccept: defineContract({
    ...post('/team-applications/:userID/accept', userIDParams, empty),
    response: () => r().then((m) => m.answered),
  }),
  teamApplicationDeny: defineContract({
    ...post('/team-applications/:userID/deny', userIDParams, empty),
    response: () => r().then((m) => m.answered),
  }),
  teamApplicationsAcceptAll: defineContract({
    ...post('/team-applications/accept-all', undefined, empty),
    response: () => r().then((m) => m.answered),
  }),
  teamApplicationsDenyAll: defineContract({
    ...post('/team-applications/deny-all', undefined, empty),
    response: () => r().then((m) => m.answered),
  }),
  teamMemberPromote: defineContract({
    ...post('/team-members/:userID/promote', userIDParams, empty),
    response: () => r().then((m) => m.withUser),
  }),
  teamMemberDemote: defineContract({
    ...post('/team-members/:userID/demote', userIDParams, empty),
    response: () => r().then((m) => m.withUser),
  }),
  teamMemberKick: defineContract({
    ...post('/team-members/:userID/kick', userIDParams, empty),
    response: () => r().then((m) => m.withUser),
  }),
};
