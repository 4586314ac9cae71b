// What a pushed team notice changes on the player the page holds, so the Team badge and the
// player's tag follow at once without another call (the server already changed the stored
// player the same way, by the same rules, in the transaction that sent the notice).
import type { User } from '../user';
import {
  applicationReceived,
  inviteReceived,
  joinTeam,
  memberJoined,
  type TeamFields,
} from './teamRules';

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);
const int = (value: unknown): number | null =>
  typeof value === 'number' && Number.isInteger(value) ? value : null;

/** The player after a pushed notice of `type`; the same player for any other notice. */
export function afterTeamNotice<U extends TeamFields & Pick<User, 'loggedIn'>>(
  user: U,
  type: string,
  data: Record<string, unknown>,
): U {
  if (!user.loggedIn) return user;
  switch (type) {
    case 'team-application':
      return user.teamRole === 'officer' && user.teamID === int(data.teamID)
        ? applicationReceived(user)
        : user;
    case 'team-member-joined':
      return user.teamID !== null && user.teamID === int(data.teamID) ? memberJoined(user) : user;
    case 'team-invite':
      return user.teamID === null ? inviteReceived(user) : user;
    case 'team-accept': {
      const teamID = int(data.teamID);
      const tag = text(data.tag);
      const tagColor = text(data.tagColor);
      const name = text(data.name);
      if (teamID === null || !tag || !tagColor || name === null) return user;
      return joinTeam(
        user,
        {
          teamID,
          tag,
          tagColor,
          name,
          minRaces: 0,
          minSpeed: 0,
          enrollment: 'application',
          hasMotd: data.hasMotd === true,
        },
        'member',
      );
    }
    default:
      return user;
  }
}
