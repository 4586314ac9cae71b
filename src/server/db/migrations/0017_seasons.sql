CREATE TABLE "seasons" (
	"season_id" integer PRIMARY KEY NOT NULL,
	"name" varchar(80) NOT NULL,
	"class_name" varchar(40) DEFAULT 'season-custom' NOT NULL,
	"start_stamp" bigint NOT NULL,
	"end_stamp" bigint NOT NULL,
	"total_rewards" integer DEFAULT 100 NOT NULL,
	"achievement_group_id" integer DEFAULT 12 NOT NULL,
	CONSTRAINT "seasons_operator_id" CHECK ("seasons"."season_id" >= 1000),
	CONSTRAINT "seasons_span" CHECK ("seasons"."end_stamp" > "seasons"."start_stamp"),
	CONSTRAINT "seasons_tiers" CHECK ("seasons"."total_rewards" between 50 and 400)
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "season_id" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "season_experience" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- The leaderboards' season period follows the seasons (src/domain/stats/periods.ts, which calls
-- src/domain/seasons/schedule.ts): an operator's season running at the stamp (the latest to
-- start), else the rolling schedule's, every three months from 2026-09-01 UTC (extended before
-- it, so every stamp has a season period). Reads the seasons table, so STABLE, no longer IMMUTABLE.
CREATE OR REPLACE FUNCTION racer_season_start(stamp bigint)
RETURNS bigint
LANGUAGE sql STABLE AS $$
  SELECT coalesce(
    (SELECT s.start_stamp FROM seasons s
      WHERE s.start_stamp <= stamp AND stamp < s.end_stamp
      ORDER BY s.start_stamp DESC LIMIT 1),
    extract(epoch FROM timestamp '2026-09-01' + make_interval(months => 3 * floor((
      (extract(year FROM to_timestamp(stamp) AT TIME ZONE 'UTC') - 2026) * 12
      + extract(month FROM to_timestamp(stamp) AT TIME ZONE 'UTC') - 9) / 3.0)::int))::bigint
  )
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION racer_period_starts(stamp bigint)
RETURNS TABLE (period varchar, period_start bigint)
LANGUAGE sql STABLE AS $$
  SELECT p.period::varchar, p.period_start::bigint FROM (VALUES
    ('day', stamp - mod(stamp, 86400)),
    ('week', stamp - mod(stamp - 345600, 604800)),
    ('month', extract(epoch FROM date_trunc('month', to_timestamp(stamp) AT TIME ZONE 'UTC'))::bigint),
    ('season', racer_season_start(stamp)),
    ('alltime', 0::bigint)
  ) AS p(period, period_start)
$$;
--> statement-breakpoint
-- Season totals kept so far were per calendar quarter: recount them per season.
DELETE FROM racer_totals WHERE period = 'season';
--> statement-breakpoint
INSERT INTO racer_totals
  (site, period, period_start, user_id, races, speed_sum, accuracy_sum, points, best_speed,
   wins, secs, typed_chars)
SELECT r.site, 'season', racer_season_start(rr.created_stamp), rr.user_id, count(*), sum(rr.wpm),
  sum(rr.accuracy), sum(rr.wpm * rr.accuracy / 100), max(rr.wpm),
  count(*) FILTER (WHERE rr.place = 1), sum(round(rr.duration_ms / 1000.0)), sum(rr.typed_chars)
FROM race_results rr
JOIN races r ON r.race_id = rr.race_id
WHERE rr.user_id IS NOT NULL
GROUP BY r.site, racer_season_start(rr.created_stamp), rr.user_id;
