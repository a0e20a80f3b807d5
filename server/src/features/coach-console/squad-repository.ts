import { and, asc, count, eq, ilike, or, sql, type SQL } from "drizzle-orm";
import type { LocalDate } from "#domain/training/log";
import type { Db } from "#server/core/db/client";
import {
  parentalConsents,
  athleteLoadSummary,
  athleteTrainingPdfs,
  cricketLogs,
  trainingSettings,
  payments,
  profileCount,
  profiles,
  questionnaireResponses,
  trainingPlans,
} from "#server/core/db/schema";

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
  /** The server's day (app clock): the training figures and the ratio are for it. */
  today: LocalDate;
  sort?: SquadSort;
  filters?: SquadFilter[];
  /** Keyset pagination (issue #17): the page after this cursor's row; `page` must then be 1. */
  cursor?: SquadCursor;
}

export type { AdminAthlete, AthleteListPage, PdfState } from "#domain/api-types";
import type { AdminAthlete, AthleteListPage, PdfState } from "#domain/api-types";
import { AGE_GROUPS, PRIMARY_ROLES } from "#domain/questionnaire-form";
import { juniorBowlingLimits, paceLimitsApply } from "#domain/training/bowling-limits";
import { stateOf } from "#server/core/consent/state";
import {
  afterCursor,
  encodeCursor,
  filterSql,
  ratioSql,
  type SquadCursor,
  type SquadFilter,
  type SquadSort,
  sortKey,
} from "./squad-filters.ts";
import { type PageTrainingJson, squadTraining } from "./squad-training.ts";
import { squadListVersionSql } from "./squad-page-cache.ts";

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
 * The number of matches, as a scalar subquery of the page's statement (same snapshot). Without
 * a search it is the one row profile_count keeps (triggers, migration 0005): the unfiltered list
 * no longer reads every profile. Issue #13 measured the earlier `count(*) over ()` at 0.06× the
 * health route with 10,000 athletes: the window made the database fetch and sort every profile.
 */
function totalOf(where: SQL | undefined): SQL<string> {
  return where
    ? sql<string>`(select count(*) from ${profiles}
        left join ${athleteLoadSummary} on ${athleteLoadSummary.userId} = ${profiles.userId}
        left join ${questionnaireResponses} on ${questionnaireResponses.userId} = ${profiles.userId}
        where ${where})`
    : sql<string>`(select ${profileCount.n} from ${profileCount})`;
}

/**
 * Junior bowling limits apply to the athlete of questionnaire row `q` (squad-training.ts gives a
 * breach only then). Asked in the page's outer query, per page row: naming the questionnaire in
 * the filtered inner query would stop the planner dropping its join there (spikes: 1,642 lookups).
 */
const bowlingLimitsApply = (q: string) =>
  sql`${sql.raw(`${q}.age_group`)} in (${sql.join(
    AGE_GROUPS.filter((g) => juniorBowlingLimits(g) !== null).map((g) => sql`${g}`),
    sql`, `,
  )}) and ${sql.raw(`${q}.role`)} in (${sql.join(
    PRIMARY_ROLES.filter(paceLimitsApply).map((r) => sql`${r}`),
    sql`, `,
  )})`;

/**
 * Newest first, in the order of the index profiles_created_at_idx (created_at DESC NULLS LAST,
 * id): a plain `desc` means NULLS FIRST, which that index cannot serve, and the page became a
 * scan and sort of every profile (created_at is never null, so the order is the same).
 */
const NEWEST_FIRST = [sql`${profiles.createdAt} desc nulls last`, asc(profiles.id)];

/** The order of a sort (sortKey in squad-filters.ts), ties by profile id. */
function orderOf(sort: SquadSort, today: LocalDate): SQL[] {
  if (sort === "newest") return NEWEST_FIRST;
  const { key, desc } = sortKey(sort, today, "profiles", "athlete_load_summary");
  return [desc ? sql`${key} desc` : sql`${key} asc`, asc(profiles.id)];
}

/**
 * One statement per page: the page of profiles in a subquery (an index scan that stops after
 * the page), the number of matches (totalOf), then each athlete's answers, active plan,
 * payments and PDFs as JSON subqueries over that page only (at most 100 rows, each an index
 * lookup). A page past the end holds no row to carry the total: only then a count query.
 */
export async function listAthletes(db: Db, query: AthleteListQuery): Promise<AthleteListPage> {
  return (await listAthletesVersioned(db, query)).page;
}

/**
 * The page and the squad list's version read in the same statement (decision 0121): null when the
 * page holds no row (its total then comes from a second statement, so the two may differ).
 */
export async function listAthletesVersioned(
  db: Db,
  query: AthleteListQuery,
): Promise<{ page: AthleteListPage; version: string | null }> {
  const pageSize = Math.min(Math.max(1, query.pageSize), MAX_PAGE_SIZE);
  const page = Math.max(1, query.page);
  const { today } = query;
  const sort = query.sort ?? "newest";
  // The total counts what the search and filters match; the cursor only says where the page starts.
  const where = and(
    searchCondition(query.q),
    filterSql(query.filters ?? [], today, "questionnaire_responses", "athlete_load_summary"),
  );
  const cursor = query.cursor
    ? afterCursor(query.cursor, today, { profiles: sql`${profiles}`, summary: sql`${athleteLoadSummary}` })
    : undefined;
  const { key } = sortKey(sort, today, "profiles", "athlete_load_summary");

  const pageOf = db
    .select({
      id: profiles.id,
      userId: profiles.userId,
      fullName: profiles.fullName,
      email: profiles.email,
      createdAt: profiles.createdAt,
      avatarUrl: profiles.avatarUrl,
      total: totalOf(where).as("total"),
      ratio: ratioSql("athlete_load_summary", today).as("ratio"),
      lastLoggedOn: athleteLoadSummary.lastLoggedOn,
      everLoaded: sql<boolean>`${athleteLoadSummary.firstLoadOn} is not null`.as("ever_loaded"),
      doneByWeek: athleteLoadSummary.doneByWeek,
      recentTo: athleteLoadSummary.recentTo,
      recentGym: athleteLoadSummary.recentGym,
      recentCricket: athleteLoadSummary.recentCricket,
      sortKey: key.as("sort_key"),
    })
    .from(profiles)
    .leftJoin(athleteLoadSummary, eq(athleteLoadSummary.userId, profiles.userId))
    .leftJoin(questionnaireResponses, eq(questionnaireResponses.userId, profiles.userId))
    .where(and(where, cursor))
    .orderBy(...orderOf(sort, today))
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .as("page");

  // Inside sql`` drizzle names a subquery's column without its alias, which the inner table's own
  // user_id would capture: the outer row is named `page.user_id` explicitly.
  const rows = await db
    .select({
      id: pageOf.id,
      userId: pageOf.userId,
      ratio: pageOf.ratio,
      lastLoggedOn: pageOf.lastLoggedOn,
      everLoaded: pageOf.everLoaded,
      doneByWeek: pageOf.doneByWeek,
      recentTo: pageOf.recentTo,
      recentGym: pageOf.recentGym,
      recentCricket: pageOf.recentCricket,
      fullName: pageOf.fullName,
      email: pageOf.email,
      createdAt: pageOf.createdAt,
      avatarUrl: pageOf.avatarUrl,
      total: pageOf.total,
      version: squadListVersionSql,
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
          'priceAmount', tp.price_amount, 'isActive', tp.is_active,
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
      consent: sql<{ parentEmail: string; givenAt: string | null } | null>`(
        select json_build_object('parentEmail', pc.parent_email, 'givenAt', pc.given_at)
        from ${parentalConsents} pc where pc.user_id = page.user_id)`,
      // The squad view (issue #17): the plan's sessions a week (week_sessions, kept from the program
      // by a trigger: the ~37 kB program is never read here, decision 0110) and the settings. Done
      // sessions and the week's load come from the summary row (decision 0117); the bowling days of
      // the last two weeks only for the juniors whose limits apply (the rest never get a breach).
      training: sql<PageTrainingJson>`json_build_object(
        'weekSessions', (select tp.week_sessions from ${trainingPlans} tp
          where tp.user_id = page.user_id and tp.is_active),
        'settings', (select json_build_object('startDate', ts.start_date, 'weekdays', ts.weekdays)
          from ${trainingSettings} ts where ts.user_id = page.user_id),
        'bowling', case when exists (select 1 from ${questionnaireResponses} bq
            where bq.user_id = page.user_id and ${bowlingLimitsApply("bq")})
          then (select json_agg(json_build_object('date', cl.date, 'balls', cl.balls, 'spell', cl.longest_spell_balls))
            from ${cricketLogs} cl where cl.user_id = page.user_id
              and cl.balls is not null and cl.date between ${today}::date - 13 and ${today}::date) end)`,
    })
    .from(pageOf)
    .orderBy(
      sql`${pageOf.sortKey} ${sql.raw(sortKey(sort, today, "p", "s").desc ? "desc nulls last" : "asc")}`,
      asc(pageOf.id),
    );

  const total = rows.length > 0 ? Number(rows[0]!.total) : page === 1 && !cursor ? 0 : await countMatches(db, where);

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
      parentalConsent: {
        state: stateOf(p.questionnaire?.ageGroup ?? null, {
          parentEmail: p.consent?.parentEmail ?? null,
          givenAt: p.consent?.givenAt ? new Date(p.consent.givenAt) : null,
        }),
        givenAt: p.consent?.givenAt ? iso(p.consent.givenAt) : null,
      },
      training: squadTraining(p.training, {
        today,
        ratio: p.ratio === null ? null : Number(p.ratio),
        doneByWeek: p.doneByWeek,
        recentTo: p.recentTo,
        recentGym: p.recentGym,
        recentCricket: p.recentCricket,
        everLoaded: p.everLoaded === true,
        lastLoggedOn: p.lastLoggedOn,
        planCreatedAt: p.plan ? iso(p.plan.createdAt) : null,
        ageGroup: p.questionnaire?.ageGroup ?? null,
        role: p.questionnaire?.role ?? null,
      }),
    };
  });

  const last = rows.at(-1);
  const nextCursor = rows.length === pageSize && last ? encodeCursor({ sort, id: last.id }) : null;
  return { page: { athletes, total, page, pageSize, nextCursor, today }, version: rows[0]?.version ?? null };
}

/** The number of matches when the requested page is past the last one (no row carries it). */
async function countMatches(db: Db, where: SQL | undefined): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(profiles)
    .leftJoin(athleteLoadSummary, eq(athleteLoadSummary.userId, profiles.userId))
    .leftJoin(questionnaireResponses, eq(questionnaireResponses.userId, profiles.userId))
    .where(where);
  return row?.total ?? 0;
}

/** Whether a profile exists for this user id (the coach uploads for athletes, i.e. profiles). */
export async function athleteExists(db: Db, userId: string): Promise<boolean> {
  const rows = await db.select({ userId: profiles.userId }).from(profiles).where(eq(profiles.userId, userId)).limit(1);
  return rows.length > 0;
}
