CREATE TABLE "passages" (
	"id" integer PRIMARY KEY NOT NULL,
	"text" text NOT NULL,
	"source" varchar(200) NOT NULL,
	"author" varchar(120) NOT NULL,
	"topic" varchar(40) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "race_results" (
	"id" serial PRIMARY KEY NOT NULL,
	"race_id" integer NOT NULL,
	"user_id" integer,
	"guest_id" varchar(64),
	"place" integer NOT NULL,
	"wpm" real NOT NULL,
	"accuracy" real NOT NULL,
	"errors" integer NOT NULL,
	"consistency" integer NOT NULL,
	"duration_ms" integer NOT NULL,
	"typed_chars" integer NOT NULL,
	"nitros_used" integer NOT NULL,
	"money" integer NOT NULL,
	"experience" integer NOT NULL,
	"qualifying" boolean DEFAULT false NOT NULL,
	"lines" jsonb NOT NULL,
	"level_before" integer NOT NULL,
	"level_after" integer NOT NULL,
	"created_stamp" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "races" (
	"race_id" serial PRIMARY KEY NOT NULL,
	"room_id" varchar(64) NOT NULL,
	"site" varchar(8) NOT NULL,
	"passage_id" integer NOT NULL,
	"lesson_id" varchar(40),
	"scoring_mode" varchar(16) NOT NULL,
	"racers" integer NOT NULL,
	"started_stamp" bigint NOT NULL,
	CONSTRAINT "races_room_id_unique" UNIQUE("room_id")
);
--> statement-breakpoint
ALTER TABLE "race_results" ADD CONSTRAINT "race_results_race_id_races_race_id_fk" FOREIGN KEY ("race_id") REFERENCES "races"("race_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "race_results" ADD CONSTRAINT "race_results_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "race_results_user_idx" ON "race_results" USING btree ("race_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "race_results_guest_idx" ON "race_results" USING btree ("race_id","guest_id");--> statement-breakpoint
CREATE INDEX "race_results_guest_lookup_idx" ON "race_results" USING btree ("guest_id");