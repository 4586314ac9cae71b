CREATE TABLE "backup_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"code_hash" varchar(64) NOT NULL,
	"used_stamp" bigint
);
--> statement-breakpoint
CREATE TABLE "email_verifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"secret_digest" varchar(64) NOT NULL,
	"email" varchar(254) NOT NULL,
	"expires_stamp" bigint NOT NULL,
	"used_stamp" bigint,
	"created_stamp" bigint NOT NULL,
	CONSTRAINT "email_verifications_secret_digest_unique" UNIQUE("secret_digest")
);
--> statement-breakpoint
CREATE TABLE "two_factor_secrets" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"sealed_secret" text NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"last_step" bigint,
	"created_stamp" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "firstname" varchar(40) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "lastname" varchar(40) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "race_volume" real DEFAULT 0.5 NOT NULL;--> statement-breakpoint
CREATE INDEX "backup_codes_user_idx" ON "backup_codes" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "email_verifications_user_idx" ON "email_verifications" USING btree ("user_id","created_stamp");