// The player's row. Runs unchanged on embedded PGlite and on a PostgreSQL server.
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
  real,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

import type { DailyClaimRecord } from '../../../domain/rewards/dailyReward';
import type {
  CarEntry,
  ClassData,
  OwnedLoot,
  PurchaseCounts,
  RacingStatsBoard,
} from '../../../domain/user';

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
    /** SPEC §3 classData, copied from the section (pending or member) like a team's name and tag. */
    classData: jsonb('class_data').$type<ClassData | null>(),
    /** The last class message the Class message modal showed. */
    classMessageSeen: integer('class_message_seen').notNull().default(0),
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
    /**
     * The few racers on no board (private, or banned from racing), so a board rank leaves them
     * out without joining every row.
     */
    index('users_off_board_idx')
      .on(t.userID)
      .where(sql`${t.offline} or ${t.racingBanned}`),
  ],
);
