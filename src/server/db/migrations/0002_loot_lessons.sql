CREATE TABLE "loot_items" (
	"loot_id" integer PRIMARY KEY NOT NULL,
	"type" varchar(16) NOT NULL,
	"name" varchar(60) NOT NULL,
	"rarity" varchar(16) NOT NULL,
	"asset_key" varchar(60) NOT NULL,
	"price" bigint NOT NULL,
	"unlock_level" integer DEFAULT 1 NOT NULL,
	"purchasable" boolean DEFAULT true NOT NULL,
	"options" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "math_lessons" (
	"lesson_id" integer PRIMARY KEY NOT NULL,
	"short_description" varchar(120) NOT NULL,
	"subtitle" varchar(200) NOT NULL,
	"long_description" text NOT NULL,
	"tags" jsonb NOT NULL,
	"problem_types" jsonb NOT NULL
);
