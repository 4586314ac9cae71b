CREATE TABLE "sso_removal_codes" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"code_digest" varchar(64) NOT NULL,
	"expires_stamp" bigint NOT NULL,
	"wrong_tries" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sso_removal_codes" ADD CONSTRAINT "sso_removal_codes_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("user_id") ON DELETE cascade ON UPDATE no action;