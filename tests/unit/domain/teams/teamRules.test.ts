// SPEC §4 Team transitions and §6 officer rules, as pure functions.
import { describe, expect, it } from 'vitest';

import {
  allApplicationsAnswered,
  applicationReceived,
  applicationsAnswered,
  applyOutcome,
  clearTeam,
  createTeamFor,
  inviteIgnored,
  inviteReceived,
  isTagColor,
  isTeamTag,
  joinTeam,
  leaveCheck,
  lowered,
  memberJoined,
  motdPosted,
  roleChangeCheck,
  TEAM_CREATE_COST,
  TEAM_MAX_MEMBERS,
  teamSeen,
  unmetRequirements,
  type TeamFields,
  type TeamSummary,
} from '../../../../src/domain/teams/teamRules';

const teamless: TeamFields = {
  teamID: null,
  teamName: null,
  tag: null,
  tagColor: null,
  teamRole: null,
  newlyJoinedTeamID: null,
  newTeamMembers: 0,
  teamApplications: 2,
  motdNotification: false,
  money: 20_000,
};
const team: TeamSummary = {
  teamID: 7,
  tag: 'ZOOM',
  name: 'Zoomers',
  tagColor: '#ff0000',
  minRaces: 10,
  minSpeed: 40,
  enrollment: 'application',
};
const racer = { teamID: null, racesPlayed: 10, avgSpeed: 40 };

describe('applying (SPEC §4: applied or joined)', () => {
  const base = { team, racer, members: 3, invited: false, applied: false };
  it('a team that reviews applications records one; an open team joins at once', () => {
    expect(applyOutcome(base)).toEqual({ ok: true, status: 'applied' });
    expect(applyOutcome({ ...base, team: { ...team, enrollment: 'open' } })).toEqual({
      ok: true,
      status: 'joined',
    });
  });
  it('checks the requirements, invite-only, a full team, a repeat and a racer in a team', () => {
    expect(applyOutcome({ ...base, racer: { ...racer, avgSpeed: 39.9 } })).toEqual({
      ok: false,
      reason: 'requirements',
      unmet: ['minSpeed'],
    });
    expect(applyOutcome({ ...base, team: { ...team, enrollment: 'invite-only' } })).toMatchObject({
      reason: 'invite-only',
    });
    expect(applyOutcome({ ...base, members: TEAM_MAX_MEMBERS })).toMatchObject({
      reason: 'team-full',
    });
    expect(applyOutcome({ ...base, applied: true })).toMatchObject({ reason: 'already-applied' });
    expect(applyOutcome({ ...base, racer: { ...racer, teamID: 3 } })).toMatchObject({
      reason: 'in-a-team',
    });
  });
  it('an invitation lets a racer in whatever the enrollment and requirements', () => {
    const closed = { ...team, enrollment: 'invite-only' as const, minSpeed: 200 };
    expect(applyOutcome({ ...base, team: closed, invited: true })).toEqual({
      ok: true,
      status: 'joined',
    });
  });
  it('lists each unmet requirement', () => {
    expect(unmetRequirements(team, { racesPlayed: 0, avgSpeed: 0 })).toEqual([
      'minRaces',
      'minSpeed',
    ]);
    expect(unmetRequirements(team, { racesPlayed: 10, avgSpeed: 40 })).toEqual([]);
  });
});

describe('joining, leaving and creating', () => {
  it('joining sets team, tag and colour and clears applications', () => {
    const joined = joinTeam(teamless, { ...team, hasMotd: true }, 'member');
    expect(joined).toMatchObject({
      teamID: 7,
      tag: 'ZOOM',
      tagColor: '#ff0000',
      teamName: 'Zoomers',
      teamRole: 'member',
      teamApplications: 0,
      newlyJoinedTeamID: 7,
      motdNotification: true,
    });
    expect(joinTeam(teamless, team, 'member').motdNotification).toBe(false);
  });
  it('leaving clears every team field', () => {
    const left = clearTeam(joinTeam(teamless, team, 'officer'));
    expect(left).toEqual({ ...teamless, teamApplications: 0 });
  });
  it('creating makes the founder officer and deducts the cost; refused without the money or in a team', () => {
    const created = createTeamFor(teamless, team);
    expect(created).toMatchObject({
      ok: true,
      user: { teamRole: 'officer', money: 20_000 - TEAM_CREATE_COST },
    });
    expect(createTeamFor({ ...teamless, money: TEAM_CREATE_COST - 1 }, team)).toEqual({
      ok: false,
      reason: 'not-enough-money',
    });
    expect(createTeamFor({ ...teamless, teamID: 1 }, team)).toEqual({
      ok: false,
      reason: 'in-a-team',
    });
  });
});

describe('counts (never below 0)', () => {
  it('applications rise one by one, fall on an answer, go to 0 on accept-all or deny-all', () => {
    const officer = { ...joinTeam(teamless, team, 'officer') };
    const three = applicationReceived(applicationReceived(applicationReceived(officer)));
    expect(three.teamApplications).toBe(3);
    expect(applicationsAnswered(three).teamApplications).toBe(2);
    expect(applicationsAnswered(three, 5).teamApplications).toBe(0);
    expect(allApplicationsAnswered(three).teamApplications).toBe(0);
    expect(applicationsAnswered(officer).teamApplications).toBe(0);
  });
  it('a team-invite raises teamApplications by 1; ignoring lowers it, never below 0', () => {
    expect(inviteReceived(teamless).teamApplications).toBe(3);
    expect(inviteIgnored({ ...teamless, teamApplications: 0 }).teamApplications).toBe(0);
    expect(lowered(0)).toBe(0);
    expect(lowered(5, -2)).toBe(5);
  });
  it('the badge parts: new members, MOTD, and seeing the team page clears them', () => {
    const member = motdPosted(memberJoined(memberJoined(joinTeam(teamless, team, 'member'))));
    expect([member.newTeamMembers, member.motdNotification]).toEqual([2, true]);
    expect(teamSeen(member)).toMatchObject({
      newTeamMembers: 0,
      motdNotification: false,
      newlyJoinedTeamID: null,
    });
  });
});

describe('officers (SPEC §6)', () => {
  it('the last officer cannot leave; a member can', () => {
    expect(leaveCheck({ teamID: 1, teamRole: 'officer' }, 1, 3)).toBe('last-officer');
    expect(leaveCheck({ teamID: 1, teamRole: 'officer' }, 2, 3)).toBeNull();
    expect(leaveCheck({ teamID: 1, teamRole: 'member' }, 1, 3)).toBeNull();
    expect(leaveCheck({ teamID: null, teamRole: null }, 1, 3)).toBe('not-in-a-team');
  });
  it('promote, demote and kick', () => {
    const member = { userID: 2, role: 'member' as const };
    const officer = { userID: 3, role: 'officer' as const };
    expect(roleChangeCheck('promote', 1, member, 1)).toBeNull();
    expect(roleChangeCheck('promote', 1, officer, 2)).toBe('already');
    expect(roleChangeCheck('demote', 1, member, 1)).toBe('already');
    expect(roleChangeCheck('demote', 3, officer, 1)).toBe('last-officer');
    expect(roleChangeCheck('demote', 1, officer, 2)).toBeNull();
    expect(roleChangeCheck('kick', 1, { userID: 1, role: 'officer' }, 2)).toBe('self');
    expect(roleChangeCheck('kick', 1, null, 2)).toBe('not-a-member');
  });
});

describe('tags and colours', () => {
  it('a tag is 2–6 letters and digits with a letter; a colour is #rrggbb', () => {
    expect(['ZOOM', 'a1', 'ABC123'].every(isTeamTag)).toBe(true);
    expect(['1234', 'A', 'ABCDEFG', '<b>', 'A B'].some(isTeamTag)).toBe(false);
    expect(isTagColor('#00ffAA')).toBe(true);
    expect(isTagColor('red')).toBe(false);
  });
});
