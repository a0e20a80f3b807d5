CREATE TABLE "athlete_load_summary" (
	"user_id" text PRIMARY KEY NOT NULL,
	"first_load_on" date,
	"ewma_on" date,
	"acute_load" double precision DEFAULT 0 NOT NULL,
	"chronic_load" double precision DEFAULT 0 NOT NULL,
	"last_logged_on" date,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "athlete_load_summary" ADD CONSTRAINT "athlete_load_summary_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "athlete_load_summary_last_logged_idx" ON "athlete_load_summary" USING btree ("last_logged_on");--> statement-breakpoint
-- Hand-written (decision 0105): a database with no training log yet has nothing to backfill, so
-- it is marked done here and never scans the logs at start (load-summary-backfill.ts).
INSERT INTO "app_settings" ("key", "value") SELECT 'athlete_load_summary_backfilled', 'no logs before the table' WHERE NOT EXISTS (SELECT 1 FROM "session_logs") AND NOT EXISTS (SELECT 1 FROM "cricket_logs") ON CONFLICT DO NOTHING;
