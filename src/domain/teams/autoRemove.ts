// A team's `autoRemove` (SPEC §3 Team): when the officers turn it on, members who have not raced
// for AUTO_REMOVE_INACTIVE_DAYS leave the team by themselves, so a roster of 50 is not held by
// racers who stopped playing. Officers are never removed (a team keeps whoever runs it), and a
// member who joined recently is judged from the day they joined, not from an older last race.
// Pure: the time is passed in (seconds, like every stamp on a row).

/** Days without a race, on either site, after which a member of an autoRemove team is removed. */
export const AUTO_REMOVE_INACTIVE_DAYS = 30;
const DAY_SECONDS = 86_400;

export interface MemberActivity {
  role: string;
  /** When the member joined this team (seconds). */
  joinedStamp: number;
  /** The member's last race on any site (seconds; 0 if never). */
  lastRaceStamp: number;
}

/** Last activity before this moment (seconds) is too old. */
export const autoRemoveCutoff = (nowSeconds: number) =>
  nowSeconds - AUTO_REMOVE_INACTIVE_DAYS * DAY_SECONDS;

/** Whether an autoRemove team removes this member at `nowSeconds`. */
export function isInactiveMember(member: MemberActivity, nowSeconds: number): boolean {
  if (member.role === 'officer') return false;
  const lastActive = Math.max(member.joinedStamp, member.lastRaceStamp);
  return lastActive < autoRemoveCutoff(nowSeconds);
}
