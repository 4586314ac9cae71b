CREATE TABLE "racer_rank_buckets" (
	"site" varchar(8) NOT NULL,
	"period" varchar(8) NOT NULL,
	"period_start" bigint NOT NULL,
	"bucket" double precision NOT NULL,
	"racers" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "racer_rank_buckets_site_period_period_start_bucket_pk" PRIMARY KEY("site","period","period_start","bucket")
);
--> statement-breakpoint
-- Hand-written from here (as 0008_racer_totals_trigger.sql): the functions and triggers that keep
-- racer_rank_buckets, each board's histogram of points (src/domain/stats/rankBuckets.ts), in the
-- same transaction as racer_totals. A racer's own rank (statsService aheadOnBoard) then sums the
-- bucket rows above theirs and counts a short range of racer_totals_board_idx, instead of counting
-- every racer ahead (20,000 on the stats bench's season and all-time boards).
-- tests/integration/statsRanks.test.ts holds the histogram to a recount of racer_totals.
--
-- The bucket key: points below 1 share bucket 0; above, the points cut to 6 leading binary digits
-- (32 buckets per doubling, each under 3.2 % wide), which a float holds exactly. rankBucket in
-- src/domain/stats/rankBuckets.ts computes the same.
CREATE OR REPLACE FUNCTION racer_rank_bucket(points double precision) RETURNS double precision
LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE AS $$
DECLARE
  exponent integer;
  step double precision;
BEGIN
  IF points >= 'Infinity' THEN
    RETURN points; -- infinity, and NaN, which PostgreSQL sorts above it
  ELSIF points < 0 THEN
    RETURN '-Infinity';
  ELSIF points < 1 THEN
    RETURN 0;
  END IF;
  exponent := floor(ln(points) / ln(2));
  -- ln may round across a power of two; the key must not.
  IF power(2::float8, exponent + 1) <= points THEN
    exponent := exponent + 1;
  ELSIF power(2::float8, exponent) > points THEN
    exponent := exponent - 1;
  END IF;
  step := power(2::float8, exponent - 5);
  RETURN floor(points / step) * step;
END
$$;
--> statement-breakpoint
-- Adds `delta` racers to one bucket of one board; a bucket left empty goes, so a board's buckets
-- are only those its racers are in (and a pruned board leaves none).
CREATE OR REPLACE FUNCTION racer_rank_buckets_add(
  board_site varchar, board_period varchar, board_start bigint, key double precision, delta integer
) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  left_in_bucket integer;
BEGIN
  INSERT INTO racer_rank_buckets AS b (site, period, period_start, bucket, racers)
  VALUES (board_site, board_period, board_start, key, delta)
  ON CONFLICT (site, period, period_start, bucket) DO UPDATE SET racers = b.racers + excluded.racers
  RETURNING b.racers INTO left_in_bucket;
  IF left_in_bucket = 0 THEN
    DELETE FROM racer_rank_buckets b
    WHERE b.site = board_site AND b.period = board_period AND b.period_start = board_start
      AND b.bucket = key;
  END IF;
END
$$;
--> statement-breakpoint
-- A totals row arrived, or its points changed: the racer joins a bucket, or moves between two.
-- Every writer takes bucket rows in primary-key order (racer_totals_add writes a racer's periods
-- in that order; the lower key goes first here; deletes sort), so two transactions never wait on
-- each other's buckets in a circle.
CREATE OR REPLACE FUNCTION racer_rank_buckets_move() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  new_key double precision := racer_rank_bucket(NEW.points);
  old_key double precision;
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM racer_rank_buckets_add(NEW.site, NEW.period, NEW.period_start, new_key, 1);
    RETURN NULL;
  END IF;
  old_key := racer_rank_bucket(OLD.points);
  IF (OLD.site, OLD.period, OLD.period_start, old_key)
     = (NEW.site, NEW.period, NEW.period_start, new_key) THEN
    RETURN NULL; -- still in its bucket
  ELSIF (OLD.site, OLD.period, OLD.period_start, old_key)
     < (NEW.site, NEW.period, NEW.period_start, new_key) THEN
    PERFORM racer_rank_buckets_add(OLD.site, OLD.period, OLD.period_start, old_key, -1);
    PERFORM racer_rank_buckets_add(NEW.site, NEW.period, NEW.period_start, new_key, 1);
  ELSE
    PERFORM racer_rank_buckets_add(NEW.site, NEW.period, NEW.period_start, new_key, 1);
    PERFORM racer_rank_buckets_add(OLD.site, OLD.period, OLD.period_start, old_key, -1);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Totals rows went (the totals pruner's batches of old day and week rows, a deleted account's
-- rows): their buckets lose them in one sorted statement, and buckets left empty go with them.
CREATE OR REPLACE FUNCTION racer_rank_buckets_drop() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO racer_rank_buckets AS b (site, period, period_start, bucket, racers)
  SELECT g.site, g.period, g.period_start, racer_rank_bucket(g.points), -count(*)
  FROM gone_totals g
  GROUP BY 1, 2, 3, 4
  ORDER BY 1, 2, 3, 4
  ON CONFLICT (site, period, period_start, bucket) DO UPDATE SET racers = b.racers + excluded.racers;
  -- Only the buckets just emptied here, whose rows this transaction already holds.
  DELETE FROM racer_rank_buckets b
  USING (SELECT DISTINCT site, period, period_start, racer_rank_bucket(points) AS bucket
         FROM gone_totals) g
  WHERE b.site = g.site AND b.period = g.period AND b.period_start = g.period_start
    AND b.bucket = g.bucket AND b.racers = 0;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION racer_rank_buckets_clear() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM racer_rank_buckets;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER racer_totals_rank_move AFTER INSERT OR UPDATE ON racer_totals
  FOR EACH ROW EXECUTE FUNCTION racer_rank_buckets_move();
--> statement-breakpoint
CREATE TRIGGER racer_totals_rank_drop AFTER DELETE ON racer_totals
  REFERENCING OLD TABLE AS gone_totals
  FOR EACH STATEMENT EXECUTE FUNCTION racer_rank_buckets_drop();
--> statement-breakpoint
CREATE TRIGGER racer_totals_rank_clear AFTER TRUNCATE ON racer_totals
  FOR EACH STATEMENT EXECUTE FUNCTION racer_rank_buckets_clear();
--> statement-breakpoint
-- 0008's trigger function, unchanged but for the ORDER BY: a racer's periods are written in
-- primary-key order, and with them their buckets (see racer_rank_buckets_move).
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
  ORDER BY s.period, s.period_start
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
-- Recounts every board's histogram from racer_totals, holding off writers meanwhile.
CREATE OR REPLACE FUNCTION racer_rank_buckets_rebuild() RETURNS void
LANGUAGE sql AS $$
  LOCK TABLE racer_totals IN SHARE MODE;
  DELETE FROM racer_rank_buckets;
  INSERT INTO racer_rank_buckets (site, period, period_start, bucket, racers)
  SELECT site, period, period_start, racer_rank_bucket(points), count(*)
  FROM racer_totals
  GROUP BY 1, 2, 3, 4;
$$;
--> statement-breakpoint
-- 0008's rebuild of every total from race_results, now with the histogram: the bucket triggers
-- are off while millions of rows go and come, and the histogram is recounted once after.
CREATE OR REPLACE FUNCTION racer_totals_rebuild() RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  ALTER TABLE racer_totals DISABLE TRIGGER racer_totals_rank_move;
  ALTER TABLE racer_totals DISABLE TRIGGER racer_totals_rank_drop;
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
  ALTER TABLE racer_totals ENABLE TRIGGER racer_totals_rank_move;
  ALTER TABLE racer_totals ENABLE TRIGGER racer_totals_rank_drop;
  PERFORM racer_rank_buckets_rebuild();
END
$$;
--> statement-breakpoint
SELECT racer_rank_buckets_rebuild();
