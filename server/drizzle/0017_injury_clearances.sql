CREATE TABLE "injury_clearances" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"plan_id" uuid NOT NULL,
	"region" text NOT NULL,
	"cleared_on" date NOT NULL,
	"recorded_by" text NOT NULL,
	"admin_session_id" uuid,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ic_recorded_by_known" CHECK ("injury_clearances"."recorded_by" in ('athlete', 'coach')),
	CONSTRAINT "ic_coach_has_session" CHECK (("injury_clearances"."recorded_by" = 'coach') = ("injury_clearances"."admin_session_id" is not null)),
	CONSTRAINT "ic_note_length" CHECK (char_length("injury_clearances"."note") <= 300)
);
--> statement-breakpoint
ALTER TABLE "injury_clearances" ADD CONSTRAINT "injury_clearances_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "injury_clearances" ADD CONSTRAINT "injury_clearances_plan_id_training_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."training_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "injury_clearances" ADD CONSTRAINT "injury_clearances_admin_session_id_admin_sessions_id_fk" FOREIGN KEY ("admin_session_id") REFERENCES "public"."admin_sessions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "injury_clearances_plan_idx" ON "injury_clearances" USING btree ("plan_id","created_at");