DROP INDEX "users_offline_idx";--> statement-breakpoint
CREATE INDEX "users_off_board_idx" ON "users" USING btree ("user_id") WHERE "users"."offline" or "users"."racing_banned";