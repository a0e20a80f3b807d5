import { asc, count, desc, eq, ilike, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "#server/core/db/client";
import { athleteTrainingPdfs, payments, profiles, questionnaireResponses, trainingPlans } from "#server/core/db/schema";

/**
 * The coach's athlete list (issue #4). ONE statement per page whatever the page size: the page,
 * its total and every athlete's related rows (issue #6 measured the earlier six round trips,
 * page + count + one batched query per related table, at 0.04× the health route).
 */
export const MAX_PAGE_SIZE = 100;
export const DEFAULT_PAGE_SIZE = 25;

export interface AthleteListQuery {
  page: number;
  pageSize: number;
  q?: string;
}

export type { AdminAthlete, AthleteListPage, PdfState } from "#domain/api-types";
import type { AdminAthlete, AthleteListPage, PdfState } from "#domain/api-types";

/** LIKE treats % and _ as wildcards: a search for "50%" must find "50%", not everything. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

function searchCondition(q: string | undefined): SQL | undefined {
  const term = q?.trim();
  if (!term) return undefined;
  const pattern = `%${escapeLike(term)}%`;
  // ILIKE's default escape character is the backslash, which escapeLike uses.
  return or(ilike(profiles.fullName, pattern), ilike(profiles.email, pattern));
}

const iso = (d: Date | string) => new Date(d).toISOString();

/* Related rows as JSON built by the database (timestamps arrive as text: converted below). */
interface AnswersJson extends Omit<NonNullable<AdminAthlete["questionnaire"]>, "updatedAt"> {
  updatedAt: string;
}
type PlanJson = NonNullable<AdminAthlete["plan"]>;
type PaymentJson = AdminAthlete["payments"][number];
interface PdfJson {
  phase: number;
  uploadedAt: string;
  sizeBytes: number;
}

/**
 * One statement per page: the page of profiles (with the number of matches, `count(*) over ()`,
 * computed in the same scan and snapshot) in a subquery, then each athlete's answers, active
 * plan, payments and PDFs as JSON subqueries over that page only (at most 100 rows, each an
 * index lookup). A page past the end holds no row to carry the total: only then a count query.
 */
export async function listAthletes(db: Db, query: AthleteListQuery): Promise<AthleteListPage> {
  const pageSize = Math.min(Math.max(1, query.pageSize), MAX_PAGE_SIZE);
  const page = Math.max(1, query.page);
  const where = searchCondition(query.q);

  const pageOf = db
    .select({
      id: profiles.id,
      userId: profiles.userId,
      fullName: profiles.fullName,
      email: profiles.email,
      createdAt: profiles.createdAt,
      avatarUrl: profiles.avatarUrl,
      total: sql<string>`count(*) over ()`.as("total"),
    })
    .from(profiles)
    .where(where)
    // Matches the index profiles_created_at_idx (created_at desc, id).
    .orderBy(desc(profiles.createdAt), asc(profiles.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .as("page");

  // Inside sql`` drizzle names a subquery's column without its alias, which the inner table's own
  // user_id would capture: the outer row is named `page.user_id` explicitly.
  const rows = await db
    .select({
      userId: pageOf.userId,
      fullName: pageOf.fullName,
      email: pageOf.email,
      createdAt: pageOf.createdAt,
      avatarUrl: pageOf.avatarUrl,
      total: pageOf.total,
      questionnaire: sql<AnswersJson | null>`(
        select json_build_object(
          'sport', q.sport, 'ageGroup', q.age_group, 'height', q.height, 'weight', q.weight,
          'experience', q.experience, 'role', q.role, 'battingAbility', q.batting_ability,
          'bowlingAbility', q.bowling_ability, 'fieldingAbility', q.fielding_ability,
          'trainingFrequency', q.training_frequency, 'injuryHistory', q.injury_history,
          'injuryDetails', q.injury_details,
          'goals', q.goals, 'equipment', q.equipment, 'updatedAt', q.updated_at)
        from ${questionnaireResponses} q where q.user_id = page.user_id)`,
      plan: sql<PlanJson | null>`(
        select json_build_object(
          'id', tp.id, 'planName', tp.plan_name, 'sport', tp.sport, 'durationMonths', tp.duration_months,
          'priceAmount', tp.price_amount, 'isActive', tp.is_active, 'planDetails', tp.plan_details,
          'createdAt', tp.created_at)
        from ${trainingPlans} tp where tp.user_id = page.user_id and tp.is_active)`,
      payments: sql<PaymentJson[] | null>`(
        select json_agg(json_build_object(
          'id', pay.id, 'amount', pay.amount, 'currency', pay.currency, 'status', pay.status,
          'provider', pay.provider, 'providerReference', pay.provider_reference,
          'createdAt', pay.created_at, 'updatedAt', pay.updated_at) order by pay.created_at desc)
        from ${payments} pay where pay.user_id = page.user_id)`,
      pdfs: sql<PdfJson[] | null>`(
        select json_agg(json_build_object('phase', pdf.phase, 'uploadedAt', pdf.uploaded_at, 'sizeBytes', pdf.size_bytes))
        from ${athleteTrainingPdfs} pdf where pdf.user_id = page.user_id)`,
    })
    .from(pageOf)
    .orderBy(desc(pageOf.createdAt), asc(pageOf.id));

  const total = rows.length > 0 ? Number(rows[0]!.total) : page === 1 ? 0 : await countMatches(db, where);

  const athletes = rows.map((p): AdminAthlete => {
    const pdfState = (phase: 1 | 2): PdfState => {
      const row = p.pdfs?.find((d) => d.phase === phase);
      return row
        ? { phase, uploaded: true, uploadedAt: iso(row.uploadedAt), sizeBytes: row.sizeBytes }
        : { phase, uploaded: false, uploadedAt: null, sizeBytes: null };
    };
    return {
      userId: p.userId,
      fullName: p.fullName,
      email: p.email,
      createdAt: iso(p.createdAt),
      avatarUrl: p.avatarUrl,
      questionnaire: p.questionnaire ? { ...p.questionnaire, updatedAt: iso(p.questionnaire.updatedAt) } : null,
      plan: p.plan ? { ...p.plan, createdAt: iso(p.plan.createdAt) } : null,
      payments: (p.payments ?? []).map((pay) => ({
        ...pay,
        createdAt: iso(pay.createdAt),
        updatedAt: iso(pay.updatedAt),
      })),
      pdfs: [pdfState(1), pdfState(2)],
    };
  });

  return { athletes, total, page, pageSize };
}

/** The number of matches when the requested page is past the last one (no row carries it). */
async function countMatches(db: Db, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ total: count() }).from(profiles).where(where);
  return row?.total ?? 0;
}

/** Whether a profile exists for this user id (the coach uploads for athletes, i.e. profiles). */
export async function athleteExists(db: Db, userId: string): Promise<boolean> {
  const rows = await db.select({ userId: profiles.userId }).from(profiles).where(eq(profiles.userId, userId)).limit(1);
  return rows.length > 0;
}
