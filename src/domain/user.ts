// The User entity of SPEC §3 as the client sees it. Plain serialisable data; rules about it are pure
// functions below. The server builds it from storage (src/server/users/userView.ts).
import type { SiteConfig } from './site';

export type Membership = 'basic' | 'gold';
export type CaptchaStatus = 'na' | 'passed' | 'pending' | 'password' | 'login-rate';
export type RaceSounds = 'all' | 'only_fx' | 'none';
export type GameVisibility = 'public' | 'invite-only';
export type ScoringMode = 'competitive' | 'casual';
export type TeamRole = 'officer' | 'member' | null;
export type CarStatus = 'owned' | 'sold';
/** [carID, status, hueAngle, created stamp (seconds)?] */
export type CarEntry = [number, CarStatus, number, number?];
export type LootType = 'sticker' | 'trail' | 'title' | 'nametag' | 'nitro';

export interface RacingStatsBoard {
  played: number;
  typed: number;
  secs: number;
  errs: number;
  rank: number;
  dayRank: number;
  prevRank: number;
}

export interface OwnedLoot {
  lootID: number;
  type: LootType;
  equipped: number;
  createdStamp: number;
}

export interface FriendEntry {
  userID: number;
  friendType: 'friend' | 'teammate' | 'classmate';
  online: number;
}

/** A teacher's message to a class section (src/domain/classes/classRules.ts). */
export interface ClassMessage {
  /** Rises with every message the section gets, so "seen" is one number per player. */
  messageID: number;
  text: string;
  /** Epoch seconds. */
  expires: number;
}

/** SPEC §3 classData: the section a student is in (or waiting to join). */
export interface ClassData {
  sectionID: number;
  /** The section's name, e.g. "Room 12 – Period 3". */
  name: string;
  /** Each class setting, true while the teacher allows it. */
  options: Record<string, boolean>;
  message: ClassMessage | null;
  teacherName: string | null;
  districtName: string | null;
}

export interface PurchaseCounts {
  cash: number;
  gold: number;
  bundle: number;
  gift: number;
}

export interface User {
  loggedIn: boolean;
  accountType: 'guest' | 'user' | 'student' | 'teacher';
  membership: Membership;
  money: number;
  nitros: number;
  displayName: string;
  username: string;
  userID: number;
  changedUsername: boolean;
  title: string;
  level: number;
  lastExtraLevel: number;
  experience: number;
  carID: number;
  carHueAngle: number;
  garage: string[];
  cars: CarEntry[];
  totalCars: number;
  soldCars: number;
  racingStats: Record<string, RacingStatsBoard>;
  lessonStats: Record<string, RacingStatsBoard>;
  lineType: string;
  inClass: boolean;
  sectionID: number | null;
  pendingTeacherApproval: boolean;
  validEmail: boolean;
  contact: boolean;
  friendLimit: number;
  friends: FriendEntry[];
  friendsHash: string;
  requests: number;
  teamID: number | null;
  teamName: string | null;
  tag: string | null;
  tagColor: string | null;
  teamRole: TeamRole;
  newlyJoinedTeamID: number | null;
  newTeamMembers: number;
  teamApplications: number;
  motdNotification: boolean;
  raceSounds: RaceSounds;
  fullScreenMode: string;
  /** The race sounds' volume, 0..1 (SPEC §9 audio default 0.5), kept with raceSounds. */
  raceVolume: number;
  /** Notice groups the player muted (src/domain/notifications/mutedGroups.ts). */
  mutedNotices: string[];
  lookingForTeam: boolean;
  allowFriendRequests: boolean;
  offline: boolean;
  loot: OwnedLoot[];
  achievements: [number, number, number][];
  achievementsUnclaimed: number[];
  challenges: { challengeID: number; progress: number; completeStamp: number | null }[];
  mysteryBoxes: { type: string; value: number }[];
  rewardCountdown: number;
  lastMysteryBoxClaimed: number;
  DQs: number;
  lastDq: number;
  gameVisibility: GameVisibility;
  scoringMode: ScoringMode;
  bundle: Record<string, unknown> | null;
  leagueTier: number;
  highestLeagueTier: number;
  tournamentsWon: number;
  use2FA: boolean;
  backupCodes: string[];
  invitedFriendIDs: number[];
  worldID: number;
  checkins: number;
  racesPlayed: number;
  lastPurchase: number;
  lastPurchaseUserID: number | null;
  visitedNews: boolean;
  lastNews: number;
  visitedShop: boolean;
  backOffAchievementsCheckUntil: number;
  goldUntil: number | null;
  goldExpired: boolean;
  memberDays: number;
  goldExpirationDays: number | null;
  daysSinceGoldExpired: number | null;
  lastLogin: number;
  createdStamp: number;
  qualifyingRaceComplete: boolean;
  avgSpeed: number;
  avgAcc: number;
  captchaStatus: CaptchaStatus;
  requiresUsername: boolean;
  classData: ClassData | null;
  /** The last class message the Class message modal showed (0: none). */
  classMessageSeen: number;
  disabledClassSettings: string[];
  isTeacher: boolean;
  moneySpent: number;
  playTime: number;
  gamesPlayedAllSites: number;
  playTimeAllSites: number;
  placed1: number;
  placed2: number;
  placed3: number;
  sessionRaces: number;
  lastConsecRace: number;
  logins: number;
  longestSession: number;
  nitrosUsed: number;
  purchaseCounts: PurchaseCounts;
  event_modal_visible: boolean;
  seasonField4: number;
  /** The season seasonExperience and seasonField4 count for (0: none yet); src/domain/seasons. */
  seasonID: number;
  /** Experience raced during that season: the reward track's progress. */
  seasonExperience: number;
}

export const GARAGE_SLOTS = 30;
export const FRIEND_LIMIT = 200;
export const GUEST_TITLE = 'Accountless One';
export const GUEST_DISPLAY_NAME = 'Guest Racer';
/** The car every new racer starts with (seeded in the car catalogue). */
export const STARTER_CAR_ID = 1;

export function emptyGarage(slots = GARAGE_SLOTS): string[] {
  return Array.from({ length: slots }, () => '');
}

export function emptyRacingStats(): RacingStatsBoard {
  return { played: 0, typed: 0, secs: 0, errs: 0, rank: 0, dayRank: 0, prevRank: 0 };
}

/** Defaults for every field; a guest is this with loggedIn false. */
export function defaultUser(): User {
  return {
    loggedIn: false,
    accountType: 'guest',
    membership: 'basic',
    money: 0,
    nitros: 0,
    displayName: GUEST_DISPLAY_NAME,
    username: '',
    userID: 0,
    changedUsername: false,
    title: GUEST_TITLE,
    level: 1,
    lastExtraLevel: 0,
    experience: 0,
    carID: STARTER_CAR_ID,
    carHueAngle: 0,
    garage: emptyGarage(),
    cars: [],
    totalCars: 0,
    soldCars: 0,
    racingStats: {},
    lessonStats: {},
    lineType: 'default',
    inClass: false,
    sectionID: null,
    pendingTeacherApproval: false,
    validEmail: false,
    contact: false,
    friendLimit: FRIEND_LIMIT,
    friends: [],
    friendsHash: '',
    requests: 0,
    teamID: null,
    teamName: null,
    tag: null,
    tagColor: null,
    teamRole: null,
    newlyJoinedTeamID: null,
    newTeamMembers: 0,
    teamApplications: 0,
    motdNotification: false,
    raceSounds: 'only_fx',
    fullScreenMode: 'none',
    raceVolume: 0.5,
    mutedNotices: [],
    lookingForTeam: false,
    allowFriendRequests: true,
    offline: false,
    loot: [],
    achievements: [],
    achievementsUnclaimed: [],
    challenges: [],
    mysteryBoxes: [],
    rewardCountdown: 0,
    lastMysteryBoxClaimed: 0,
    DQs: 0,
    lastDq: 0,
    gameVisibility: 'public',
    scoringMode: 'competitive',
    bundle: null,
    leagueTier: 0,
    highestLeagueTier: 0,
    tournamentsWon: 0,
    use2FA: false,
    backupCodes: [],
    invitedFriendIDs: [],
    worldID: 0,
    checkins: 0,
    racesPlayed: 0,
    lastPurchase: 0,
    lastPurchaseUserID: null,
    visitedNews: false,
    lastNews: 0,
    visitedShop: false,
    backOffAchievementsCheckUntil: 0,
    goldUntil: null,
    goldExpired: false,
    memberDays: 0,
    goldExpirationDays: null,
    daysSinceGoldExpired: null,
    lastLogin: 0,
    createdStamp: 0,
    qualifyingRaceComplete: false,
    avgSpeed: 0,
    avgAcc: 0,
    captchaStatus: 'na',
    requiresUsername: false,
    classData: null,
    classMessageSeen: 0,
    disabledClassSettings: [],
    isTeacher: false,
    moneySpent: 0,
    playTime: 0,
    gamesPlayedAllSites: 0,
    playTimeAllSites: 0,
    placed1: 0,
    placed2: 0,
    placed3: 0,
    sessionRaces: 0,
    lastConsecRace: 0,
    logins: 0,
    longestSession: 0,
    nitrosUsed: 0,
    purchaseCounts: { cash: 0, gold: 0, bundle: 0, gift: 0 },
    event_modal_visible: false,
    seasonField4: 0,
    seasonID: 0,
    seasonExperience: 0,
  };
}

/** SPEC §6: full access needs login and, where the site requires it, a completed qualifying race. */
export function hasFullAccess(
  user: Pick<User, 'loggedIn' | 'avgSpeed'>,
  site: SiteConfig,
): boolean {
  if (!user.loggedIn) return false;
  return site.requiresQualifying ? user.avgSpeed > 0 : true;
}

/** Cars still owned and sold, derived at login (SPEC §4). */
export function carCounts(cars: CarEntry[]): { totalCars: number; soldCars: number } {
  let totalCars = 0;
  let soldCars = 0;
  for (const [, status] of cars) {
    if (status === 'owned') totalCars += 1;
    else soldCars += 1;
  }
  return { totalCars, soldCars };
}

export function nameShown(user: Pick<User, 'displayName' | 'username'>): string {
  return user.displayName.trim() || user.username;
}
