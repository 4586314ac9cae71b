CREATE TABLE "friend_requests" (
	"from_user_id" integer NOT NULL,
	"to_user_id" integer NOT NULL,
	"created_stamp" bigint NOT NULL,
	CONSTRAINT "friend_requests_from_user_id_to_user_id_pk" PRIMARY KEY("from_user_id","to_user_id")
);
--> statement-breakpoint
CREATE TABLE "friendships" (
	"user_id" integer NOT NULL,
	"friend_id" integer NOT NULL,
	"created_stamp" bigint NOT NULL,
	CONSTRAINT "friendships_user_id_friend_id_pk" PRIMARY KEY("user_id","friend_id")
);
--> statement-breakpoint
CREATE TABLE "cash_gifts" (
	"id" serial PRIMARY KEY NOT NULL,
	"from_user_id" integer NOT NULL,
	"to_user_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"created_stamp" bigint NOT NULL,
	"received_stamp" bigint
);
--> statement-breakpoint
CREATE TABLE "player_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"reporter_id" integer NOT NULL,
	"target_id" integer NOT NULL,
	"race_id" integer DEFAULT 0 NOT NULL,
	"reason" varchar(20) NOT NULL,
	"details" varchar(500) DEFAULT '' NOT NULL,
	"status" varchar(10) DEFAULT 'open' NOT NULL,
	"created_stamp" bigint NOT NULL,
	"resolved_stamp" bigint,
	"resolved_by" integer
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "racing_banned" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "friend_requests_to_idx" ON "friend_requests" USING btree ("to_user_id","created_stamp");--> statement-breakpoint
CREATE INDEX "cash_gifts_pending_idx" ON "cash_gifts" USING btree ("to_user_id") WHERE "cash_gifts"."received_stamp" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "player_reports_open_idx" ON "player_reports" USING btree ("reporter_id","target_id","race_id") WHERE "player_reports"."status" = 'open';--> statement-breakpoint
CREATE INDEX "player_reports_status_idx" ON "player_reports" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "player_reports_reporter_idx" ON "player_reports" USING btree ("reporter_id","created_stamp");--> statement-breakpoint
CREATE INDEX "users_username_prefix_idx" ON "users" USING btree (lower("username") text_pattern_ops);