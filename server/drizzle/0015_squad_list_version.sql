-- Hand-written (docs/decisions/0121). The coach's athlete list keeps the pages it sent, each with
-- the sum of these counters read in the same statement (the same snapshot) as the page. Every
-- transaction that changes a table the list reads adds 1 to one counter when it commits, so an
-- unchanged sum means no such change committed since the page was read: the kept page is what the
-- statement would answer now. Sixteen counters, picked by backend, so concurrent writers on
-- PostgreSQL seldom wait on the same row; a writer holds its row only while it commits.
CREATE TABLE "squad_list_version" (
  "stripe" smallint PRIMARY KEY,
  "v" bigint NOT NULL DEFAULT 0
);
--> statement-breakpoint
INSERT INTO "squad_list_version" ("stripe") SELECT generate_series(0, 15);
--> statement-breakpoint
-- Once per transaction (a transaction-local flag), whatever the number of rows it changed.
CREATE OR REPLACE FUNCTION squad_list_changed() RETURNS trigger AS $$
BEGIN
  IF current_setting('gameready.squad_list_changed', true) IS DISTINCT FROM 'on' THEN
    PERFORM set_config('gameready.squad_list_changed', 'on', true);
    UPDATE squad_list_version SET v = v + 1 WHERE stripe = pg_backend_pid() % 16;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- Deferred to the commit: the counter row is held for the commit only, after every other lock the
-- transaction takes. TRUNCATE has no row triggers: a statement trigger covers it.
DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['profiles', 'profile_count', 'questionnaire_responses', 'training_plans', 'payments',
    'athlete_training_pdfs', 'parental_consents', 'training_settings', 'athlete_load_summary', 'cricket_logs']
  LOOP
    EXECUTE format('CREATE CONSTRAINT TRIGGER squad_list_changed AFTER INSERT OR UPDATE OR DELETE ON %I
      DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION squad_list_changed()', t);
    EXECUTE format('CREATE TRIGGER squad_list_truncated AFTER TRUNCATE ON %I
      FOR EACH STATEMENT EXECUTE FUNCTION squad_list_changed()', t);
  END LOOP;
END;
$$;
