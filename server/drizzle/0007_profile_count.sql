CREATE TABLE "profile_count" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"n" bigint NOT NULL,
	CONSTRAINT "profile_count_one_row" CHECK ("profile_count"."id")
);
--> statement-breakpoint
-- The count as it is now; from here the triggers below keep it (issue #13, docs/decisions/0093).
INSERT INTO profile_count (id, n) SELECT true, count(*) FROM profiles;
--> statement-breakpoint
-- Statement-level with transition tables: a bulk seed updates the row once. An insert that added
-- no row (ON CONFLICT DO NOTHING, run by every answers save) leaves the row unlocked, so saves of
-- different athletes never wait for each other here.
CREATE OR REPLACE FUNCTION profile_count_insert() RETURNS trigger AS $$
DECLARE added bigint;
BEGIN
  SELECT count(*) INTO added FROM new_profiles;
  IF added > 0 THEN UPDATE profile_count SET n = n + added; END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION profile_count_delete() RETURNS trigger AS $$
DECLARE removed bigint;
BEGIN
  SELECT count(*) INTO removed FROM old_profiles;
  IF removed > 0 THEN UPDATE profile_count SET n = n - removed; END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION profile_count_truncate() RETURNS trigger AS $$
BEGIN
  UPDATE profile_count SET n = 0;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER profiles_count_insert AFTER INSERT ON profiles
  REFERENCING NEW TABLE AS new_profiles FOR EACH STATEMENT EXECUTE FUNCTION profile_count_insert();
--> statement-breakpoint
CREATE TRIGGER profiles_count_delete AFTER DELETE ON profiles
  REFERENCING OLD TABLE AS old_profiles FOR EACH STATEMENT EXECUTE FUNCTION profile_count_delete();
--> statement-breakpoint
CREATE TRIGGER profiles_count_truncate AFTER TRUNCATE ON profiles
  FOR EACH STATEMENT EXECUTE FUNCTION profile_count_truncate();
