CREATE TABLE "cricket_logs" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"date" date NOT NULL,
	"kind" text NOT NULL,
	"minutes" integer NOT NULL,
	"session_rpe" integer NOT NULL,
	"balls" integer,
	"longest_spell_balls" integer,
	"intensity" text,
	"edited_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cl_kind_known" CHECK ("cricket_logs"."kind" in ('match', 'nets', 'training', 'other')),
	CONSTRAINT "cl_rpe_range" CHECK ("cricket_logs"."session_rpe" between 0 and 10),
	CONSTRAINT "cl_minutes_range" CHECK ("cricket_logs"."minutes" between 1 and 600),
	CONSTRAINT "cl_balls_range" CHECK ("cricket_logs"."balls" between 1 and 300),
	CONSTRAINT "cl_spell_within_day" CHECK ("cricket_logs"."longest_spell_balls" between 1 and "cricket_logs"."balls"),
	CONSTRAINT "cl_intensity_known" CHECK ("cricket_logs"."intensity" in ('easy', 'medium', 'full')),
	CONSTRAINT "cl_bowling_whole" CHECK (("cricket_logs"."balls" is null) = ("cricket_logs"."intensity" is null) and ("cricket_logs"."balls" is not null or "cricket_logs"."longest_spell_balls" is null))
);
--> statement-breakpoint
CREATE TABLE "session_logs" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"week" integer NOT NULL,
	"day" integer NOT NULL,
	"date" date NOT NULL,
	"status" text NOT NULL,
	"skip_reason" text,
	"session_rpe" integer,
	"minutes" integer,
	"sets" jsonb NOT NULL,
	"edited_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sl_week_range" CHECK ("session_logs"."week" between 1 and 8),
	CONSTRAINT "sl_day_range" CHECK ("session_logs"."day" between 1 and 5),
	CONSTRAINT "sl_status_known" CHECK ("session_logs"."status" in ('done', 'skipped')),
	CONSTRAINT "sl_rpe_range" CHECK ("session_logs"."session_rpe" between 0 and 10),
	CONSTRAINT "sl_minutes_range" CHECK ("session_logs"."minutes" between 1 and 600),
	CONSTRAINT "sl_sets_array" CHECK (jsonb_typeof("session_logs"."sets") = 'array' and jsonb_array_length("session_logs"."sets") <= 200)
);
--> statement-breakpoint
CREATE TABLE "training_settings" (
	"user_id" text PRIMARY KEY NOT NULL,
	"start_date" date NOT NULL,
	"weekdays" integer[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ts_weekdays_count" CHECK (cardinality("training_settings"."weekdays") between 2 and 5)
);
--> statement-breakpoint
ALTER TABLE "cricket_logs" ADD CONSTRAINT "cricket_logs_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_logs" ADD CONSTRAINT "session_logs_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_settings" ADD CONSTRAINT "training_settings_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cricket_logs_user_date_idx" ON "cricket_logs" USING btree ("user_id","date");--> statement-breakpoint
CREATE UNIQUE INDEX "session_logs_user_week_day_uq" ON "session_logs" USING btree ("user_id","week","day");