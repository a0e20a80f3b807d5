-- Live athlete count (issue #2): every statement that inserts profiles notifies listeners.
-- One notification per statement, not per row, so a bulk seed sends one message.
CREATE OR REPLACE FUNCTION notify_profile_changes() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('profile_changes', 'insert');
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER profiles_notify_insert
  AFTER INSERT ON profiles
  FOR EACH STATEMENT EXECUTE FUNCTION notify_profile_changes();
