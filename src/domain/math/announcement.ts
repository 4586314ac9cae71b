// When the typing site invites its players to the math beta, and when the math site says goodbye
// to it. Pure rules over the user, the site and a time passed in (seconds since the epoch, like
// every stamp on the User); the UI stores the `seen`/`nextShowAt` state and shows the modals.
import { isRaceTab } from '../nav/routes';
import type { SiteConfig } from '../site';
import { DAY_SECONDS } from '../time';
import type { User } from '../user';
import { z } from '../zodMini';

/**
 * SPEC §5 names only "a fixed late-October-2022 cutoff". We take 2022-10-25T00:00:00Z: the start
 * of the last week of October, in UTC so it is one instant for every player. Players whose last
 * login is before it had not heard of the beta; once now is past it the invitation may show.
 */
export const MATH_ANNOUNCEMENT_CUTOFF = 1_666_656_000;

/** SPEC §9: the announcement is not offered again for 10 days (and, once seen, never again). */
export const MATH_ANNOUNCEMENT_NEXT_SHOW_DAYS = 10;

/** SPEC §2: from April 25th 2025 (00:00 UTC) the math beta is unavailable and unsupported. */
export const MATH_BETA_END = 1_745_539_200;

/** What the client keeps between visits about the announcement. */
export interface MathAnnouncementState {
  seen: boolean;
  /** Seconds; null when it was never shown. */
  nextShowAt: number | null;
}

/** Never shown: what a missing, unreadable or unknown stored state means. */
export function defaultMathAnnouncementState(): MathAnnouncementState {
  return { seen: false, nextShowAt: null };
}

/** The stored form carries a version so a later shape can migrate from this one (CONVENTIONS 10). */
export const MATH_ANNOUNCEMENT_STATE_VERSION = 1;

const storedMathAnnouncementSchema = z.strictObject({
  version: z.literal(MATH_ANNOUNCEMENT_STATE_VERSION),
  seen: z.boolean(),
  // z.number() refuses Infinity and NaN, so the stamp is always finite.
  nextShowAt: z.nullable(z.number()),
});

/** Reads the stored text; anything that does not parse or validate is the default state. */
export function loadMathAnnouncementState(raw: string | null): MathAnnouncementState {
  if (raw === null) return defaultMathAnnouncementState();
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return defaultMathAnnouncementState();
  }
  const parsed = storedMathAnnouncementSchema.safeParse(json);
  if (!parsed.success) return defaultMathAnnouncementState();
  return { seen: parsed.data.seen, nextShowAt: parsed.data.nextShowAt };
}

export function serializeMathAnnouncementState(state: MathAnnouncementState): string {
  return JSON.stringify({
    version: MATH_ANNOUNCEMENT_STATE_VERSION,
    seen: state.seen,
    nextShowAt: state.nextShowAt,
  });
}

export interface MathAnnouncementInput extends MathAnnouncementState {
  site: Pick<SiteConfig, 'id'>;
  user: Pick<User, 'loggedIn' | 'memberDays' | 'membership' | 'lastLogin'>;
  nowSeconds: number;
}

/**
 * SPEC §5: typing site, logged in, memberDays over 2, gold, last login before the cutoff, now
 * past it, not seen (and not inside the next-show wait).
 */
export function shouldShowMathAnnouncement({
  site,
  user,
  nowSeconds,
  seen,
  nextShowAt,
}: MathAnnouncementInput): boolean {
  if (site.id !== 'typing') return false;
  if (!user.loggedIn) return false;
  if (user.memberDays <= 2) return false;
  if (user.membership !== 'gold') return false;
  if (user.lastLogin >= MATH_ANNOUNCEMENT_CUTOFF) return false;
  if (nowSeconds <= MATH_ANNOUNCEMENT_CUTOFF) return false;
  if (seen) return false;
  return nextShowAt === null || nowSeconds >= nextShowAt;
}

/** The state to store once the announcement has been shown: seen, and not before 10 days pass. */
export function afterMathAnnouncementShown(nowSeconds: number): MathAnnouncementState {
  return {
    seen: true,
    nextShowAt: nowSeconds + MATH_ANNOUNCEMENT_NEXT_SHOW_DAYS * DAY_SECONDS,
  };
}

/**
 * Whether the math site shows its farewell notice: from the end of the beta onwards, on every page
 * but the race itself (on a phone the notice would cover a quarter of the screen mid-race).
 */
export function mathBetaFarewell(
  site: Pick<SiteConfig, 'id'>,
  nowSeconds: number,
  pathname = '/',
): boolean {
  return site.id === 'math' && nowSeconds >= MATH_BETA_END && !isRaceTab(pathname);
}
