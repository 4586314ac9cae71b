-- Racer totals per leaderboard period (schema.ts racerTotals), kept by a trigger on race_results in
-- the same transaction as the result. Period starts follow src/domain/stats/periods.ts (UTC day,
-- week from Monday, month, calendar quarter as the season, all time at 0) and points follow
-- src/domain/stats/ranking.ts (speed x accuracy / 100 per race); tests/integration/stats.test.ts
-- holds them together.
CREATE OR REPLACE FUNCTION racer_period_starts(stamp bigint)
RETURNS TABLE (period varchar, period_start bigint)
LANGUAGE sql IMMUTABLE AS $$
  SELECT p.period::varchar, p.period_start::bigint FROM (VALUES
    ('day', stamp - mod(stamp, 86400)),
    ('week', stamp - mod(stamp - 345600, 604800)),
    ('month', extract(epoch FROM date_trunc('month', to_timestamp(stamp) AT TIME ZONE 'UTC'))::bigint),
    ('season', extract(epoch FROM date_trunc('quarter', to_timestamp(stamp) AT TIME ZONE 'UTC'))::bigint),
    ('alltime', 0::bigint)
  ) AS p(period, period_start)
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION racer_totals_add() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  race_site varchar;
BEGIN
  IF NEW.user_id IS NULL THEN
    RETURN NEW;
  END IF;
  SELECT r.site INTO race_site FROM races r WHERE r.race_id = NEW.race_id;
  INSERT INTO racer_totals AS t
    (site, period, period_start, user_id, races, speed_sum, accuracy_sum, points, best_speed,
     wins, secs, typed_chars)
  SELECT race_site, s.period, s.period_start, NEW.user_id, 1, NEW.wpm, NEW.accuracy,
    NEW.wpm * NEW.accuracy / 100, NEW.wpm, CASE WHEN NEW.place = 1 THEN 1 ELSE 0 END,
    round(NEW.duration_ms / 1000.0), NEW.typed_chars
  FROM racer_period_starts(NEW.created_stamp) s
  ON CONFLICT (site, period, period_start, user_id) DO UPDATE SET
    races = t.races + 1,
    speed_sum = t.speed_sum + excluded.speed_sum,
    accuracy_sum = t.accuracy_sum + excluded.accuracy_sum,
    points = t.points + excluded.points,
    best_speed = greatest(t.best_speed, excluded.best_speed),
    wins = t.wins + excluded.wins,
    secs = t.secs + excluded.secs,
    typed_chars = t.typed_chars + excluded.typed_chars;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER race_results_racer_totals AFTER INSERT ON race_results
  FOR EACH ROW EXECUTE FUNCTION racer_totals_add();
--> statement-breakpoint
-- A guest's qualifying race claimed by the account they register (raceService
-- claimGuestQualifying) counts from then on, at the time it was raced.
CREATE TRIGGER race_results_racer_totals_claim AFTER UPDATE OF user_id ON race_results
  FOR EACH ROW WHEN (OLD.user_id IS NULL AND NEW.user_id IS NOT NULL)
  EXECUTE FUNCTION racer_totals_add();
--> statement-breakpoint
-- Recomputes every total from race_results: run once below for the results recorded before this
-- migration, and by the stats bench after it bulk-loads results with the trigger off.
CREATE OR REPLACE FUNCTION racer_totals_rebuild() RETURNS void
LANGUAGE sql AS $$
  DELETE FROM racer_totals;
  INSERT INTO racer_totals
    (site, period, period_start, user_id, races, speed_sum, accuracy_sum, points, best_speed,
     wins, secs, typed_chars)
  SELECT r.site, s.period, s.period_start, rr.user_id, count(*), sum(rr.wpm), sum(rr.accuracy),
    sum(rr.wpm * rr.accuracy / 100), max(rr.wpm), count(*) FILTER (WHERE rr.place = 1),
    sum(round(rr.duration_ms / 1000.0)), sum(rr.typed_chars)
  FROM race_results rr
  JOIN races r ON r.race_id = rr.race_id
  CROSS JOIN LATERAL racer_period_starts(rr.created_stamp) s
  WHERE rr.user_id IS NOT NULL
  GROUP BY r.site, s.period, s.period_start, rr.user_id;
$$;
--> statement-breakpoint
SELECT racer_totals_rebuild();
