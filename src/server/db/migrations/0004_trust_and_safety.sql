CREATE TABLE "login_attempts" (
	"username_key" varchar(100) PRIMARY KEY NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"last_failure_stamp" bigint DEFAULT 0 NOT NULL,
	"locked_until" bigint DEFAULT 0 NOT NULL,
	"streak_start" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "revoked_sessions" (
	"sid" varchar(64) PRIMARY KEY NOT NULL,
	"expires_stamp" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "dq_run" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "cool_off_until" bigint DEFAULT 0 NOT NULL;