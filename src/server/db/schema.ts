// Drizzle schema. Runs unchanged on embedded PGlite and on a PostgreSQL server.
// The user row is the aggregate for everything a player owns (money, cars, loot, garage): moving money
// or items locks that row in one transaction, which is what makes purchases atomic.
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  serial,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

import type { Car, LootItem } from '../../domain/catalogue';
import type { DailyClaimRecord } from '../../domain/rewards/dailyReward';
import type {
  CarEntry,
  LootType,
  OwnedLoot,
  PurchaseCounts,
  RacingStatsBoard,
} from '../../domain/user';

const stamp = (name: string) => bigint(name, { mode: 'number' });

export const users = pgTable(
  'users',
  {
    userID: integer('user_id').primaryKey().generatedAlwaysAsIdentity({ startWith: 100001 }),
    username: varchar('username', { length: 20 }).notNull(),
    displayName: varchar('display_name', { length: 30 }).notNull().default(''),
    email: varchar('email', { length: 254 }),
    passwordHash: text('password_hash').notNull(),
    /** Bumped on logout-everywhere and password change; tokens carry it, so old ones stop working. */
    tokenVersion: integer('token_version').notNull().default(0),
    failedLogins: integer('failed_logins').notNull().default(0),
    accountType: varchar('account_type', { length: 16 }).notNull().default('user'),
    membership: varchar('membership', { length: 8 }).notNull().default('basic'),
    money: bigint('money', { mode: 'number' }).notNull().default(0),
    nitros: integer('nitros').notNull().default(0),
    changedUsername: boolean('changed_username').notNull().default(false),
    title: varchar('title', { length: 60 }).notNull().default('Rookie Racer'),
    level: integer('level').notNull().default(1),
    lastExtraLevel: integer('last_extra_level').notNull().default(0),
    experience: bigint('experience', { mode: 'number' }).notNull().default(0),
    carID: integer('car_id').notNull().default(1),
    carHueAngle: integer('car_hue_angle').notNull().default(0),
    garage: jsonb('garage').$type<string[]>().notNull(),
    cars: jsonb('cars').$type<CarEntry[]>().notNull().default([]),
    loot: jsonb('loot').$type<OwnedLoot[]>().notNull().default([]),
    racingStats: jsonb('racing_stats')
      .$type<Record<string, RacingStatsBoard>>()
      .notNull()
      .default({}),
    lessonStats: jsonb('lesson_stats')
      .$type<Record<string, RacingStatsBoard>>()
      .notNull()
      .default({}),
    lineType: varchar('line_type', { length: 16 }).notNull().default('default'),
    sectionID: integer('section_id'),
    pendingTeacherApproval: boolean('pending_teacher_approval').notNull().default(false),
    validEmail: boolean('valid_email').notNull().default(false),
    /** SPEC §7 /settings/account: the player's own names, never shown to other racers. */
    firstname: varchar('firstname', { length: 40 }).notNull().default(''),
    lastname: varchar('lastname', { length: 40 }).notNull().default(''),
    contact: boolean('contact').notNull().default(false),
    friendLimit: integer('friend_limit').notNull().default(200),
    requests: integer('requests').notNull().default(0),
    teamID: integer('team_id'),
    teamRole: varchar('team_role', { length: 8 }),
    /** The team's name, tag and colour, copied here on joining so every view of the player has them. */
    teamName: varchar('team_name', { length: 30 }),
    teamTag: varchar('team_tag', { length: 6 }),
    teamTagColor: varchar('team_tag_color', { length: 7 }),
    newlyJoinedTeamID: integer('newly_joined_team_id'),
    newTeamMembers: integer('new_team_members').notNull().default(0),
    teamApplications: integer('team_applications').notNull().default(0),
    motdNotification: boolean('motd_notification').notNull().default(false),
    raceSounds: varchar('race_sounds', { length: 8 }).notNull().default('only_fx'),
    fullScreenMode: varchar('full_screen_mode', { length: 16 }).notNull().default('none'),
    raceVolume: real('race_volume').notNull().default(0.5),
    /** Notice groups the player muted (src/domain/notifications/mutedGroups.ts). */
    mutedNotices: jsonb('muted_notices').$type<string[]>().notNull().default([]),
    lookingForTeam: boolean('looking_for_team').notNull().default(false),
    allowFriendRequests: boolean('allow_friend_requests').notNull().default(true),
    offline: boolean('offline').notNull().default(false),
    achievements: jsonb('achievements').$type<[number, number, number][]>().notNull().default([]),
    achievementsUnclaimed: jsonb('achievements_unclaimed').$type<number[]>().notNull().default([]),
    challenges: jsonb('challenges')
      .$type<{ challengeID: number; progress: number; completeStamp: number | null }[]>()
      .notNull()
      .default([]),
    mysteryBoxes: jsonb('mystery_boxes')
      .$type<{ type: string; value: number }[]>()
      .notNull()
      .default([]),
    rewardCountdown: stamp('reward_countdown').notNull().default(0),
    /** The daily reward that started the countdown, so a repeated claim returns it (no regrant). */
    lastDailyReward: jsonb('last_daily_reward').$type<DailyClaimRecord>(),
    lastMysteryBoxClaimed: stamp('last_mystery_box_claimed').notNull().default(0),
    dqs: integer('dqs').notNull().default(0),
    lastDq: stamp('last_dq').notNull().default(0),
    /** DQs in the current run and the cooling-off they caused (src/domain/race/dqPolicy.ts). */
    dqRun: integer('dq_run').notNull().default(0),
    coolOffUntil: stamp('cool_off_until').notNull().default(0),
    /** Banned from racing by an operator (the reports queue): every join is refused. */
    racingBanned: boolean('racing_banned').notNull().default(false),
    gameVisibility: varchar('game_visibility', { length: 16 }).notNull().default('public'),
    scoringMode: varchar('scoring_mode', { length: 16 }).notNull().default('competitive'),
    bundle: jsonb('bundle').$type<Record<string, unknown> | null>(),
    leagueTier: integer('league_tier').notNull().default(0),
    highestLeagueTier: integer('highest_league_tier').notNull().default(0),
    tournamentsWon: integer('tournaments_won').notNull().default(0),
    use2FA: boolean('use_2fa').notNull().default(false),
    totpSecret: text('totp_secret'),
    backupCodes: jsonb('backup_codes').$type<string[]>().notNull().default([]),
    invitedFriendIDs: jsonb('invited_friend_ids').$type<number[]>().notNull().default([]),
    worldID: integer('world_id').notNull().default(0),
    checkins: integer('checkins').notNull().default(0),
    racesPlayed: integer('races_played').notNull().default(0),
    lastPurchase: stamp('last_purchase').notNull().default(0),
    lastPurchaseUserID: integer('last_purchase_user_id'),
    visitedNews: boolean('visited_news').notNull().default(false),
    lastNews: stamp('last_news').notNull().default(0),
    visitedShop: boolean('visited_shop').notNull().default(false),
    backOffAchievementsCheckUntil: stamp('back_off_achievements_check_until').notNull().default(0),
    goldUntil: stamp('gold_until'),
    goldExpired: boolean('gold_expired').notNull().default(false),
    lastLogin: stamp('last_login').notNull().default(0),
    createdStamp: stamp('created_stamp').notNull(),
    qualifyingRaceComplete: boolean('qualifying_race_complete').notNull().default(false),
    avgSpeed: real('avg_speed').notNull().default(0),
    avgAcc: real('avg_acc').notNull().default(0),
    captchaStatus: varchar('captcha_status', { length: 16 }).notNull().default('na'),
    requiresUsername: boolean('requires_username').notNull().default(false),
    disabledClassSettings: jsonb('disabled_class_settings').$type<string[]>().notNull().default([]),
    isTeacher: boolean('is_teacher').notNull().default(false),
    moneySpent: bigint('money_spent', { mode: 'number' }).notNull().default(0),
    playTime: bigint('play_time', { mode: 'number' }).notNull().default(0),
    gamesPlayedAllSites: integer('games_played_all_sites').notNull().default(0),
    playTimeAllSites: bigint('play_time_all_sites', { mode: 'number' }).notNull().default(0),
    placed1: integer('placed1').notNull().default(0),
    placed2: integer('placed2').notNull().default(0),
    placed3: integer('placed3').notNull().default(0),
    sessionRaces: integer('session_races').notNull().default(0),
    lastConsecRace: stamp('last_consec_race').notNull().default(0),
    logins: integer('logins').notNull().default(0),
    longestSession: integer('longest_session').notNull().default(0),
    nitrosUsed: integer('nitros_used').notNull().default(0),
    purchaseCounts: jsonb('purchase_counts')
      .$type<PurchaseCounts>()
      .notNull()
      .default({ cash: 0, gold: 0, bundle: 0, gift: 0 }),
    eventModalVisible: boolean('event_modal_visible').notNull().default(false),
    seasonField4: integer('season_field4').notNull().default(0),
    /** The season season_experience and season_field4 count for (src/domain/seasons); 0: none. */
    seasonID: integer('season_id').notNull().default(0),
    seasonExperience: integer('season_experience').notNull().default(0),
  },
  (t) => [
    uniqueIndex('users_username_lower_idx').on(sql`lower(${t.username})`),
    /** Player search (POST /players/search): a prefix of the name is one range of this index. */
    index('users_username_prefix_idx').on(sql`lower(${t.username}) text_pattern_ops`),
    index('users_email_lower_idx').on(sql`lower(${t.email})`),
    /** The few private racers, so a board rank leaves them out without joining every row. */
    index('users_offline_idx')
      .on(t.userID)
      .where(sql`${t.offline}`),
  ],
);

/** Signed-link password resets: only a digest of the secret is stored, and each is single-use. */
export const passwordResets = pgTable('password_resets', {
  id: serial('id').primaryKey(),
  userID: integer('user_id')
    .notNull()
    .references(() => users.userID, { onDelete: 'cascade' }),
  secretDigest: varchar('secret_digest', { length: 64 }).notNull().unique(),
  expiresStamp: stamp('expires_stamp').notNull(),
  usedStamp: stamp('used_stamp'),
  createdStamp: stamp('created_stamp').notNull(),
});

/** Captcha solutions already accepted, so one proof of work cannot be replayed. */
export const usedCaptchas = pgTable('used_captchas', {
  signature: varchar('signature', { length: 128 }).primaryKey(),
  expiresStamp: stamp('expires_stamp').notNull(),
});

/** Cross-site handoff tokens already used: each carries a player across once. */
export const usedHandoffs = pgTable('used_handoffs', {
  jti: varchar('jti', { length: 64 }).primaryKey(),
  expiresStamp: stamp('expires_stamp').notNull(),
});

/**
 * Logins ended by logging out (their session id, which refreshed tokens keep), until every token
 * of that login has expired. Shared by all processes through the database.
 */
export const revokedSessions = pgTable('revoked_sessions', {
  sid: varchar('sid', { length: 64 }).primaryKey(),
  expiresStamp: stamp('expires_stamp').notNull(),
});

/**
 * Wrong passwords per normalised username, whether or not such an account exists, so the answers
 * (captcha, delay, lock) cannot tell the two apart. See security/loginPolicy.ts for the numbers.
 */
export const loginAttempts = pgTable('login_attempts', {
  usernameKey: varchar('username_key', { length: 100 }).primaryKey(),
  failures: integer('failures').notNull().default(0),
  lastFailureStamp: stamp('last_failure_stamp').notNull().default(0),
  lockedUntil: stamp('locked_until').notNull().default(0),
  /** When the current run of failures began: names the run an unlock link lifts. */
  streakStart: stamp('streak_start').notNull().default(0),
});

/** Server-wide secrets (JWT and link signing keys) shared by every process on one database. */
export const serverSecrets = pgTable('server_secrets', {
  name: varchar('name', { length: 64 }).primaryKey(),
  value: text('value').notNull(),
});

export const cars = pgTable('cars', {
  carID: integer('car_id').primaryKey(),
  name: varchar('name', { length: 60 }).notNull(),
  brand: varchar('brand', { length: 60 }).notNull().default(''),
  price: bigint('price', { mode: 'number' }).notNull(),
  unlockLevel: integer('unlock_level').notNull().default(1),
  purchasable: boolean('purchasable').notNull().default(true),
  options: jsonb('options').$type<Car['options']>().notNull(),
  assetKey: varchar('asset_key', { length: 60 }).notNull(),
  largeSrc: varchar('large_src', { length: 200 }).notNull(),
  smallSrc: varchar('small_src', { length: 200 }).notNull(),
});

export const lootItems = pgTable('loot_items', {
  lootID: integer('loot_id').primaryKey(),
  type: varchar('type', { length: 16 }).$type<LootType>().notNull(),
  name: varchar('name', { length: 60 }).notNull(),
  rarity: varchar('rarity', { length: 16 }).notNull(),
  assetKey: varchar('asset_key', { length: 60 }).notNull(),
  price: bigint('price', { mode: 'number' }).notNull(),
  unlockLevel: integer('unlock_level').notNull().default(1),
  purchasable: boolean('purchasable').notNull().default(true),
  options: jsonb('options').$type<LootItem['options']>().notNull(),
});

/** Math lessons (SPEC §3): the problem mix a math race draws from. */
export const mathLessons = pgTable('math_lessons', {
  lessonID: integer('lesson_id').primaryKey(),
  shortDescription: varchar('short_description', { length: 120 }).notNull(),
  subtitle: varchar('subtitle', { length: 200 }).notNull(),
  longDescription: text('long_description').notNull(),
  tags: jsonb('tags').$type<string[]>().notNull(),
  problemTypes: jsonb('problem_types').$type<string[]>().notNull(),
});

export const news = pgTable('news', {
  id: integer('id').primaryKey(),
  slug: varchar('slug', { length: 120 }).notNull().unique(),
  title: varchar('title', { length: 160 }).notNull(),
  summary: text('summary').notNull(),
  body: text('body').notNull(),
  author: varchar('author', { length: 60 }).notNull(),
  createdStamp: stamp('created_stamp').notNull(),
});

export const updates = pgTable('updates', {
  id: integer('id').primaryKey(),
  version: varchar('version', { length: 20 }).notNull(),
  title: varchar('title', { length: 160 }).notNull(),
  body: text('body').notNull(),
  createdStamp: stamp('created_stamp').notNull(),
});

export const bugReports = pgTable('bug_reports', {
  id: serial('id').primaryKey(),
  userID: integer('user_id').references(() => users.userID, { onDelete: 'set null' }),
  guestID: varchar('guest_id', { length: 64 }),
  site: varchar('site', { length: 8 }).notNull(),
  category: varchar('category', { length: 16 }).notNull(),
  summary: varchar('summary', { length: 120 }).notNull(),
  details: text('details').notNull(),
  email: varchar('email', { length: 254 }),
  pageUrl: varchar('page_url', { length: 500 }),
  userAgent: varchar('user_agent', { length: 400 }),
  createdStamp: stamp('created_stamp').notNull(),
});

/** Which versioned seed files have been loaded, so a restart never loads one twice. */
export const seedVersions = pgTable('seed_versions', {
  name: varchar('name', { length: 60 }).primaryKey(),
  version: integer('version').notNull(),
  appliedStamp: stamp('applied_stamp').notNull(),
});

/** Race passages (seeded from src/server/seed/data/passages.json). */
export const passages = pgTable('passages', {
  id: integer('id').primaryKey(),
  text: text('text').notNull(),
  source: varchar('source', { length: 200 }).notNull(),
  author: varchar('author', { length: 120 }).notNull(),
  topic: varchar('topic', { length: 40 }).notNull(),
});

/** One row per race that had at least one human finisher. */
export const races = pgTable('races', {
  raceID: serial('race_id').primaryKey(),
  /** The realtime room's id: unique, so a room's race is recorded once. */
  roomID: varchar('room_id', { length: 64 }).notNull().unique(),
  site: varchar('site', { length: 8 }).notNull(),
  passageID: integer('passage_id').notNull(),
  /** math races: the lesson / problem type; typing races: null. */
  lessonID: varchar('lesson_id', { length: 40 }),
  scoringMode: varchar('scoring_mode', { length: 16 }).notNull(),
  racers: integer('racers').notNull(),
  startedStamp: stamp('started_stamp').notNull(),
});

/**
 * A racer's verified result. The unique keys make paying out idempotent: a result that is sent
 * twice, or retried after a crash, finds its row and pays nothing more.
 */
export const raceResults = pgTable(
  'race_results',
  {
    id: serial('id').primaryKey(),
    raceID: integer('race_id')
      .notNull()
      .references(() => races.raceID, { onDelete: 'cascade' }),
    userID: integer('user_id').references(() => users.userID, { onDelete: 'cascade' }),
    guestID: varchar('guest_id', { length: 64 }),
    place: integer('place').notNull(),
    wpm: real('wpm').notNull(),
    accuracy: real('accuracy').notNull(),
    errors: integer('errors').notNull(),
    consistency: integer('consistency').notNull(),
    durationMs: integer('duration_ms').notNull(),
    typedChars: integer('typed_chars').notNull(),
    nitrosUsed: integer('nitros_used').notNull(),
    money: integer('money').notNull(),
    experience: integer('experience').notNull(),
    qualifying: boolean('qualifying').notNull().default(false),
    lines: jsonb('lines').$type<{ label: string; money: number; experience: number }[]>().notNull(),
    levelBefore: integer('level_before').notNull(),
    levelAfter: integer('level_after').notNull(),
    createdStamp: stamp('created_stamp').notNull(),
  },
  (t) => [
    uniqueIndex('race_results_user_idx').on(t.raceID, t.userID),
    uniqueIndex('race_results_guest_idx').on(t.raceID, t.guestID),
    index('race_results_guest_lookup_idx').on(t.guestID),
    /** A player's race log and charts, newest first (stats/statsService.ts). */
    index('race_results_user_log_idx').on(t.userID, t.createdStamp.desc(), t.id.desc()),
  ],
);

/**
 * A racer's running totals per site and leaderboard period (src/domain/stats/periods.ts): one row
 * per (site, period, start of the period, racer), kept by a trigger on race_results in the same
 * transaction as the result (migration 0008_racer_totals_trigger.sql), so a board reads the top
 * rows of one index instead of adding up every race of the period. Guests have no row.
 */
export const racerTotals = pgTable(
  'racer_totals',
  {
    site: varchar('site', { length: 8 }).notNull(),
    period: varchar('period', { length: 8 }).notNull(),
    periodStart: stamp('period_start').notNull(),
    userID: integer('user_id')
      .notNull()
      .references(() => users.userID, { onDelete: 'cascade' }),
    races: integer('races').notNull().default(0),
    /** Sums of each race's speed (WPM or problems a minute) and accuracy (percent). */
    speedSum: real('speed_sum').notNull().default(0),
    accuracySum: real('accuracy_sum').notNull().default(0),
    /** Sum of speed × accuracy / 100 per race (src/domain/stats/ranking.ts racePoints). */
    points: real('points').notNull().default(0),
    bestSpeed: real('best_speed').notNull().default(0),
    wins: integer('wins').notNull().default(0),
    /** Seconds raced. */
    secs: bigint('secs', { mode: 'number' }).notNull().default(0),
    typedChars: bigint('typed_chars', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.site, t.period, t.periodStart, t.userID] }),
    /** A board: the top racers of one period, in board order (ranking.ts compareRacers). */
    index('racer_totals_board_idx').on(
      t.site,
      t.period,
      t.periodStart,
      t.points.desc(),
      t.races.desc(),
      t.userID,
    ),
    index('racer_totals_user_idx').on(t.userID),
  ],
);

/**
 * A player's notifications (SPEC §3 Notification): written in the same transaction as the event
 * that causes them, pushed over `player-notifications` when the player is online, and delivered
 * on the next page load otherwise (until seen, or always while `persist`).
 */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    userID: integer('user_id')
      .notNull()
      .references(() => users.userID, { onDelete: 'cascade' }),
    type: varchar('type', { length: 40 }).notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    seen: boolean('seen').notNull().default(false),
    persist: boolean('persist').notNull().default(false),
    captchaStatus: varchar('captcha_status', { length: 16 }),
    createdStamp: stamp('created_stamp').notNull(),
  },
  (t) => [index('notifications_user_unseen_idx').on(t.userID, t.seen)],
);

// Each feature's own tables live in a file of its own under schema/ (friends, teams, ...) and are
// re-exported here, so drizzle-kit and every import keep reading one module.
// eslint-disable-next-line import-x/no-cycle -- feature tables reference users lazily
export * from './schema/teams';
export * from './schema/friends';
export * from './schema/players';
export * from './schema/reports';
export * from './schema/rankBuckets';
export * from './schema/events';
export * from './schema/leagues';
export * from './schema/accountSecurity';
export * from './schema/payments';
export * from './schema/seasons';
