import { sql } from "drizzle-orm";
import {
  customType,
  bigint,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

/** Bytes (`bytea`): PGlite answers a Uint8Array, node-postgres a Buffer; both read as a Buffer. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (v) => (Buffer.isBuffer(v) ? v : Buffer.from(v)),
});

/* ---- better-auth core tables (names and columns as its Drizzle adapter expects) ---- */

export const user = pgTable("user", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  email: text("email").notNull().unique(),
  emailVerified: boolean("email_verified").notNull().default(false),
  image: text("image"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export const session = pgTable(
  "session",
  {
    id: text("id").primaryKey(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    token: text("token").notNull().unique(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
  },
  (t) => [index("session_user_id_idx").on(t.userId)],
);

export const account = pgTable(
  "account",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: timestamp("access_token_expires_at", { withTimezone: true }),
    refreshTokenExpiresAt: timestamp("refresh_token_expires_at", { withTimezone: true }),
    scope: text("scope"),
    password: text("password"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("account_user_id_idx").on(t.userId)],
);

export const verification = pgTable(
  "verification",
  {
    id: text("id").primaryKey(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("verification_identifier_idx").on(t.identifier)],
);

/** better-auth's rate-limit counters, kept in the database so every server process shares them. */
export const rateLimit = pgTable("rate_limit", {
  id: text("id").primaryKey(),
  key: text("key").notNull().unique(),
  count: integer("count").notNull(),
  lastRequest: bigint("last_request", { mode: "number" }).notNull(),
});

/**
 * Our own attempt counters (AttemptLimiter: admin key, sign-up), per limiter and client address.
 * Not in `rate_limit`: better-auth deletes every row there older than its longest window (600 s)
 * whenever one of its counters opens a new window, which reset our hour-long windows (issue #14).
 */
export const appRateLimit = pgTable("app_rate_limit", {
  key: text("key").primaryKey(),
  count: integer("count").notNull(),
  windowStart: bigint("window_start", { mode: "number" }).notNull(),
});

/* ---- product tables (spec §3; columns keep the spec's snake_case names) ---- */

export const profiles = pgTable(
  "profiles",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .unique()
      .references(() => user.id, { onDelete: "cascade" }),
    fullName: text("full_name").notNull(),
    email: text("email").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    avatarUrl: text("avatar_url"),
  },
  (t) => [
    index("profiles_created_at_idx").on(t.createdAt.desc(), t.id),
    index("profiles_full_name_lower_idx").on(sql`lower(${t.fullName})`),
    index("profiles_email_lower_idx").on(sql`lower(${t.email})`),
  ],
);

/**
 * The number of profiles, kept by triggers on profiles in the same transaction as each insert
 * or delete (issue #13, docs/decisions/0093): the live count at start-up and the coach list's
 * total read one row instead of counting every profile. One row (`id` is always true).
 */
export const profileCount = pgTable(
  "profile_count",
  {
    id: boolean("id").primaryKey().default(true),
    n: bigint("n", { mode: "number" }).notNull(),
  },
  (t) => [check("profile_count_one_row", sql`${t.id}`)],
);

/** One row per athlete: saving the answers again updates it (the spec reads "at most one row"). */
export const questionnaireResponses = pgTable(
  "questionnaire_responses",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .unique()
      .references(() => user.id, { onDelete: "cascade" }),
    sport: text("sport").notNull().default("cricket"),
    ageGroup: text("age_group").notNull(),
    height: integer("height").notNull(),
    weight: integer("weight").notNull(),
    experience: text("experience").notNull(),
    role: text("role").notNull(),
    battingAbility: integer("batting_ability").notNull(),
    bowlingAbility: integer("bowling_ability").notNull(),
    fieldingAbility: integer("fielding_ability").notNull(),
    trainingFrequency: text("training_frequency").notNull(),
    injuryHistory: text("injury_history").notNull().default(""),
    /** Step 8's optional structured picker (issue #10): [{ region, recency, cleared }]; rows older than it read []. */
    injuryDetails: jsonb("injury_details").notNull().default(sql`'[]'::jsonb`),
    goals: text("goals").array().notNull(),
    equipment: text("equipment").array().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("qr_height_range", sql`${t.height} between 100 and 250`),
    check("qr_weight_range", sql`${t.weight} between 30 and 200`),
    check("qr_batting_range", sql`${t.battingAbility} between 1 and 5`),
    check("qr_bowling_range", sql`${t.bowlingAbility} between 1 and 5`),
    check("qr_fielding_range", sql`${t.fieldingAbility} between 1 and 5`),
    check("qr_injury_length", sql`char_length(${t.injuryHistory}) <= 1000`),
    check(
      "qr_injury_details_array",
      sql`jsonb_typeof(${t.injuryDetails}) = 'array' and jsonb_array_length(${t.injuryDetails}) <= 11`,
    ),
    check("qr_goals_count", sql`cardinality(${t.goals}) between 1 and 2`),
  ],
);

export const trainingPlans = pgTable(
  "training_plans",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    planName: text("plan_name").notNull(),
    sport: text("sport").notNull().default("cricket"),
    durationMonths: integer("duration_months").notNull(),
    priceAmount: integer("price_amount").notNull(),
    planDetails: jsonb("plan_details").notNull(),
    isActive: boolean("is_active").notNull().default(true),
    /** The generated 8-week program (issue #5) and the generator version that made it. */
    program: jsonb("program"),
    /**
     * Since decision 0111: the whole program as compressed JSON (program-storage.ts: raw deflate,
     * Brotli since decision 0132); `program` then holds its outline only (weeks, sessions). Null
     * on plans stored before, whose `program` is the whole program.
     */
    programPacked: bytea("program_packed"),
    generatorVersion: text("generator_version"),
    /**
     * Sessions in each program week, kept from `program` by a trigger (migration squad_speed,
     * decision 0110): the squad list reads these few integers, never the ~37 kB program.
     */
    weekSessions: integer("week_sessions").array(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("training_plans_one_active_per_user").on(t.userId).where(sql`${t.isActive}`),
    index("training_plans_user_id_idx").on(t.userId),
    check("tp_duration_positive", sql`${t.durationMonths} > 0`),
    check("tp_price_non_negative", sql`${t.priceAmount} >= 0`),
  ],
);

/**
 * "The athlete's active plan", with `true` written into the SQL rather than sent as a parameter.
 * The partial index training_plans_one_active_per_user serves only a plan that knows the value:
 * with `eq(isActive, true)` (a parameter) a prepared statement's generic plan could not use it,
 * so PostgreSQL planned the statement again on every run (decision 0125).
 */
export const planIsActive = sql`${trainingPlans.isActive} = true`;

/** The spec shows no payment fields; this is the design recorded in docs/decisions. */
export const payments = pgTable(
  "payments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    amount: integer("amount").notNull(),
    currency: text("currency").notNull(),
    status: text("status").notNull(),
    provider: text("provider").notNull(),
    providerReference: text("provider_reference").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("payments_user_id_idx").on(t.userId),
    uniqueIndex("payments_provider_reference_uq").on(t.provider, t.providerReference),
    check("payments_amount_non_negative", sql`${t.amount} >= 0`),
    check("payments_currency_iso", sql`${t.currency} ~ '^[A-Z]{3}$'`),
    check("payments_status_known", sql`${t.status} in ('pending', 'succeeded', 'failed', 'refunded')`),
  ],
);

/** Admin sessions: separate from athlete sessions (issue #4). Only a hash of the token is kept. */
export const adminSessions = pgTable(
  "admin_sessions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tokenHash: text("token_hash").notNull().unique(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
  },
  (t) => [index("admin_sessions_expires_at_idx").on(t.expiresAt)],
);

export const athleteTrainingPdfs = pgTable(
  "athlete_training_pdfs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    phase: integer("phase").notNull(),
    /** Storage key of the file; never a public URL (the area is private). */
    pdfUrl: text("pdf_url").notNull(),
    /** The admin session that uploaded it (the earlier app stored the athlete's id: fixed). */
    uploadedBy: uuid("uploaded_by")
      .notNull()
      .references(() => adminSessions.id, { onDelete: "restrict" }),
    sizeBytes: integer("size_bytes").notNull(),
    sha256: text("sha256").notNull(),
    uploadedAt: timestamp("uploaded_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("athlete_training_pdfs_user_phase_uq").on(t.userId, t.phase),
    check("atp_phase_range", sql`${t.phase} in (1, 2)`),
  ],
);

/**
 * Where each athlete's generated phase PDF is cached in the "pdf-cache" storage area (issue #13,
 * docs/decisions/0092). The key names a hash of everything printed, so a changed plan or name
 * makes a new key; this row remembers the last one so the old file can be removed. No foreign
 * key on purpose: a deleted athlete's row must outlive them so the clean-up finds the file.
 */
export const generatedPdfCache = pgTable(
  "generated_pdf_cache",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id").notNull(),
    phase: integer("phase").notNull(),
    /** The plan row it was rendered from: a retaken questionnaire makes a new active plan. */
    planId: uuid("plan_id").notNull(),
    storageKey: text("storage_key").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("generated_pdf_cache_user_phase_uq").on(t.userId, t.phase)],
);

/** Answers sent with a sign-up, kept with the unverified account until the link is followed. */
export const pendingSignups = pgTable("pending_signups", {
  userId: text("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  answers: jsonb("answers").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Small key/value settings owned by the server (the admin key's hash). */
export const appSettings = pgTable("app_settings", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/* ---- the training log (issue #12): what the athlete did, as domain/training/log.ts defines it ---- */

/** When the athlete trains: one row per athlete, absent until they choose (defaults are computed). */
export const trainingSettings = pgTable(
  "training_settings",
  {
    userId: text("user_id")
      .primaryKey()
      .references(() => user.id, { onDelete: "cascade" }),
    startDate: date("start_date", { mode: "string" }).notNull(),
    /** ISO weekdays, 1 = Monday … 7 = Sunday, as many as the plan's sessions a week. */
    weekdays: integer("weekdays").array().notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("ts_weekdays_count", sql`cardinality(${t.weekdays}) between 2 and 5`)],
);

/**
 * A plan session, logged: at most one per athlete and plan session (week, day); the id is the
 * client's UUID, so an offline queue sending it twice stores one row. `edited_at` is the device's
 * edit time, capped at the server's clock: the later edit wins (train-common conflict rule).
 */
export const sessionLogs = pgTable(
  "session_logs",
  {
    id: uuid("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    week: integer("week").notNull(),
    day: integer("day").notNull(),
    date: date("date", { mode: "string" }).notNull(),
    status: text("status").notNull(),
    skipReason: text("skip_reason"),
    sessionRpe: integer("session_rpe"),
    minutes: integer("minutes"),
    /** SetLog[] (domain/training/log.ts), validated before it is stored. */
    sets: jsonb("sets").notNull(),
    editedAt: timestamp("edited_at", { withTimezone: true }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("session_logs_user_week_day_uq").on(t.userId, t.week, t.day),
    check("sl_week_range", sql`${t.week} between 1 and 8`),
    check("sl_day_range", sql`${t.day} between 1 and 5`),
    check("sl_status_known", sql`${t.status} in ('done', 'skipped')`),
    check("sl_rpe_range", sql`${t.sessionRpe} between 0 and 10`),
    check("sl_minutes_range", sql`${t.minutes} between 1 and 600`),
    check("sl_sets_array", sql`jsonb_typeof(${t.sets}) = 'array' and jsonb_array_length(${t.sets}) <= 200`),
  ],
);

/** A day's cricket (match, nets, training), with what a bowler bowled. Several a day are normal. */
export const cricketLogs = pgTable(
  "cricket_logs",
  {
    id: uuid("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    date: date("date", { mode: "string" }).notNull(),
    kind: text("kind").notNull(),
    minutes: integer("minutes").notNull(),
    sessionRpe: integer("session_rpe").notNull(),
    /** Null when the athlete did not bowl; then the two below are null too. */
    balls: integer("balls"),
    longestSpellBalls: integer("longest_spell_balls"),
    intensity: text("intensity"),
    editedAt: timestamp("edited_at", { withTimezone: true }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("cricket_logs_user_date_idx").on(t.userId, t.date),
    check("cl_kind_known", sql`${t.kind} in ('match', 'nets', 'training', 'other')`),
    check("cl_rpe_range", sql`${t.sessionRpe} between 0 and 10`),
    check("cl_minutes_range", sql`${t.minutes} between 1 and 600`),
    check("cl_balls_range", sql`${t.balls} between 1 and 300`),
    check("cl_spell_within_day", sql`${t.longestSpellBalls} between 1 and ${t.balls}`),
    check("cl_intensity_known", sql`${t.intensity} in ('easy', 'medium', 'full')`),
    check(
      "cl_bowling_whole",
      sql`(${t.balls} is null) = (${t.intensity} is null) and (${t.balls} is not null or ${t.longestSpellBalls} is null)`,
    ),
  ],
);

/**
 * Mail waiting to leave (issue #15, docs/decisions/0096): every mail the app sends is a row here
 * first, and a worker in each process delivers it with retries. A worker claims one row at a time
 * (`FOR UPDATE SKIP LOCKED`, then a lease in `claimed_until`), so several processes share the
 * table without sending a mail twice. A delivered row is deleted (its body holds a live link); a
 * row that used up its attempts stays with `failed_at` set, its body cleared.
 */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    text: text("text"),
    html: text("html"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    claimedUntil: timestamp("claimed_until", { withTimezone: true }),
    lastAttemptAt: timestamp("last_attempt_at", { withTimezone: true }),
    lastError: text("last_error"),
    failedAt: timestamp("failed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("mail_outbox_due_idx").on(t.nextAttemptAt).where(sql`${t.failedAt} is null`)],
);

/**
 * Fitness-test results (issue #17, docs/decisions/0106): one row per test an athlete recorded on
 * a day, validated against the shared battery (domain/fitness-tests) before it is stored; the
 * checks below are the database's last line.
 */
export const fitnessResults = pgTable(
  "fitness_results",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    testId: text("test_id").notNull(),
    date: date("date", { mode: "string" }).notNull(),
    /** In the test's unit: seconds or centimetres. */
    value: doublePrecision("value").notNull(),
    /** Standing height measured with the test, in centimetres (optional; a junior's growth rate). */
    heightCm: doublePrecision("height_cm"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("fitness_results_user_date_idx").on(t.userId, t.date),
    check("fr_value_range", sql`${t.value} > 0 and ${t.value} <= 1200`),
    check("fr_height_range", sql`${t.heightCm} is null or (${t.heightCm} >= 100 and ${t.heightCm} <= 230)`),
    check("fr_test_id_length", sql`char_length(${t.testId}) between 1 and 40`),
  ],
);

/** Extra test dates a coach scheduled for one athlete (issue #17): due that day and the six after. */
export const fitnessSchedule = pgTable(
  "fitness_schedule",
  {
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    date: date("date", { mode: "string" }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("fitness_schedule_user_date_uq").on(t.userId, t.date)],
);

/**
 * Parental consent for Under-14 and Under-16 athletes (issue #16, docs/decisions/0102): the
 * parent or guardian's address given at sign-up and when they agreed. The links themselves live
 * in better-auth's `verification` table; `link_expires_at` is the newest link's end, so a link
 * that is gone can still be told apart as expired, replaced or used.
 */
export const parentalConsents = pgTable("parental_consents", {
  id: uuid("id").primaryKey().defaultRandom(),
  userId: text("user_id")
    .notNull()
    .unique()
    .references(() => user.id, { onDelete: "cascade" }),
  parentEmail: text("parent_email").notNull(),
  lastSentAt: timestamp("last_sent_at", { withTimezone: true }),
  linkExpiresAt: timestamp("link_expires_at", { withTimezone: true }),
  givenAt: timestamp("given_at", { withTimezone: true }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The coach's changes to a plan (issue #17, docs/decisions/0107): append-only, one row per change,
 * so the layer over the generated program and its audit are the same rows. The layer in force is
 * the latest row per target (kind, week, day, exercise id). `before`/`after` are what the athlete
 * saw of the target either side of the change; `change` is the change itself (domain/plan/adjustments.ts).
 */
export const planAdjustments = pgTable(
  "plan_adjustments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    /** The plan version it changes: a retaken questionnaire (a new plan) starts with no changes. */
    planId: uuid("plan_id")
      .notNull()
      .references(() => trainingPlans.id, { onDelete: "cascade" }),
    /** Who: the admin session that made the change. */
    adminSessionId: uuid("admin_session_id")
      .notNull()
      .references(() => adminSessions.id, { onDelete: "restrict" }),
    kind: text("kind").notNull(),
    week: integer("week").notNull(),
    day: integer("day").notNull(),
    /** The generated exercise id of the slot ('' for a note or the start date). */
    exerciseId: text("exercise_id").notNull(),
    change: jsonb("change").notNull(),
    before: jsonb("before"),
    after: jsonb("after"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("plan_adjustments_plan_idx").on(t.planId, t.createdAt),
    check("pa_kind_known", sql`${t.kind} in ('swap', 'dose', 'note', 'start')`),
    check("pa_week_range", sql`${t.week} between 0 and 8`),
    check("pa_day_range", sql`${t.day} between 0 and 5`),
  ],
);

/**
 * A physio's clearance of an injured region (docs/decisions/0142-injury-clearance.md):
 * recorded by the athlete ("my physio has cleared my side") or by the coach for them. Append-only,
 * so the rows are the audit: a correction of the date is a new row (the latest per region is in
 * force), and a clearance is never withdrawn in the app (a new injury is a new questionnaire). Like
 * the coach's changes, it belongs to one plan version: new answers say for themselves what is cleared.
 */
export const injuryClearances = pgTable(
  "injury_clearances",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    planId: uuid("plan_id")
      .notNull()
      .references(() => trainingPlans.id, { onDelete: "cascade" }),
    region: text("region").notNull(),
    clearedOn: date("cleared_on", { mode: "string" }).notNull(),
    /** 'athlete', or 'coach' with the admin session that recorded it. */
    recordedBy: text("recorded_by").notNull(),
    adminSessionId: uuid("admin_session_id").references(() => adminSessions.id, { onDelete: "restrict" }),
    note: text("note"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("injury_clearances_plan_idx").on(t.planId, t.createdAt),
    check("ic_recorded_by_known", sql`${t.recordedBy} in ('athlete', 'coach')`),
    check("ic_coach_has_session", sql`(${t.recordedBy} = 'coach') = (${t.adminSessionId} is not null)`),
    check("ic_note_length", sql`char_length(${t.note}) <= 300`),
  ],
);

/**
 * Each athlete's load history folded into a few numbers (issue #17, docs/decisions/0105,
 * domain/training/load-summary.ts), rewritten from the athlete's whole log in the same
 * transaction as every log write or delete: the coach's squad list sorts and filters 10,000
 * athletes by their acute:chronic ratio and last log from this one row each, never their logs.
 * No row: nothing logged.
 */
export const athleteLoadSummary = pgTable(
  "athlete_load_summary",
  {
    userId: text("user_id")
      .primaryKey()
      .references(() => user.id, { onDelete: "cascade" }),
    firstLoadOn: date("first_load_on", { mode: "string" }),
    ewmaOn: date("ewma_on", { mode: "string" }),
    acuteLoad: doublePrecision("acute_load").notNull().default(0),
    chronicLoad: doublePrecision("chronic_load").notNull().default(0),
    lastLoggedOn: date("last_logged_on", { mode: "string" }),
    /**
     * The last day the ratio can still be above the spike line (it only falls after `ewma_on`),
     * with a day's margin; null when it never is. Kept by a trigger (migration squad_speed,
     * decision 0110) so "spikes" reads a few rows by index; the exact test stays in the query.
     */
    spikeUntil: date("spike_until", { mode: "string" }),
    /**
     * What the squad list shows besides the ratio (decision 0117), kept by a trigger from the
     * athlete's logs whenever this row is written (every log write rewrites it): done sessions per
     * plan week 1-8, and the gym and cricket load of each of the 8 days ending `recent_to` (the
     * last logged day; later days have no load). A read sums the days of its own last 7 days.
     */
    doneByWeek: integer("done_by_week").array(),
    recentTo: date("recent_to", { mode: "string" }),
    recentGym: integer("recent_gym").array(),
    recentCricket: integer("recent_cricket").array(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("athlete_load_summary_last_logged_idx").on(t.lastLoggedOn),
    index("athlete_load_summary_spike_until_idx").on(t.spikeUntil),
  ],
);
