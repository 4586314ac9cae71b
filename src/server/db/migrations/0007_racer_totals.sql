CREATE TABLE "racer_totals" (
	"site" varchar(8) NOT NULL,
	"period" varchar(8) NOT NULL,
	"period_start" bigint NOT NULL,
	"user_id" integer NOT NULL,
	"races" integer DEFAULT 0 NOT NULL,
	"speed_sum" real DEFAULT 0 NOT NULL,
	"accuracy_sum" real DEFAULT 0 NOT NULL,
	"points" real DEFAULT 0 NOT NULL,
	"best_speed" real DEFAULT 0 NOT NULL,
	"wins" integer DEFAULT 0 NOT NULL,
	"secs" bigint DEFAULT 0 NOT NULL,
	"typed_chars" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "racer_totals_site_period_period_start_user_id_pk" PRIMARY KEY("site","period","period_start","user_id")
);
--> statement-breakpoint
ALTER TABLE "racer_totals" ADD CONSTRAINT "racer_totals_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "racer_totals_board_idx" ON "racer_totals" USING btree ("site","period","period_start","points" DESC NULLS LAST,"races" DESC NULLS LAST,"user_id");--> statement-breakpoint
CREATE INDEX "racer_totals_user_idx" ON "racer_totals" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "race_results_user_log_idx" ON "race_results" USING btree ("user_id","created_stamp" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "users_offline_idx" ON "users" USING btree ("user_id") WHERE "users"."offline";