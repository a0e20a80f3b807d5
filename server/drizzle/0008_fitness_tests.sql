CREATE TABLE "fitness_results" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"test_id" text NOT NULL,
	"date" date NOT NULL,
	"value" double precision NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fr_value_range" CHECK ("fitness_results"."value" > 0 and "fitness_results"."value" <= 1200),
	CONSTRAINT "fr_test_id_length" CHECK (char_length("fitness_results"."test_id") between 1 and 40)
);
--> statement-breakpoint
CREATE TABLE "fitness_schedule" (
	"user_id" text NOT NULL,
	"date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "fitness_results" ADD CONSTRAINT "fitness_results_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fitness_schedule" ADD CONSTRAINT "fitness_schedule_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fitness_results_user_date_idx" ON "fitness_results" USING btree ("user_id","date");--> statement-breakpoint
CREATE UNIQUE INDEX "fitness_schedule_user_date_uq" ON "fitness_schedule" USING btree ("user_id","date");