CREATE TABLE "generated_pdf_cache" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"phase" integer NOT NULL,
	"plan_id" uuid NOT NULL,
	"storage_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "generated_pdf_cache_user_phase_uq" ON "generated_pdf_cache" USING btree ("user_id","phase");