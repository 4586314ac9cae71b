// A pushed team notice changes the page's player the way the server changed the stored one.
import { describe, expect, it } from 'vitest';

import { teamBadge } from '../../../../src/domain/nav/badges';
import { afterTeamNotice } from '../../../../src/domain/teams/teamNotices';
import { defaultUser, type User } from '../../../../src/domain/user';

const player = (extra: Partial<User> = {}): User => ({
  ...defaultUser(),
  loggedIn: true,
  userID: 5,
  ...extra,
});

describe('afterTeamNotice', () => {
  it('team-accept puts the player in the team, with the MOTD badge when one waits', () => {
    const data = { teamID: 9, tag: 'ZOOM', tagColor: '#ff0000', name: 'Zoomers', hasMotd: true };
    const joined = afterTeamNotice(player({ teamApplications: 2 }), 'team-accept', data);
    expect(joined).toMatchObject({
      teamID: 9,
      tag: 'ZOOM',
      teamRole: 'member',
      teamApplications: 0,
    });
    expect(teamBadge(joined)).toBe(1);
    const malformed = afterTeamNotice(player(), 'team-accept', { teamID: 'x' });
    expect(malformed.teamID).toBeNull();
  });
  it('team-application counts for an officer of that team only', () => {
    const officer = player({ teamID: 9, teamRole: 'officer' });
    expect(afterTeamNotice(officer, 'team-application', { teamID: 9 }).teamApplications).toBe(1);
    expect(afterTeamNotice(officer, 'team-application', { teamID: 8 }).teamApplications).toBe(0);
    const member = player({ teamID: 9, teamRole: 'member' });
    expect(afterTeamNotice(member, 'team-application', { teamID: 9 })).toBe(member);
  });
  it('team-member-joined and team-invite raise their counts; other notices change nothing', () => {
    const member = player({ teamID: 9, teamRole: 'member' });
    expect(afterTeamNotice(member, 'team-member-joined', { teamID: 9 }).newTeamMembers).toBe(1);
    expect(afterTeamNotice(player(), 'team-invite', { teamID: 3 }).teamApplications).toBe(1);
    expect(afterTeamNotice(member, 'team-invite', { teamID: 3 })).toBe(member);
    expect(afterTeamNotice(member, 'friend-online', {})).toBe(member);
    const guest = { ...defaultUser(), loggedIn: false };
    expect(afterTeamNotice(guest, 'team-invite', {})).toBe(guest);
  });
});
