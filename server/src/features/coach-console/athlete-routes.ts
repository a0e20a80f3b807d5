import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { CoachAthleteSchema, type CoachAthlete } from "#domain/coach-athlete";
import { checkWeekdays, defaultSettings } from "#domain/training/schedule";
import { readLogWindow } from "#server/core/athlete-record/log-window";
import { ensureProgram } from "#server/core/athlete-record/stored-program";
import type { Db } from "#server/core/db/client";
import { profiles, questionnaireResponses, trainingSettings } from "#server/core/db/schema";
import { errorResponses } from "#server/plugins/contracts";
import { HttpError } from "#server/plugins/errors";
import { utcDay } from "#domain/training/dates";

const NOT_FOUND = "No athlete with that id.";
const Params = z.object({ athleteId: z.string().min(1).max(200, "That is not an athlete id.") });

/**
 * GET /athletes/:athleteId (issue #17): one athlete's plan, settings and log for the coach's
 * athlete page: the plan sessions and the last LOG_WINDOW_DAYS days of cricket, never the whole
 * history (decision 0136). Behind requireAdmin with the rest of the console. A handful of reads,
 * all by the athlete's id (indexed).
 */
export async function athleteRoutes(app: FastifyInstance) {
  const schema = {
    tags: ["coach"],
    summary: "One athlete's plan, training settings and recent log, for the coach",
    description: "`404` when no profile has that user id. The settings are the saved ones or the plan's defaults.",
    params: Params,
    response: { 200: CoachAthleteSchema, ...errorResponses },
  };
  app.withTypeProvider<ZodTypeProvider>().get("/athletes/:athleteId", { schema }, async (req, reply) => {
    const athlete = await readAthlete(app.db, req.params.athleteId, utcDay(app.clock.now()));
    if (!athlete) throw new HttpError(404, NOT_FOUND, "NOT_FOUND");
    reply.header("cache-control", "no-store");
    return athlete;
  });
}

async function readAthlete(db: Db, userId: string, today: string): Promise<CoachAthlete | null> {
  const [profile] = await db
    .select({ fullName: profiles.fullName, email: profiles.email })
    .from(profiles)
    .where(eq(profiles.userId, userId));
  if (!profile) return null;
  const [[answers], plan, [saved], log] = await Promise.all([
    db.select().from(questionnaireResponses).where(eq(questionnaireResponses.userId, userId)),
    ensureProgram(db, userId).catch(() => null),
    db.select().from(trainingSettings).where(eq(trainingSettings.userId, userId)),
    readLogWindow(db, userId, today),
  ]);
  const program = plan?.program ?? null;
  const fits = program && saved && checkWeekdays(saved.weekdays, program.profile) === null;
  const settings = program
    ? fits
      ? { startDate: saved.startDate, weekdays: saved.weekdays }
      : defaultSettings(program, utcDay(plan!.createdAt.getTime()))
    : null;
  return {
    userId,
    fullName: profile.fullName,
    email: profile.email,
    questionnaire: answers
      ? {
          sport: answers.sport,
          ageGroup: answers.ageGroup,
          height: answers.height,
          weight: answers.weight,
          experience: answers.experience,
          role: answers.role,
          battingAbility: answers.battingAbility,
          bowlingAbility: answers.bowlingAbility,
          fieldingAbility: answers.fieldingAbility,
          trainingFrequency: answers.trainingFrequency,
          injuryHistory: answers.injuryHistory,
          injuryDetails: answers.injuryDetails as NonNullable<CoachAthlete["questionnaire"]>["injuryDetails"],
          goals: answers.goals as string[],
          equipment: answers.equipment as string[],
          updatedAt: answers.updatedAt.toISOString(),
        }
      : null,
    planName: plan?.planName ?? null,
    program,
    settings,
    ...log,
    today,
  };
}
