import { EXERCISES } from "./domain/plan/exercise-library.ts";
import { CORE } from "./domain/plan/templates.ts";
console.log(EXERCISES.filter((e) => CORE.squat.match(e) && e.junior && !e.qualities.includes("max-strength")).map((e) => e.id));
