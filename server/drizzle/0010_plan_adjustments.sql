CREATE TABLE "plan_adjustments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"plan_id" uuid NOT NULL,
	"admin_session_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"week" integer NOT NULL,
	"day" integer NOT NULL,
	"exercise_id" text NOT NULL,
	"change" jsonb NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pa_kind_known" CHECK ("plan_adjustments"."kind" in ('swap', 'dose', 'note', 'start')),
	CONSTRAINT "pa_week_range" CHECK ("plan_adjustments"."week" between 0 and 8),
	CONSTRAINT "pa_day_range" CHECK ("plan_adjustments"."day" between 0 and 5)
);
--> statement-breakpoint
ALTER TABLE "plan_adjustments" ADD CONSTRAINT "plan_adjustments_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_adjustments" ADD CONSTRAINT "plan_adjustments_plan_id_training_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."training_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_adjustments" ADD CONSTRAINT "plan_adjustments_admin_session_id_admin_sessions_id_fk" FOREIGN KEY ("admin_session_id") REFERENCES "public"."admin_sessions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "plan_adjustments_plan_idx" ON "plan_adjustments" USING btree ("plan_id","created_at");