CREATE TABLE "bundles" (
	"bundle_id" integer PRIMARY KEY NOT NULL,
	"type" varchar(16) NOT NULL,
	"name" varchar(60) NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"price" integer NOT NULL,
	"full_price" integer NOT NULL,
	"theme_hex_code" varchar(7) NOT NULL,
	"start_stamp" bigint,
	"expiration" bigint,
	"with_gold" boolean DEFAULT false NOT NULL,
	"loot" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cash_packages" (
	"sku" varchar(40) PRIMARY KEY NOT NULL,
	"price" integer NOT NULL,
	"sale_price" integer,
	"sale_ends" bigint,
	"cash_reward" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payment_sessions" ADD COLUMN "goods" jsonb;