// The friends table (SPEC §7 GET /friends: fields, values, friendsHash) as rows a screen reads.
import type { FriendsTable } from '../../../domain/persistedState';

export interface FriendView {
  userID: number;
  username: string;
  displayName: string;
  friendType: 'friend' | 'teammate' | 'classmate';
  /** Seconds stamp while online; 0 when offline. */
  online: number;
  activity: 'racing' | 'garage' | 'elsewhere' | null;
  level: number;
  openGame: boolean;
}

export function friendViews(table: FriendsTable): FriendView[] {
  const at = (name: string) => table.fields.indexOf(name);
  const col = {
    userID: at('userID'),
    username: at('username'),
    displayName: at('displayName'),
    friendType: at('friendType'),
    online: at('online'),
    activity: at('activity'),
    level: at('level'),
    openGame: at('openGame'),
  };
  const views: FriendView[] = [];
  for (const row of table.values) {
    const userID = row[col.userID];
    const username = row[col.username];
    if (typeof userID !== 'number' || typeof username !== 'string') continue;
    const type = row[col.friendType];
    const activity = row[col.activity];
    views.push({
      userID,
      username,
      displayName:
        typeof row[col.displayName] === 'string' ? (row[col.displayName] as string) : username,
      friendType: type === 'teammate' || type === 'classmate' ? type : 'friend',
      online: typeof row[col.online] === 'number' ? (row[col.online] as number) : 0,
      activity:
        activity === 'racing' || activity === 'garage' || activity === 'elsewhere'
          ? activity
          : null,
      level: typeof row[col.level] === 'number' ? (row[col.level] as number) : 1,
      openGame: row[col.openGame] === true,
    });
  }
  // Online first, then by name.
  return views.sort(
    (a, b) =>
      Number(b.online > 0) - Number(a.online > 0) ||
      a.displayName.localeCompare(b.displayName) ||
      a.userID - b.userID,
  );
}

export function statusText(friend: FriendView): string {
  if (friend.online === 0) return 'Offline';
  if (friend.activity === 'racing') return 'Racing';
  if (friend.activity === 'garage') return 'In the garage';
  return 'Online';
}

export const TYPE_LABELS: Record<FriendView['friendType'], string> = {
  friend: 'Friend',
  teammate: 'Teammate',
  classmate: 'Classmate',
};
