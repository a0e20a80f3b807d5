ALTER TABLE "athlete_load_summary" ADD COLUMN "done_by_week" integer[];--> statement-breakpoint
ALTER TABLE "athlete_load_summary" ADD COLUMN "recent_to" date;--> statement-breakpoint
ALTER TABLE "athlete_load_summary" ADD COLUMN "recent_gym" integer[];--> statement-breakpoint
ALTER TABLE "athlete_load_summary" ADD COLUMN "recent_cricket" integer[];--> statement-breakpoint
-- Hand-written (decision 0117). The squad list's "done this week", "done in total" and "load over
-- the last 7 days" come from these columns instead of every page row's session logs and two
-- weeks of cricket. They are kept from the logs whenever the summary row is written: every log
-- write rewrites it in its own transaction (refreshLoadSummary), and so do the seed and the
-- backfill. Neither depends on "today": sessions are counted by plan week, and the loads are
-- stored per day with their dates (the 8 days ending on the last logged day: a log may be dated
-- a day ahead, so a later read's last 7 days always lie within them or after them, where there
-- is no load), and each read sums the days of its own week.
-- The figures of one athlete, from the logs. Called by the trigger below once per write.
CREATE OR REPLACE FUNCTION athlete_load_summary_kept(uid text, OUT done_by_week integer[],
  OUT recent_to date, OUT recent_gym integer[], OUT recent_cricket integer[]) AS $$
BEGIN
  SELECT max(d) INTO recent_to FROM (
    SELECT max(sl.date) AS d FROM session_logs sl WHERE sl.user_id = uid
    UNION ALL
    SELECT max(cl.date) FROM cricket_logs cl WHERE cl.user_id = uid) logged;
  done_by_week := (
    SELECT array_agg(coalesce(done.n, 0)::int ORDER BY w.week)
    FROM generate_series(1, 8) AS w(week)
    LEFT JOIN (SELECT sl.week, count(*) AS n FROM session_logs sl
      WHERE sl.user_id = uid AND sl.status = 'done' GROUP BY sl.week) done ON done.week = w.week);
  IF recent_to IS NOT NULL THEN
    SELECT array_agg(coalesce(g.load, 0)::int ORDER BY d.i), array_agg(coalesce(c.load, 0)::int ORDER BY d.i)
      INTO recent_gym, recent_cricket
    FROM generate_series(0, 7) AS d(i)
    LEFT JOIN (SELECT sl.date, sum(sl.session_rpe * sl.minutes) AS load FROM session_logs sl
      WHERE sl.user_id = uid AND sl.status = 'done' AND sl.session_rpe IS NOT NULL
        AND sl.minutes IS NOT NULL AND sl.date BETWEEN recent_to - 7 AND recent_to
      GROUP BY sl.date) g ON g.date = recent_to - 7 + d.i
    LEFT JOIN (SELECT cl.date, sum(cl.session_rpe * cl.minutes) AS load FROM cricket_logs cl
      WHERE cl.user_id = uid AND cl.date BETWEEN recent_to - 7 AND recent_to
      GROUP BY cl.date) c ON c.date = recent_to - 7 + d.i;
  END IF;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- Once per write: a log write's upsert (INSERT ... ON CONFLICT DO UPDATE) fires BEFORE INSERT for
-- its insert attempt and BEFORE UPDATE again when the row exists. The insert attempt computes
-- only when there is no row yet; otherwise the update that follows does. Every writer of this
-- table holds the athlete's advisory lock (decision 0105), so the row cannot go between the check
-- and the insert.
CREATE OR REPLACE FUNCTION athlete_load_summary_recent() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'INSERT' AND EXISTS (SELECT 1 FROM athlete_load_summary s WHERE s.user_id = NEW.user_id) THEN
    RETURN NEW;
  END IF;
  SELECT k.done_by_week, k.recent_to, k.recent_gym, k.recent_cricket
    INTO NEW.done_by_week, NEW.recent_to, NEW.recent_gym, NEW.recent_cricket
  FROM athlete_load_summary_kept(NEW.user_id) k;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER athlete_load_summary_recent BEFORE INSERT OR UPDATE ON athlete_load_summary
  FOR EACH ROW EXECUTE FUNCTION athlete_load_summary_recent();
--> statement-breakpoint
UPDATE athlete_load_summary SET recent_to = NULL;
