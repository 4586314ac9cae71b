CREATE TABLE "ledger" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" varchar(20) NOT NULL,
	"money_delta" bigint NOT NULL,
	"membership" varchar(8),
	"gold_until" bigint,
	"amount_cents" integer,
	"reference" varchar(64),
	"created_stamp" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"session_id" varchar(64) NOT NULL,
	"invoice_num" varchar(40) NOT NULL,
	"provider" varchar(16) NOT NULL,
	"provider_ref" varchar(255),
	"buyer_id" integer NOT NULL,
	"recipient_id" integer NOT NULL,
	"sku" varchar(40) NOT NULL,
	"amount" integer NOT NULL,
	"currency" varchar(3) DEFAULT 'usd' NOT NULL,
	"status" varchar(10) DEFAULT 'open' NOT NULL,
	"created_stamp" bigint NOT NULL,
	"expires_stamp" bigint NOT NULL,
	"completed_stamp" bigint,
	CONSTRAINT "payment_sessions_session_id_unique" UNIQUE("session_id"),
	CONSTRAINT "payment_sessions_invoice_num_unique" UNIQUE("invoice_num")
);
--> statement-breakpoint
CREATE TABLE "payment_transactions" (
	"invoice_num" varchar(40) PRIMARY KEY NOT NULL,
	"session_id" varchar(64) NOT NULL,
	"buyer_id" integer NOT NULL,
	"recipient_id" integer NOT NULL,
	"sku" varchar(40) NOT NULL,
	"amount" integer NOT NULL,
	"currency" varchar(3) NOT NULL,
	"rewards" jsonb NOT NULL,
	"created_stamp" bigint NOT NULL,
	CONSTRAINT "payment_transactions_session_id_unique" UNIQUE("session_id")
);
--> statement-breakpoint
CREATE INDEX "ledger_user_idx" ON "ledger" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "payment_sessions_buyer_idx" ON "payment_sessions" USING btree ("buyer_id","created_stamp");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_sessions_provider_ref_idx" ON "payment_sessions" USING btree ("provider_ref") WHERE "payment_sessions"."provider_ref" is not null;--> statement-breakpoint
CREATE INDEX "payment_transactions_buyer_idx" ON "payment_transactions" USING btree ("buyer_id","created_stamp");