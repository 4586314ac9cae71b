CREATE TABLE "team_applications" (
	"team_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_stamp" bigint NOT NULL,
	CONSTRAINT "team_applications_team_id_user_id_pk" PRIMARY KEY("team_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "team_invites" (
	"team_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"invited_by" integer,
	"created_stamp" bigint NOT NULL,
	CONSTRAINT "team_invites_team_id_user_id_pk" PRIMARY KEY("team_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "team_members" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"team_id" integer NOT NULL,
	"role" varchar(8) DEFAULT 'member' NOT NULL,
	"joined_stamp" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "team_motd_boosts" (
	"team_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"motd_id" integer NOT NULL,
	"boost_id" integer NOT NULL,
	CONSTRAINT "team_motd_boosts_team_id_user_id_pk" PRIMARY KEY("team_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "teams" (
	"team_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "teams_team_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tag" varchar(6) NOT NULL,
	"name" varchar(30) NOT NULL,
	"tag_color" varchar(7) NOT NULL,
	"min_races" integer DEFAULT 0 NOT NULL,
	"min_speed" integer DEFAULT 0 NOT NULL,
	"other_requirements" varchar(200) DEFAULT '' NOT NULL,
	"password_hash" text NOT NULL,
	"enrollment" varchar(16) DEFAULT 'application' NOT NULL,
	"auto_remove" boolean DEFAULT false NOT NULL,
	"motd" varchar(500) DEFAULT '' NOT NULL,
	"motd_id" integer DEFAULT 0 NOT NULL,
	"motd_stamp" bigint DEFAULT 0 NOT NULL,
	"motd_user_id" integer,
	"created_by" integer,
	"created_stamp" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "team_name" varchar(30);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "team_tag" varchar(6);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "team_tag_color" varchar(7);--> statement-breakpoint
ALTER TABLE "team_applications" ADD CONSTRAINT "team_applications_team_id_teams_team_id_fk" FOREIGN KEY ("team_id") REFERENCES "teams"("team_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_applications" ADD CONSTRAINT "team_applications_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_invites" ADD CONSTRAINT "team_invites_team_id_teams_team_id_fk" FOREIGN KEY ("team_id") REFERENCES "teams"("team_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_invites" ADD CONSTRAINT "team_invites_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_members" ADD CONSTRAINT "team_members_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_members" ADD CONSTRAINT "team_members_team_id_teams_team_id_fk" FOREIGN KEY ("team_id") REFERENCES "teams"("team_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_motd_boosts" ADD CONSTRAINT "team_motd_boosts_team_id_teams_team_id_fk" FOREIGN KEY ("team_id") REFERENCES "teams"("team_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_motd_boosts" ADD CONSTRAINT "team_motd_boosts_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "team_applications_user_idx" ON "team_applications" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "team_invites_user_idx" ON "team_invites" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "team_members_team_idx" ON "team_members" USING btree ("team_id");--> statement-breakpoint
CREATE UNIQUE INDEX "teams_tag_lower_idx" ON "teams" USING btree (lower("tag"));