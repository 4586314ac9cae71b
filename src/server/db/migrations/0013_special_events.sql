CREATE TABLE "special_events" (
	"event_id" integer PRIMARY KEY NOT NULL,
	"name" varchar(60) NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"start_stamp" bigint NOT NULL,
	"end_stamp" bigint NOT NULL,
	"cars" jsonb NOT NULL,
	"bonus" jsonb NOT NULL
);
--> statement-breakpoint
CREATE INDEX "special_events_end_idx" ON "special_events" USING btree ("end_stamp");