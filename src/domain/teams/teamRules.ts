// The team rules of SPEC §4 Team and §6 Team officer, pure: what applying does, what joining,
// leaving, creating and the application counts do to a player's team fields, who may act for a
// team, and the requirements check. The server's team service runs these on locked rows.
import type { User } from '../user';

/** What founding a team costs (cash, taken in the same transaction as the team is created). */
export const TEAM_CREATE_COST = 10_000;
/** A team holds at most this many members. */
export const TEAM_MAX_MEMBERS = 50;
/**
 * A team has at most this many invites waiting for an answer: a team of 50 needs no more, and
 * inviting every racer on the site (one notice each) is spam.
 */
export const TEAM_PENDING_INVITES_MAX = 50;
export const TAG_MIN = 2;
export const TAG_MAX = 6;
export const NAME_MIN = 3;
export const NAME_MAX = 30;
export const MOTD_MAX = 500;
export const REQUIREMENTS_MAX = 200;
export const MAX_MIN_RACES = 100_000;
export const MAX_MIN_SPEED = 250;
export const TEAM_PASSWORD_MIN = 6;

/**
 * How a player gets in: `open` joins at once, `application` waits for an officer to accept,
 * `invite-only` takes only players an officer invited.
 */
export const ENROLLMENTS = ['open', 'application', 'invite-only'] as const;
export type Enrollment = (typeof ENROLLMENTS)[number];

export type TeamRole = 'officer' | 'member';

/** Boosts a member may give the message of the day (`boostID`). */
export const MOTD_BOOSTS = [
  { boostID: 1, label: 'Cheer' },
  { boostID: 2, label: 'Fire' },
  { boostID: 3, label: 'Trophy' },
] as const;
export const isBoostID = (id: number): boolean => MOTD_BOOSTS.some((b) => b.boostID === id);

/** A tag is 2–6 letters and digits with at least one letter (so it never reads as a team id). */
const TAG_PATTERN = /^(?=.*[A-Za-z])[A-Za-z0-9]{2,6}$/;
export const isTeamTag = (value: string): boolean => TAG_PATTERN.test(value);
/** A colour is `#rrggbb`. */
export const isTagColor = (value: string): boolean => /^#[0-9a-fA-F]{6}$/.test(value);

/** The player's fields a team change touches (SPEC §3 User team fields, and money). */
export type TeamFields = Pick<
  User,
  | 'teamID'
  | 'teamName'
  | 'tag'
  | 'tagColor'
  | 'teamRole'
  | 'newlyJoinedTeamID'
  | 'newTeamMembers'
  | 'teamApplications'
  | 'motdNotification'
  | 'money'
>;

export interface TeamSummary {
  teamID: number;
  tag: string;
  name: string;
  tagColor: string;
  minRaces: number;
  minSpeed: number;
  enrollment: Enrollment;
  /** Whether the team has a message of the day a new member has not read yet. */
  hasMotd?: boolean;
}

export interface RacerFigures {
  racesPlayed: number;
  avgSpeed: number;
}

export type Requirement = 'minRaces' | 'minSpeed';

/** The requirements a racer does not meet yet (empty: they may join or apply). */
export function unmetRequirements(
  team: Pick<TeamSummary, 'minRaces' | 'minSpeed'>,
  racer: RacerFigures,
): Requirement[] {
  const unmet: Requirement[] = [];
  if (racer.racesPlayed < team.minRaces) unmet.push('minRaces');
  if (racer.avgSpeed < team.minSpeed) unmet.push('minSpeed');
  return unmet;
}

export type ApplyRefusal =
  'in-a-team' | 'requirements' | 'invite-only' | 'team-full' | 'already-applied';
export type ApplyOutcome =
  | { ok: true; status: 'applied' | 'joined' }
  | { ok: false; reason: ApplyRefusal; unmet?: Requirement[] };

/**
 * SPEC §4: applying returns applied or joined. An open team takes the racer at once, a team that
 * reviews applications records one; an invitation lets the racer in whatever the enrollment.
 */
export function applyOutcome(input: {
  team: Pick<TeamSummary, 'minRaces' | 'minSpeed' | 'enrollment'>;
  racer: RacerFigures & Pick<User, 'teamID'>;
  members: number;
  invited: boolean;
  applied: boolean;
}): ApplyOutcome {
  const { team, racer } = input;
  if (racer.teamID !== null) return { ok: false, reason: 'in-a-team' };
  if (input.members >= TEAM_MAX_MEMBERS) return { ok: false, reason: 'team-full' };
  if (input.invited) return { ok: true, status: 'joined' };
  const unmet = unmetRequirements(team, racer);
  if (unmet.length > 0) return { ok: false, reason: 'requirements', unmet };
  if (team.enrollment === 'invite-only') return { ok: false, reason: 'invite-only' };
  if (team.enrollment === 'open') return { ok: true, status: 'joined' };
  if (input.applied) return { ok: false, reason: 'already-applied' };
  return { ok: true, status: 'applied' };
}

/** A count that falls by `by`, never below 0 (SPEC §4). */
export const lowered = (count: number, by = 1): number => Math.max(0, count - Math.max(0, by));

/**
 * SPEC §4: accepting an invite or joining sets team, tag and colour and clears applications (the
 * racer's invites, and the applications they sent elsewhere, which the service deletes).
 */
export function joinTeam<U extends TeamFields>(user: U, team: TeamSummary, role: TeamRole): U {
  return {
    ...user,
    teamID: team.teamID,
    teamName: team.name,
    tag: team.tag,
    tagColor: team.tagColor,
    teamRole: role,
    newlyJoinedTeamID: team.teamID,
    newTeamMembers: 0,
    teamApplications: 0,
    // A newcomer has not read the team's message of the day yet.
    motdNotification: team.hasMotd === true,
  };
}

/** SPEC §4: leaving, disbanding or removal clears the team. */
export function clearTeam<U extends TeamFields>(user: U): U {
  return {
    ...user,
    teamID: null,
    teamName: null,
    tag: null,
    tagColor: null,
    teamRole: null,
    newlyJoinedTeamID: null,
    newTeamMembers: 0,
    teamApplications: 0,
    motdNotification: false,
  };
}

export type CreateRefusal = 'in-a-team' | 'not-enough-money';

/** SPEC §4: creating a team makes the user officer and deducts the cost. */
export function createTeamFor<U extends TeamFields>(
  user: U,
  team: TeamSummary,
  cost = TEAM_CREATE_COST,
): { ok: true; user: U } | { ok: false; reason: CreateRefusal } {
  if (user.teamID !== null) return { ok: false, reason: 'in-a-team' };
  if (user.money < cost) return { ok: false, reason: 'not-enough-money' };
  return { ok: true, user: { ...joinTeam(user, team, 'officer'), money: user.money - cost } };
}

/** An application arrived: each officer's count rises by one. */
export const applicationReceived = <U extends TeamFields>(officer: U): U => ({
  ...officer,
  teamApplications: officer.teamApplications + 1,
});

/** Applications answered (accepted, denied, withdrawn): each officer's count falls by `n`. */
export const applicationsAnswered = <U extends TeamFields>(officer: U, n = 1): U => ({
  ...officer,
  teamApplications: lowered(officer.teamApplications, n),
});

/** SPEC §4: accept-all and deny-all leave no application. */
export const allApplicationsAnswered = <U extends TeamFields>(officer: U): U => ({
  ...officer,
  teamApplications: 0,
});

/** SPEC §4: a team-invite notice raises teamApplications by 1. */
export const inviteReceived = <U extends TeamFields>(user: U): U => ({
  ...user,
  teamApplications: user.teamApplications + 1,
});

/** An invite ignored: the count falls by one, never below 0. */
export const inviteIgnored = <U extends TeamFields>(user: U): U => ({
  ...user,
  teamApplications: lowered(user.teamApplications),
});

/** A teammate joined: the member's new-members count rises (the team nav badge). */
export const memberJoined = <U extends TeamFields>(user: U): U => ({
  ...user,
  newTeamMembers: user.newTeamMembers + 1,
});

/** A new message of the day: members other than its author get the badge's 1. */
export const motdPosted = <U extends TeamFields>(user: U): U => ({
  ...user,
  motdNotification: true,
});

/** The member opened their team page: new members and the message of the day are seen. */
export const teamSeen = <U extends TeamFields>(user: U): U => ({
  ...user,
  newTeamMembers: 0,
  motdNotification: false,
  newlyJoinedTeamID: null,
});

/** SPEC §6: only officers act for a team (promote, demote, kick, applications, edit, MOTD). */
export const isOfficerOf = (user: Pick<User, 'teamID' | 'teamRole'>, teamID: number): boolean =>
  user.teamID === teamID && user.teamRole === 'officer';

export type LeaveRefusal = 'not-in-a-team' | 'last-officer';

/**
 * The last officer cannot leave while others remain (hand over first, or disband); a team's only
 * member disbands instead of leaving.
 */
export function leaveCheck(
  user: Pick<User, 'teamID' | 'teamRole'>,
  officers: number,
  members: number,
): LeaveRefusal | null {
  if (user.teamID === null) return 'not-in-a-team';
  if (user.teamRole === 'officer' && officers <= 1) return 'last-officer';
  if (members <= 1) return 'last-officer';
  return null;
}

export type RoleChangeRefusal = 'not-a-member' | 'already' | 'last-officer' | 'self';

/** Promote, demote or kick `target` (a member of the acting officer's team). */
export function roleChangeCheck(
  action: 'promote' | 'demote' | 'kick',
  actorID: number,
  target: { userID: number; role: TeamRole } | null,
  officers: number,
): RoleChangeRefusal | null {
  if (!target) return 'not-a-member';
  if (action === 'kick') return target.userID === actorID ? 'self' : null;
  if (action === 'promote') return target.role === 'officer' ? 'already' : null;
  if (target.role !== 'officer') return 'already';
  return officers <= 1 ? 'last-officer' : null;
}
