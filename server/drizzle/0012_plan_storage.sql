ALTER TABLE "training_plans" ADD COLUMN "program_packed" "bytea";--> statement-breakpoint
-- Already deflated by the server (docs/decisions/0111): stored out of line without a second compression attempt.
ALTER TABLE "training_plans" ALTER COLUMN "program_packed" SET STORAGE EXTERNAL;
