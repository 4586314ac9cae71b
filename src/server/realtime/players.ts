// Who is asking for a seat, read fresh from storage at each join: nitros, speed and captcha state
// change between races, and a qualifying race depends on what has been recorded so far.
import { randomBytes } from 'node:crypto';

import { and, desc, eq } from 'drizzle-orm';

import { coolingOffMessage, joinRefusal } from '../../domain/race/dqPolicy';
import type { SiteId } from '../../domain/site';
import type { CaptchaStatus } from '../../domain/user';
import type { LoginRef } from '../auth/authService';
import type { Db } from '../db/client';
import { raceResults, races } from '../db/schema';
import { findUserById, findUserByUsername, updateUser } from '../users/userRepo';
import { MESSAGES } from './frames';
import { DEFAULT_SPEED, GUEST_SPEED_RACES, guestSpeed, scoringModeOf } from './matchmaking';
import type { RacerEntry } from './roomWire';

/** Who a socket belongs to, once authenticated. */
export type SocketSession =
  { kind: 'user'; userID: number; login: LoginRef } | { kind: 'guest'; guestID: string };

export type RacerLookup =
  | { entry: RacerEntry }
  | { refused: string; type: 'race-rejected' | 'captcha-required' | 'invalid-session' };

/** Saved race preferences the racer sent before joining, if any. */
export interface RacePreferences {
  scoringMode?: string;
  gameVisibility?: 'public' | 'invite-only';
}

const newRacerID = () => `r${randomBytes(6).toString('hex')}`;

async function guestHasQualified(db: Db, guestID: string): Promise<boolean> {
  const [row] = await db
    .select({ id: raceResults.id })
    .from(raceResults)
    .where(and(eq(raceResults.guestID, guestID), eq(raceResults.qualifying, true)))
    .limit(1);
  return row !== undefined;
}

/** The speeds of the guest's latest results on `site`, newest first. */
async function guestRecentSpeeds(db: Db, guestID: string, site: SiteId): Promise<number[]> {
  const rows = await db
    .select({ wpm: raceResults.wpm })
    .from(raceResults)
    .innerJoin(races, eq(races.raceID, raceResults.raceID))
    .where(and(eq(raceResults.guestID, guestID), eq(races.site, site)))
    .orderBy(desc(raceResults.createdStamp), desc(raceResults.id))
    .limit(GUEST_SPEED_RACES);
  return rows.map((row) => row.wpm);
}

export async function racerFor(
  db: Db,
  session: SocketSession,
  site: SiteId,
  preferences: RacePreferences,
  /** Server seconds, for a cooling-off after disqualifications. */
  nowSeconds: number,
): Promise<RacerLookup> {
  // Only the typing site has a qualifying race (SPEC §1).
  const typing = site === 'typing';
  if (session.kind === 'guest') {
    return {
      entry: {
        racerID: newRacerID(),
        playerKey: `g:${session.guestID}`,
        userID: null,
        guestID: session.guestID,
        name: 'Guest Racer',
        title: 'Accountless One',
        carID: 1,
        carHueAngle: 0,
        speed: guestSpeed(await guestRecentSpeeds(db, session.guestID, site)),
        nitros: 0,
        qualifying: typing && !(await guestHasQualified(db, session.guestID)),
        scoringMode: preferences.scoringMode ?? 'competitive',
        gameVisibility: preferences.gameVisibility ?? 'public',
      },
    };
  }
  const user = await findUserById(db, session.userID);
  if (!user)
    return {
      refused: 'Your account could not be found. Please log in again.',
      type: 'race-rejected',
    };
  // A password changed since the socket's token was issued ends that login (its sid, checked by
  // the caller, ends with a logout): read here, with the racer, not in a second query.
  if (user.tokenVersion !== session.login.tokenVersion)
    return { refused: MESSAGES.loginEnded, type: 'invalid-session' };
  // Banned from racing by an operator (the reports queue): no room takes them.
  if (user.racingBanned) return { refused: MESSAGES.bannedFromRacing, type: 'race-rejected' };
  const refusal = joinRefusal(
    { coolOffUntil: user.coolOffUntil, captchaStatus: user.captchaStatus as CaptchaStatus },
    nowSeconds,
  );
  if (refusal?.kind === 'cooling-off')
    return { refused: coolingOffMessage(refusal.until), type: 'race-rejected' };
  // Its own error type: the client opens the bot verification modal (the way back).
  if (refusal?.kind === 'captcha')
    return { refused: MESSAGES.captchaPending, type: 'captcha-required' };
  return {
    entry: {
      racerID: newRacerID(),
      playerKey: `u:${user.userID}`,
      userID: user.userID,
      guestID: null,
      name: user.displayName || user.username,
      title: user.title,
      tag: user.teamTag,
      tagColor: user.teamTagColor,
      carID: user.carID,
      carHueAngle: user.carHueAngle,
      speed: user.avgSpeed > 0 ? user.avgSpeed : DEFAULT_SPEED,
      nitros: user.nitros,
      qualifying: typing && !user.qualifyingRaceComplete,
      scoringMode: preferences.scoringMode ?? user.scoringMode,
      gameVisibility:
        preferences.gameVisibility ??
        (user.gameVisibility === 'invite-only' ? 'invite-only' : 'public'),
    },
  };
}

export async function hostExists(db: Db, username: string): Promise<boolean> {
  return (await findUserByUsername(db, username)) !== undefined;
}

/**
 * Race settings chosen before a race become the player's saved defaults (SPEC §3 scoringMode,
 * gameVisibility), so the next visit starts with them. An unknown scoring mode is stored as the
 * first available one (SPEC §5).
 */
export async function savePreferences(
  db: Db,
  userID: number,
  preferences: RacePreferences,
): Promise<void> {
  const values = {
    ...(preferences.scoringMode !== undefined
      ? { scoringMode: scoringModeOf(preferences.scoringMode) }
      : {}),
    ...(preferences.gameVisibility !== undefined
      ? { gameVisibility: preferences.gameVisibility }
      : {}),
  };
  if (Object.keys(values).length > 0) await updateUser(db, userID, values);
}
