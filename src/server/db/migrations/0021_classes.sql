CREATE TABLE "class_members" (
	"section_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"status" varchar(8) NOT NULL,
	"requested_stamp" bigint NOT NULL,
	"joined_stamp" bigint,
	CONSTRAINT "class_members_section_id_user_id_pk" PRIMARY KEY("section_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "class_sections" (
	"section_id" integer PRIMARY KEY NOT NULL,
	"name" varchar(40) NOT NULL,
	"teacher_id" integer NOT NULL,
	"district_name" varchar(60) DEFAULT '' NOT NULL,
	"created_stamp" bigint NOT NULL,
	"disabled_settings" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"message" varchar(300) DEFAULT '' NOT NULL,
	"message_id" integer DEFAULT 0 NOT NULL,
	"message_expires" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "class_data" jsonb;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "class_message_seen" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "class_members" ADD CONSTRAINT "class_members_section_id_class_sections_section_id_fk" FOREIGN KEY ("section_id") REFERENCES "class_sections"("section_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_members" ADD CONSTRAINT "class_members_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_sections" ADD CONSTRAINT "class_sections_teacher_id_users_user_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "class_members_one_class_idx" ON "class_members" USING btree ("user_id") WHERE "class_members"."status" <> 'removed';--> statement-breakpoint
CREATE INDEX "class_members_section_idx" ON "class_members" USING btree ("section_id","status");--> statement-breakpoint
CREATE INDEX "class_sections_teacher_idx" ON "class_sections" USING btree ("teacher_id");