import { and, eq, sql } from "drizzle-orm";
import type { Db } from "#server/core/db/client";
import { perDatabase } from "#server/core/db/per-database";
import { profiles, questionnaireResponses, trainingPlans, user, planIsActive } from "#server/core/db/schema";
import type { QuestionnaireAnswers } from "#domain/questionnaire";
import { ensureProfile, type AccountUser } from "#server/core/athlete-record/answers";

/* ---- the dashboard ---- */

/**
 * Profile, whether answers are stored, and the active plan in ONE statement (GET /api/me is read
 * on every dashboard visit): the user row left-joined to its profile, its answers row and its one
 * active plan (each unique per user, so at most one row comes back).
 *
 * Built once per database as a prepared query: the statement's text and row mapping are made
 * once, not on every visit, and on PostgreSQL each connection parses and plans it once (a named
 * statement; on PGlite, pglite-statements.ts names it once repeated). It selects named columns, so
 * a migration that adds a column never changes its result. Its one parameter is the user id
 * (`planIsActive` writes `true` in): PostgreSQL's generic plan can then use the one-active-plan
 * index and the statement is planned once, not on every visit (decision 0125).
 */
export function dashboardQuery(db: Db) {
  return db
    .select({
      profile: {
        fullName: profiles.fullName,
        email: profiles.email,
        createdAt: profiles.createdAt,
        avatarUrl: profiles.avatarUrl,
      },
      responseId: questionnaireResponses.id,
      injuryDetails: questionnaireResponses.injuryDetails,
      plan: {
        id: trainingPlans.id,
        planName: trainingPlans.planName,
        sport: trainingPlans.sport,
        durationMonths: trainingPlans.durationMonths,
        priceAmount: trainingPlans.priceAmount,
        isActive: trainingPlans.isActive,
        planDetails: trainingPlans.planDetails,
        createdAt: trainingPlans.createdAt,
      },
    })
    .from(user)
    .leftJoin(profiles, eq(profiles.userId, user.id))
    .leftJoin(questionnaireResponses, eq(questionnaireResponses.userId, user.id))
    .leftJoin(trainingPlans, and(eq(trainingPlans.userId, user.id), planIsActive))
    .where(eq(user.id, sql.placeholder("userId")));
}
const dashboardStatement = perDatabase((db) => dashboardQuery(db).prepare("read_dashboard"));

export async function readDashboard(db: Db, userId: string) {
  const [row] = await dashboardStatement(db).execute({ userId });
  const profile = row?.profile ?? null;
  const plan = row?.plan ?? null;
  const saved = row?.responseId
    ? ((plan?.planDetails as { customized_for?: QuestionnaireAnswers } | undefined)?.customized_for ?? null)
    : null;
  // The picker's answer comes from its column, so answers saved before it existed read [] (issue #10).
  const answers = saved
    ? { ...saved, injuryDetails: (row?.injuryDetails ?? []) as QuestionnaireAnswers["injuryDetails"] }
    : null;
  return { profile, questionnaire: answers, plan };
}

/* ---- avatar ---- */

/** Sets the avatar and returns the previous one (to remove its file). */
export async function replaceAvatar(db: Db, u: AccountUser, avatarUrl: string): Promise<string | null> {
  return db.transaction(async (tx) => {
    await ensureProfile(tx, u);
    const [before] = await tx
      .select({ avatarUrl: profiles.avatarUrl })
      .from(profiles)
      .where(eq(profiles.userId, u.id))
      .for("update");
    await tx.update(profiles).set({ avatarUrl }).where(eq(profiles.userId, u.id));
    return before?.avatarUrl ?? null;
  });
}
