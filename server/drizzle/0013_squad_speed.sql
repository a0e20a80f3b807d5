ALTER TABLE "athlete_load_summary" ADD COLUMN "spike_until" date;--> statement-breakpoint
ALTER TABLE "training_plans" ADD COLUMN "week_sessions" integer[];--> statement-breakpoint
CREATE INDEX "athlete_load_summary_spike_until_idx" ON "athlete_load_summary" USING btree ("spike_until");--> statement-breakpoint
-- Hand-written (decision 0110). The squad list reads each plan's sessions per week from these few
-- integers instead of unpacking the ~37 kB program of every row it shows. A trigger keeps them
-- from `program` whenever it is written, whichever code path writes it (generation, retake). Since
-- decision 0111 new plans keep only an outline of weeks and sessions there; counted the same way.
CREATE OR REPLACE FUNCTION training_plans_week_sessions() RETURNS trigger AS $$
BEGIN
  NEW.week_sessions := CASE WHEN jsonb_typeof(NEW.program->'weeks') = 'array' THEN (
    SELECT array_agg(CASE WHEN jsonb_typeof(w.value->'sessions') = 'array'
        THEN jsonb_array_length(w.value->'sessions') ELSE 0 END ORDER BY w.ordinality)
    FROM jsonb_array_elements(NEW.program->'weeks') WITH ORDINALITY w) END;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER training_plans_week_sessions BEFORE INSERT OR UPDATE OF program ON training_plans
  FOR EACH ROW EXECUTE FUNCTION training_plans_week_sessions();
--> statement-breakpoint
UPDATE training_plans SET program = program WHERE program IS NOT NULL;
--> statement-breakpoint
-- After `ewma_on` no load is added, so the ratio only falls: r(gap) = r0 · k^gap with
-- k = (1 − λ7)/(1 − λ28) = 0.75/(27/29) < 1. The last day it can exceed the spike line (1.5) is
-- ewma_on + floor(ln(1.5/r0)/ln k); 0.1% and one day of margin absorb float rounding. The list
-- uses it only to find the candidates by index; the exact ratio test (ratioSql) still decides.
CREATE OR REPLACE FUNCTION athlete_load_summary_spike_until() RETURNS trigger AS $$
BEGIN
  NEW.spike_until := CASE
    WHEN NEW.ewma_on IS NOT NULL AND NEW.chronic_load > 0 AND NEW.acute_load / NEW.chronic_load > 1.5 * 0.999
      THEN NEW.ewma_on + least(100000, floor(ln(1.5 * 0.999 / (NEW.acute_load / NEW.chronic_load))
        / ln(0.75 / (27.0 / 29.0))))::int + 1
  END;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER athlete_load_summary_spike_until BEFORE INSERT OR UPDATE ON athlete_load_summary
  FOR EACH ROW EXECUTE FUNCTION athlete_load_summary_spike_until();
--> statement-breakpoint
UPDATE athlete_load_summary SET spike_until = NULL;
