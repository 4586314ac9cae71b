CREATE TABLE "bug_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"guest_id" varchar(64),
	"site" varchar(8) NOT NULL,
	"category" varchar(16) NOT NULL,
	"summary" varchar(120) NOT NULL,
	"details" text NOT NULL,
	"email" varchar(254),
	"page_url" varchar(500),
	"user_agent" varchar(400),
	"created_stamp" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cars" (
	"car_id" integer PRIMARY KEY NOT NULL,
	"name" varchar(60) NOT NULL,
	"brand" varchar(60) DEFAULT '' NOT NULL,
	"price" bigint NOT NULL,
	"unlock_level" integer DEFAULT 1 NOT NULL,
	"purchasable" boolean DEFAULT true NOT NULL,
	"options" jsonb NOT NULL,
	"asset_key" varchar(60) NOT NULL,
	"large_src" varchar(200) NOT NULL,
	"small_src" varchar(200) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "news" (
	"id" integer PRIMARY KEY NOT NULL,
	"slug" varchar(120) NOT NULL,
	"title" varchar(160) NOT NULL,
	"summary" text NOT NULL,
	"body" text NOT NULL,
	"author" varchar(60) NOT NULL,
	"created_stamp" bigint NOT NULL,
	CONSTRAINT "news_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "password_resets" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"secret_digest" varchar(64) NOT NULL,
	"expires_stamp" bigint NOT NULL,
	"used_stamp" bigint,
	"created_stamp" bigint NOT NULL,
	CONSTRAINT "password_resets_secret_digest_unique" UNIQUE("secret_digest")
);
--> statement-breakpoint
CREATE TABLE "seed_versions" (
	"name" varchar(60) PRIMARY KEY NOT NULL,
	"version" integer NOT NULL,
	"applied_stamp" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "server_secrets" (
	"name" varchar(64) PRIMARY KEY NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "updates" (
	"id" integer PRIMARY KEY NOT NULL,
	"version" varchar(20) NOT NULL,
	"title" varchar(160) NOT NULL,
	"body" text NOT NULL,
	"created_stamp" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "used_captchas" (
	"signature" varchar(128) PRIMARY KEY NOT NULL,
	"expires_stamp" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"user_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "users_user_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 100001 CACHE 1),
	"username" varchar(20) NOT NULL,
	"display_name" varchar(30) DEFAULT '' NOT NULL,
	"email" varchar(254),
	"password_hash" text NOT NULL,
	"token_version" integer DEFAULT 0 NOT NULL,
	"failed_logins" integer DEFAULT 0 NOT NULL,
	"account_type" varchar(16) DEFAULT 'user' NOT NULL,
	"membership" varchar(8) DEFAULT 'basic' NOT NULL,
	"money" bigint DEFAULT 0 NOT NULL,
	"nitros" integer DEFAULT 0 NOT NULL,
	"changed_username" boolean DEFAULT false NOT NULL,
	"title" varchar(60) DEFAULT 'Rookie Racer' NOT NULL,
	"level" integer DEFAULT 1 NOT NULL,
	"last_extra_level" integer DEFAULT 0 NOT NULL,
	"experience" bigint DEFAULT 0 NOT NULL,
	"car_id" integer DEFAULT 1 NOT NULL,
	"car_hue_angle" integer DEFAULT 0 NOT NULL,
	"garage" jsonb NOT NULL,
	"cars" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"loot" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"racing_stats" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"lesson_stats" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"line_type" varchar(16) DEFAULT 'default' NOT NULL,
	"section_id" integer,
	"pending_teacher_approval" boolean DEFAULT false NOT NULL,
	"valid_email" boolean DEFAULT false NOT NULL,
	"contact" boolean DEFAULT false NOT NULL,
	"friend_limit" integer DEFAULT 200 NOT NULL,
	"requests" integer DEFAULT 0 NOT NULL,
	"team_id" integer,
	"team_role" varchar(8),
	"newly_joined_team_id" integer,
	"new_team_members" integer DEFAULT 0 NOT NULL,
	"team_applications" integer DEFAULT 0 NOT NULL,
	"motd_notification" boolean DEFAULT false NOT NULL,
	"race_sounds" varchar(8) DEFAULT 'only_fx' NOT NULL,
	"full_screen_mode" varchar(16) DEFAULT 'none' NOT NULL,
	"looking_for_team" boolean DEFAULT false NOT NULL,
	"allow_friend_requests" boolean DEFAULT true NOT NULL,
	"offline" boolean DEFAULT false NOT NULL,
	"achievements" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"achievements_unclaimed" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"challenges" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"mystery_boxes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"reward_countdown" bigint DEFAULT 0 NOT NULL,
	"last_mystery_box_claimed" bigint DEFAULT 0 NOT NULL,
	"dqs" integer DEFAULT 0 NOT NULL,
	"last_dq" bigint DEFAULT 0 NOT NULL,
	"game_visibility" varchar(16) DEFAULT 'public' NOT NULL,
	"scoring_mode" varchar(16) DEFAULT 'competitive' NOT NULL,
	"bundle" jsonb,
	"league_tier" integer DEFAULT 0 NOT NULL,
	"highest_league_tier" integer DEFAULT 0 NOT NULL,
	"tournaments_won" integer DEFAULT 0 NOT NULL,
	"use_2fa" boolean DEFAULT false NOT NULL,
	"totp_secret" text,
	"backup_codes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"invited_friend_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"world_id" integer DEFAULT 0 NOT NULL,
	"checkins" integer DEFAULT 0 NOT NULL,
	"races_played" integer DEFAULT 0 NOT NULL,
	"last_purchase" bigint DEFAULT 0 NOT NULL,
	"last_purchase_user_id" integer,
	"visited_news" boolean DEFAULT false NOT NULL,
	"last_news" bigint DEFAULT 0 NOT NULL,
	"visited_shop" boolean DEFAULT false NOT NULL,
	"back_off_achievements_check_until" bigint DEFAULT 0 NOT NULL,
	"gold_until" bigint,
	"gold_expired" boolean DEFAULT false NOT NULL,
	"last_login" bigint DEFAULT 0 NOT NULL,
	"created_stamp" bigint NOT NULL,
	"qualifying_race_complete" boolean DEFAULT false NOT NULL,
	"avg_speed" real DEFAULT 0 NOT NULL,
	"avg_acc" real DEFAULT 0 NOT NULL,
	"captcha_status" varchar(16) DEFAULT 'na' NOT NULL,
	"requires_username" boolean DEFAULT false NOT NULL,
	"disabled_class_settings" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_teacher" boolean DEFAULT false NOT NULL,
	"money_spent" bigint DEFAULT 0 NOT NULL,
	"play_time" bigint DEFAULT 0 NOT NULL,
	"games_played_all_sites" integer DEFAULT 0 NOT NULL,
	"play_time_all_sites" bigint DEFAULT 0 NOT NULL,
	"placed1" integer DEFAULT 0 NOT NULL,
	"placed2" integer DEFAULT 0 NOT NULL,
	"placed3" integer DEFAULT 0 NOT NULL,
	"session_races" integer DEFAULT 0 NOT NULL,
	"last_consec_race" bigint DEFAULT 0 NOT NULL,
	"logins" integer DEFAULT 0 NOT NULL,
	"longest_session" integer DEFAULT 0 NOT NULL,
	"nitros_used" integer DEFAULT 0 NOT NULL,
	"purchase_counts" jsonb DEFAULT '{"cash":0,"gold":0,"bundle":0,"gift":0}'::jsonb NOT NULL,
	"event_modal_visible" boolean DEFAULT false NOT NULL,
	"season_field4" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bug_reports" ADD CONSTRAINT "bug_reports_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_resets" ADD CONSTRAINT "password_resets_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_lower_idx" ON "users" USING btree (lower("username"));--> statement-breakpoint
CREATE INDEX "users_email_lower_idx" ON "users" USING btree (lower("email"));