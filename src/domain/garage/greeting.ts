// The garage's greeting. A player who has just made their account is welcomed, not welcomed back:
// registering counts as the first login, so "new" is one login on the day the account was made.
import type { User } from '../user';
import { nameShown } from '../user';

export function garageGreeting(
  user: Pick<User, 'displayName' | 'username' | 'logins' | 'memberDays'>,
): string {
  const isNew = user.logins <= 1 && user.memberDays < 1;
  return `${isNew ? 'Welcome' : 'Welcome back'}, ${nameShown(user)}!`;
}
