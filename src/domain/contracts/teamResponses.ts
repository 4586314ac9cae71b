// The response schemas of the team calls (SPEC §3 Team: info, members, stats, motd, leaderboard,
// applications, sentInvites, invites). Loaded on demand like responses.ts.
import { ENROLLMENTS } from '../teams/teamRules';
import { z } from '../zodMini';
import { userSchema } from './responses';

const role = z.enum(['officer', 'member']);

export const teamInfo = z.strictObject({
  teamID: z.int(),
  tag: z.string(),
  name: z.string(),
  tagColor: z.string(),
  minRaces: z.int(),
  minSpeed: z.int(),
  otherRequirements: z.string(),
  enrollment: z.enum(ENROLLMENTS),
  autoRemove: z.boolean(),
  createdStamp: z.int(),
  members: z.int(),
});

const teamMember = z.strictObject({
  userID: z.int(),
  username: z.string(),
  displayName: z.string(),
  title: z.string(),
  role,
  joinedStamp: z.int(),
  racesPlayed: z.int(),
  avgSpeed: z.number(),
});

const applicant = z.strictObject({
  userID: z.int(),
  username: z.string(),
  displayName: z.string(),
  racesPlayed: z.int(),
  avgSpeed: z.number(),
  stamp: z.int(),
});

export const teamDetails = z.strictObject({
  team: z.nullable(
    z.strictObject({
      info: teamInfo,
      members: z.array(teamMember),
      stats: z.strictObject({
        speedUnit: z.enum(['WPM', 'PPM']),
        /** This week, on the site of the request, over the current members. */
        races: z.int(),
        avgSpeed: z.number(),
        points: z.int(),
      }),
      /**
       * The current season (the leaderboards' `season` period) on this site: the team's place in
       * the team board (null when it has no points yet or is outside the board's top 50), its
       * points and races; start and end in seconds.
       */
      season: z.strictObject({
        start: z.int(),
        end: z.int(),
        place: z.nullable(z.int()),
        points: z.int(),
        races: z.int(),
      }),
      /** The message of the day, for members only. */
      motd: z.nullable(
        z.strictObject({
          motdID: z.int(),
          message: z.string(),
          stamp: z.int(),
          username: z.nullable(z.string()),
          boosts: z.array(z.strictObject({ boostID: z.int(), count: z.int() })),
          myBoost: z.nullable(z.int()),
        }),
      ),
      /** Members ranked by this week's points on this site. */
      leaderboard: z.array(
        z.strictObject({
          rank: z.int(),
          userID: z.int(),
          username: z.string(),
          displayName: z.string(),
          races: z.int(),
          points: z.int(),
        }),
      ),
      viewer: z.strictObject({
        isMember: z.boolean(),
        role: z.nullable(role),
        applied: z.boolean(),
        invited: z.boolean(),
        unmet: z.array(z.enum(['minRaces', 'minSpeed'])),
      }),
      /** Officers only: who applied, and who was invited and has not answered. */
      applications: z.nullable(z.array(applicant)),
      sentInvites: z.nullable(
        z.array(z.strictObject({ userID: z.int(), username: z.string(), stamp: z.int() })),
      ),
    }),
  ),
});

export const teamSearch = z.strictObject({
  teams: z.array(
    z.strictObject({
      teamID: z.int(),
      tag: z.string(),
      name: z.string(),
      tagColor: z.string(),
      enrollment: z.enum(ENROLLMENTS),
      minRaces: z.int(),
      minSpeed: z.int(),
      members: z.int(),
      invited: z.boolean(),
    }),
  ),
});

export const teamApplications = z.strictObject({ applications: z.array(applicant) });
export const withUser = z.strictObject({ user: userSchema });
export const applied = z.strictObject({ status: z.enum(['applied', 'joined']), user: userSchema });
export const acceptedInvite = z.strictObject({
  teamID: z.int(),
  tag: z.string(),
  tagColor: z.string(),
  user: userSchema,
});
export const createdTeam = z.strictObject({ team: teamInfo, user: userSchema });
export const answered = z.strictObject({ count: z.int(), user: userSchema });
export const boosted = z.strictObject({ boostID: z.int(), teamMotdID: z.int() });
