CREATE TABLE "league_entries" (
	"week_start" bigint NOT NULL,
	"kind" varchar(4) NOT NULL,
	"member_id" integer NOT NULL,
	"tier" integer NOT NULL,
	"division" integer NOT NULL,
	"experience" bigint DEFAULT 0 NOT NULL,
	"played" integer DEFAULT 0 NOT NULL,
	"seconds" integer DEFAULT 0 NOT NULL,
	"joined_stamp" bigint NOT NULL,
	"place" integer,
	"new_tier" integer,
	"reason" varchar(20),
	CONSTRAINT "league_entries_week_start_kind_member_id_pk" PRIMARY KEY("week_start","kind","member_id")
);
--> statement-breakpoint
-- Room on each page for the rollover's and each race's update of a row to stay on its page
-- (a HOT update, no index touched): every row of a week is updated at least once.
ALTER TABLE "league_entries" SET (fillfactor = 70);--> statement-breakpoint
CREATE TABLE "league_team_tiers" (
	"team_id" integer PRIMARY KEY NOT NULL,
	"tier" integer DEFAULT 0 NOT NULL,
	"highest_tier" integer DEFAULT 0 NOT NULL,
	"tournaments_won" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "league_weeks" (
	"week_start" bigint PRIMARY KEY NOT NULL,
	"closed_stamp" bigint NOT NULL,
	"entries" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "league_team_tiers" ADD CONSTRAINT "league_team_tiers_team_id_teams_team_id_fk" FOREIGN KEY ("team_id") REFERENCES "teams"("team_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "league_entries_division_idx" ON "league_entries" USING btree ("week_start","kind","tier","division");--> statement-breakpoint
CREATE INDEX "league_entries_member_idx" ON "league_entries" USING btree ("kind","member_id","week_start");