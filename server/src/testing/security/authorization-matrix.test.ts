import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { adminCookie, makePng } from "#server/testing/coach-console";
import { AUTH_DISABLED_PATHS } from "#server/core/auth/create-auth";
import { EXPOSED } from "#server/plugins/auth";
import { TEST_PASSWORD, json, uniqueEmail } from "#server/testing/athletes";
import { answers } from "#server/testing/factory";
import { TEST_ADMIN_KEY } from "#server/testing/server";
import {
  expiredAdminCookie,
  expiredAthleteCookie,
  freshAthleteCookie,
  resetLimits,
  startTarget,
  statusOf,
  type Target,
} from "./helpers.ts";
import { registeredRoutes } from "./route-collector.ts";

// Every Fastify instance reports its routes to registeredRoutes (see route-collector.ts).
vi.mock("fastify", async (importOriginal) =>
  (await import("./route-collector.ts")).collectingFastify(await importOriginal()),
);

/**
 * Authorization matrix (issue #7): every route, called by each kind of caller, must answer the
 * status in this table, and the table must know every route the server has.
 * "athleteB" is another athlete aiming at A's resources (A's avatar, A's id in admin paths).
 */
type Who = "anon" | "athleteA" | "athleteB" | "admin" | "expiredAdmin" | "expiredAthlete";
const WHO: Who[] = ["anon", "athleteA", "athleteB", "admin", "expiredAdmin", "expiredAthlete"];
type Expect = Record<Who, number>;

const all = (s: number): Expect => ({
  anon: s,
  athleteA: s,
  athleteB: s,
  admin: s,
  expiredAdmin: s,
  expiredAthlete: s,
});
/** Only a live athlete session counts; an admin cookie is not one. */
const athlete = (ok: number, b = ok, denied = 401): Expect => ({ ...all(denied), athleteA: ok, athleteB: b });
const adminOnly = (ok: number): Expect => ({ ...all(401), admin: ok });

interface Call {
  path: string;
  init?: RequestInit;
}
interface Row {
  /** `METHOD /route-url` as registered. */
  route: string;
  /** For the better-auth mount: the path under /api/auth. */
  endpoint?: string;
  request(t: Target): Call | Promise<Call>;
  expect: Expect;
  /** The call may end the caller's session: use fresh sessions and re-mint the shared ones after. */
  consumes?: boolean;
}

const post = (body: unknown) => json(body);
const form = async (field: string, data: Buffer, name: string, type: string) => {
  const f = new FormData();
  f.append(field, new Blob([new Uint8Array(data)], { type }), name);
  return { method: "POST", body: f } satisfies RequestInit;
};

const AUTH = "/api/auth/*";
const authRow = (method: "GET" | "POST", endpoint: string, body: unknown, expect: Expect, consumes = false): Row => ({
  route: `${method} ${AUTH}`,
  endpoint,
  request: () => ({ path: `/api/auth${endpoint}`, init: method === "POST" ? post(body) : undefined }),
  expect,
  consumes,
});

/** A's training-log entries (issue #12): fixed ids, so B's calls aim at entries A owns. */
const A_SESSION = "0a000000-0000-4000-8000-000000000001";
const A_SESSION_2 = "0a000000-0000-4000-8000-000000000002";
const A_CRICKET = "0a000000-0000-4000-8000-000000000003";
const A_CRICKET_2 = "0a000000-0000-4000-8000-000000000004";
const dayOf = (t: Target) => new Date(t.server.clock.now()).toISOString().slice(0, 10);
const editedAt = (t: Target) => new Date(t.server.clock.now() - 60_000).toISOString();
const aSession = (t: Target, id: string, day: number) => ({
  id,
  date: dayOf(t),
  week: 1,
  day,
  status: "done",
  skipReason: null,
  sessionRpe: 6,
  minutes: 50,
  sets: [],
  editedAt: editedAt(t),
});
const aCricket = (t: Target, id: string) => ({
  id,
  date: dayOf(t),
  kind: "nets",
  minutes: 60,
  sessionRpe: 6,
  bowling: { balls: 36, longestSpellBalls: null, intensity: "medium" },
  editedAt: editedAt(t),
});
/** Makes sure A's entry exists before a caller aims at it. */
async function putAs(t: Target, path: string, body: unknown): Promise<void> {
  const res = await t.server.fetch(path, {
    ...post(body),
    method: "PUT",
    headers: { "content-type": "application/json", cookie: cookies.athleteA! },
  });
  expect(res.status).toBe(200);
}
/** The disabled endpoints better-auth serves on GET; the others take a POST. */
const GET_ENDPOINTS = new Set([
  "/verify-email",
  "/list-sessions",
  "/list-accounts",
  "/account-info",
  "/delete-user/callback",
  "/ok",
  "/error",
]);
/** Bodies an athlete would send if the endpoint were open: a 404 must not come from a bad body. */
const DISABLED_BODIES: Record<string, unknown> = {
  "/sign-up/email": { name: "x", email: uniqueEmail("bypass"), password: TEST_PASSWORD },
  "/sign-in/social": { provider: "google" },
  "/verify-password": { password: TEST_PASSWORD },
  "/change-email": { newEmail: uniqueEmail("takeover") },
  "/change-password": { currentPassword: TEST_PASSWORD, newPassword: "new-pass-word-1", revokeOtherSessions: true },
  "/update-user": { name: "Renamed" },
  "/revoke-session": { token: "not-a-session" },
};

const TABLE: Row[] = [
  { route: "GET /api/health", request: () => ({ path: "/api/health" }), expect: all(200) },
  { route: "GET /api/health/live", request: () => ({ path: "/api/health/live" }), expect: all(200) },
  { route: "GET /api/health/ready", request: () => ({ path: "/api/health/ready" }), expect: all(200) },
  // Metrics need METRICS_TOKEN (decision 0096); unset here, so the endpoint does not exist for anyone.
  { route: "GET /api/metrics", request: () => ({ path: "/api/metrics" }), expect: all(404) },
  // The OpenAPI document is public by design (decision 0072): the API's shape, no data.
  { route: "GET /api/openapi.json", request: () => ({ path: "/api/openapi.json" }), expect: all(200) },
  { route: "GET /api/athletes/count", request: () => ({ path: "/api/athletes/count" }), expect: all(200) },
  {
    route: "GET /api/athletes/count/events",
    request: () => ({ path: "/api/athletes/count/events" }),
    expect: all(200),
  },
  // Avatars are public by design (docs/decisions/0014): an unguessable generated name, no metadata.
  { route: "GET /api/avatars/:name", request: (t) => ({ path: t.a.avatarUrl }), expect: all(200) },
  {
    route: "POST /api/signup",
    request: () => ({
      path: "/api/signup",
      init: post({
        fullName: "New Athlete",
        email: uniqueEmail("matrix"),
        password: TEST_PASSWORD,
        answers: answers(),
      }),
    }),
    expect: all(201),
  },
  {
    route: "POST /api/verify-email",
    request: () => ({ path: "/api/verify-email", init: post({ token: "forged.token.value" }) }),
    expect: all(400),
  },
  // The plan preview (issue #16, decision 0100) is for visitors before an account: open to all, stores nothing.
  {
    route: "POST /api/plan/preview",
    request: () => ({ path: "/api/plan/preview", init: post({ answers: answers() }) }),
    expect: all(200),
  },
  { route: "GET /api/me", request: () => ({ path: "/api/me" }), expect: athlete(200) },
  // Parental consent (issue #16): the link is the credential; these athletes are adults (409).
  {
    route: "GET /api/consent/link",
    request: () => ({ path: "/api/consent/link?token=forged" }),
    expect: all(200),
  },
  {
    route: "POST /api/consent/give",
    request: () => ({ path: "/api/consent/give", init: post({ token: "forged" }) }),
    expect: all(400),
  },
  { route: "GET /api/me/consent", request: () => ({ path: "/api/me/consent" }), expect: athlete(200) },
  {
    route: "POST /api/me/consent/resend",
    request: () => ({ path: "/api/me/consent/resend", init: post({}) }),
    expect: athlete(409),
  },
  {
    route: "PUT /api/me/questionnaire",
    request: () => ({ path: "/api/me/questionnaire", init: { ...post({ answers: answers() }), method: "PUT" } }),
    expect: athlete(200),
  },
  {
    route: "POST /api/me/avatar",
    request: async () => ({ path: "/api/me/avatar", init: await form("file", await makePng(), "me.png", "image/png") }),
    expect: athlete(200),
  },
  { route: "GET /api/me/training-pdfs", request: () => ({ path: "/api/me/training-pdfs" }), expect: athlete(200) },
  // A has a coach PDF for phase 1; B asking for "phase 1" only ever gets B's own (checked below).
  {
    route: "GET /api/me/training-pdfs/:phase",
    request: () => ({ path: "/api/me/training-pdfs/1" }),
    expect: athlete(200),
  },
  { route: "GET /api/me/plan", request: () => ({ path: "/api/me/plan" }), expect: athlete(200) },
  // A physio's clearance (decision 0142): the matrix athletes have no injury waiting for one, so the
  // route's own check answers 400 to whoever may call it; who may call it is what is tested here.
  {
    route: "GET /api/me/injury-clearances",
    request: () => ({ path: "/api/me/injury-clearances" }),
    expect: athlete(200),
  },
  {
    route: "POST /api/me/injury-clearances",
    request: () => ({ path: "/api/me/injury-clearances", init: post({ region: "trunk/side" }) }),
    expect: athlete(400),
  },
  // The training log (issue #12): B aiming at A's entry ids gets 404, as for an id nobody has.
  { route: "GET /api/me/training", request: () => ({ path: "/api/me/training" }), expect: athlete(200) },
  {
    route: "PUT /api/me/training/settings",
    request: (t) => ({
      path: "/api/me/training/settings",
      init: { ...post({ startDate: dayOf(t), weekdays: [1, 2, 4, 5] }), method: "PUT" },
    }),
    expect: athlete(200),
  },
  {
    route: "PUT /api/me/training/sessions/:id",
    request: (t) => ({
      path: `/api/me/training/sessions/${A_SESSION}`,
      init: { ...post(aSession(t, A_SESSION, 1)), method: "PUT" },
    }),
    expect: athlete(200, 404),
  },
  {
    route: "DELETE /api/me/training/sessions/:id",
    request: async (t) => {
      await putAs(t, `/api/me/training/sessions/${A_SESSION_2}`, aSession(t, A_SESSION_2, 2));
      return { path: `/api/me/training/sessions/${A_SESSION_2}`, init: { method: "DELETE" } };
    },
    expect: athlete(204, 404),
  },
  {
    route: "PUT /api/me/training/cricket/:id",
    request: (t) => ({
      path: `/api/me/training/cricket/${A_CRICKET}`,
      init: { ...post(aCricket(t, A_CRICKET)), method: "PUT" },
    }),
    expect: athlete(200, 404),
  },
  {
    route: "DELETE /api/me/training/cricket/:id",
    request: async (t) => {
      await putAs(t, `/api/me/training/cricket/${A_CRICKET_2}`, aCricket(t, A_CRICKET_2));
      return { path: `/api/me/training/cricket/${A_CRICKET_2}`, init: { method: "DELETE" } };
    },
    expect: athlete(204, 404),
  },
  {
    route: "GET /api/me/training/log.csv",
    request: () => ({ path: "/api/me/training/log.csv" }),
    expect: athlete(200),
  },
  // Fitness tests (issue #17): B aiming at A's result id gets 404, as for an id nobody has.
  { route: "GET /api/me/fitness-tests", request: () => ({ path: "/api/me/fitness-tests" }), expect: athlete(200) },
  {
    route: "POST /api/me/fitness-tests",
    request: (t) => ({ path: "/api/me/fitness-tests", init: post({ testId: "plank", date: dayOf(t), value: 60 }) }),
    expect: athlete(201),
  },
  {
    route: "DELETE /api/me/fitness-tests/:id",
    request: async (t) => {
      const res = await t.server.fetch("/api/me/fitness-tests", {
        ...post({ testId: "broad-jump", date: dayOf(t), value: 190 }),
        headers: { "content-type": "application/json", cookie: cookies.athleteA! },
      });
      expect(res.status).toBe(201);
      const { id } = (await res.json()) as { id: string };
      return { path: `/api/me/fitness-tests/${id}`, init: { method: "DELETE" } };
    },
    expect: athlete(204, 404),
  },
  // The key is the credential: anyone holding it signs in (signing in again replaces a session).
  {
    route: "POST /api/admin/session",
    request: () => ({ path: "/api/admin/session", init: post({ key: TEST_ADMIN_KEY }) }),
    expect: all(200),
    consumes: true,
  },
  { route: "GET /api/admin/session", request: () => ({ path: "/api/admin/session" }), expect: adminOnly(200) },
  {
    route: "DELETE /api/admin/session",
    request: () => ({ path: "/api/admin/session", init: { method: "DELETE" } }),
    expect: adminOnly(204),
    consumes: true,
  },
  { route: "GET /api/admin/athletes", request: () => ({ path: "/api/admin/athletes" }), expect: adminOnly(200) },
  {
    route: "GET /api/admin/athletes/:athleteId",
    request: (t) => ({ path: `/api/admin/athletes/${t.a.userId}` }),
    expect: adminOnly(200),
  },
  {
    route: "POST /api/admin/athletes/:userId/pdfs/:phase",
    request: async (t) => ({
      path: `/api/admin/athletes/${t.a.userId}/pdfs/2`,
      init: await form("file", t.a.pdf, "plan.pdf", "application/pdf"),
    }),
    expect: adminOnly(200),
  },
  {
    route: "GET /api/admin/athletes/:athleteId/fitness-tests",
    request: (t) => ({ path: `/api/admin/athletes/${t.a.userId}/fitness-tests` }),
    expect: adminOnly(200),
  },
  {
    route: "POST /api/admin/athletes/:athleteId/fitness-tests/schedule",
    request: (t) => ({
      path: `/api/admin/athletes/${t.a.userId}/fitness-tests/schedule`,
      init: post({ date: dayOf(t) }),
    }),
    expect: adminOnly(201),
  },
  // The coach's plan changes (issue #17, decision 0107).
  {
    route: "GET /api/admin/athletes/:athleteId/plan",
    request: (t) => ({ path: `/api/admin/athletes/${t.a.userId}/plan` }),
    expect: adminOnly(200),
  },
  {
    route: "GET /api/admin/athletes/:athleteId/plan/swap-options",
    request: async (t) => {
      const plan = (await (await t.server.fetch("/api/me/plan", { headers: { cookie: t.a.cookie } })).json()) as {
        program: { weeks: Array<{ sessions: Array<{ exercises: Array<{ exerciseId: string }> }> }> };
      };
      const id = plan.program.weeks[0]!.sessions[0]!.exercises[0]!.exerciseId;
      return { path: `/api/admin/athletes/${t.a.userId}/plan/swap-options?week=1&day=1&exerciseId=${id}` };
    },
    expect: adminOnly(200),
  },
  {
    route: "POST /api/admin/athletes/:athleteId/plan/changes",
    request: (t) => ({
      path: `/api/admin/athletes/${t.a.userId}/plan/changes`,
      init: post({ kind: "note", week: 2, day: 1, text: "Matrix note" }),
    }),
    expect: adminOnly(201),
  },
  {
    route: "GET /api/admin/athletes/:athleteId/injury-clearances",
    request: (t) => ({ path: `/api/admin/athletes/${t.a.userId}/injury-clearances` }),
    expect: adminOnly(200),
  },
  {
    route: "POST /api/admin/athletes/:athleteId/injury-clearances",
    request: (t) => ({
      path: `/api/admin/athletes/${t.a.userId}/injury-clearances`,
      init: post({ region: "trunk/side" }),
    }),
    expect: adminOnly(400),
  },
  // better-auth, only its allowlist (server/src/plugins/auth.ts EXPOSED); the rest is 404.
  authRow("GET", "/get-session", undefined, all(200)),
  authRow("POST", "/sign-in/email", "A", all(200)),
  authRow("POST", "/sign-out", {}, all(200), true),
  // Without a session always 200 (no discovery); a signed-in athlete is told their own address is verified.
  authRow("POST", "/send-verification-email", "A", athlete(400, 400, 200)),
  authRow("POST", "/request-password-reset", "A", all(200)),
  authRow("POST", "/reset-password", { newPassword: "new-pass-word-1", token: "forged" }, all(400)),
  // Not exposed (issue #14: every endpoint the product does not use): accounts come only from
  // /api/signup, verification only from /api/verify-email; sessions and passwords change only
  // through the endpoints above. Each answers 404, with a body that would work if it were open.
  ...AUTH_DISABLED_PATHS.map((endpoint) =>
    authRow(GET_ENDPOINTS.has(endpoint) ? "GET" : "POST", endpoint, DISABLED_BODIES[endpoint] ?? {}, all(404)),
  ),
  authRow("POST", "/forget-password", { email: "a@example.test" }, all(404)),
  authRow("GET", "/reset-password/abc", undefined, all(404)),
  authRow("GET", "/callback/google", undefined, all(404)),
];

/** Rows whose body names A's e-mail/password ("A"). */
const bodyFor = (t: Target, row: Row, call: Call): Call => {
  if (!call.init?.body || typeof call.init.body !== "string" || call.init.body !== JSON.stringify("A")) return call;
  const body =
    row.endpoint === "/sign-in/email"
      ? { email: t.a.email, password: t.a.password }
      : { email: t.a.email, redirectTo: "/auth?type=recovery" };
  return { ...call, init: { ...call.init, body: JSON.stringify(body) } };
};

let t: Target;
const cookies = {} as Record<Who, string | undefined>;

async function mintSessions(): Promise<void> {
  cookies.anon = undefined;
  cookies.athleteA = await freshAthleteCookie(t.server, t.a);
  cookies.athleteB = await freshAthleteCookie(t.server, t.b);
  await resetLimits(t.server);
  cookies.admin = await adminCookie(t.server);
  cookies.expiredAdmin = await expiredAdminCookie(t.server);
  cookies.expiredAthlete = await expiredAthleteCookie(t.server, t.a);
}

beforeAll(async () => {
  t = await startTarget();
  await mintSessions();
}, 180_000);
afterAll(() => t?.close());

async function call(row: Row, who: Who, method?: string): Promise<Response> {
  await resetLimits(t.server);
  const c = bodyFor(t, row, await row.request(t));
  const headers = new Headers(c.init?.headers);
  if (cookies[who]) headers.set("cookie", cookies[who]!);
  return statusOf(await t.server.fetch(c.path, { ...c.init, ...(method ? { method } : {}), headers }));
}

describe("the table knows every route", () => {
  it("each registered route has a row, and each row a registered route", () => {
    const known = new Set(TABLE.map((r) => r.route));
    // HEAD routes are Fastify's automatic twins of GET routes: checked with their GET row.
    const missing = [...registeredRoutes].filter((r) => !known.has(r.startsWith("HEAD ") ? `GET ${r.slice(5)}` : r));
    expect(missing, "routes the matrix does not know: add them to TABLE").toEqual([]);
    expect(
      [...known].filter((r) => !registeredRoutes.has(r)),
      "rows for routes that no longer exist",
    ).toEqual([]);
    expect(registeredRoutes.size).toBeGreaterThan(20);
  });

  it("each endpoint of the better-auth allowlist has a row", () => {
    const rows = new Set(TABLE.filter((r) => r.endpoint).map((r) => `${r.route.split(" ")[0]} ${r.endpoint}`));
    const allowed = Object.entries(EXPOSED).flatMap(([method, set]) => [...set].map((e) => `${method} ${e}`));
    expect(allowed.filter((e) => !rows.has(e))).toEqual([]);
  });
});

describe("the table knows every better-auth endpoint", () => {
  it("each endpoint better-auth has (its router's paths) has a row: open in the allowlist, or 404", () => {
    const rows = new Set(TABLE.filter((r) => r.endpoint).map((r) => r.endpoint!.split("?")[0]));
    const paths = Object.values(t.server.app.auth.api)
      .map((e) => (e as { path?: string }).path)
      .filter((p): p is string => typeof p === "string")
      // A path with a parameter has a row with a value for it.
      .map((p) => p.replace(":id", "google").replace(":token", "abc"));
    expect(paths.length).toBeGreaterThan(25);
    expect(paths.filter((p) => !rows.has(p))).toEqual([]);
  });
});

describe("every route answers each caller as the table says", () => {
  it.each(TABLE.map((r) => [`${r.route}${r.endpoint ? ` ${r.endpoint}` : ""}`, r] as const))(
    "%s",
    async (_name, row) => {
      const got: Partial<Record<Who, number>> = {};
      const heads: Partial<Record<Who, number>> = {};
      for (const who of WHO) {
        if (row.consumes) await mintSessions();
        got[who] = (await call(row, who)).status;
        if (row.route.startsWith("GET ") && row.route !== "GET /api/athletes/count/events")
          heads[who] = (await call(row, who, "HEAD")).status;
      }
      if (row.consumes) await mintSessions();
      expect(got).toEqual(row.expect);
      // Fastify answers HEAD like GET; the better-auth mount exposes no HEAD endpoint at all.
      if (Object.keys(heads).length > 0)
        expect(heads, "HEAD").toEqual(row.route === `GET ${AUTH}` ? all(404) : row.expect);
    },
  );
});

describe("B on A's resources", () => {
  it("B's phase PDF is never A's file, and B's dashboard never shows A", async () => {
    const res = await t.server.fetch("/api/me/training-pdfs/1", { headers: { cookie: cookies.athleteB! } });
    if (res.status === 200) expect(Buffer.from(await res.arrayBuffer()).equals(t.a.pdf)).toBe(false);
    else expect(res.status).toBe(404);
    const me = (await (await t.server.fetch("/api/me", { headers: { cookie: cookies.athleteB! } })).json()) as {
      user: { id: string };
    };
    expect(me.user.id).toBe(t.b.userId);
    const session = (await (
      await t.server.fetch("/api/auth/get-session", { headers: { cookie: cookies.athleteB! } })
    ).json()) as { user: { id: string } };
    expect(session.user.id).toBe(t.b.userId);
  });

  it("an expired admin session is refused on every admin route and cannot be revived", async () => {
    const res = await t.server.fetch("/api/admin/session", { headers: { cookie: cookies.expiredAdmin! } });
    expect(res.status).toBe(401);
    expect(res.headers.getSetCookie().join(";")).toMatch(/gr_admin=;/);
  });
});

it("reports the matrix size", () => {
  const heads = TABLE.filter((r) => r.route.startsWith("GET ") && r.route !== "GET /api/athletes/count/events").length;
  console.log(
    `authorization matrix: ${registeredRoutes.size} registered routes, ${TABLE.length} rows × ${WHO.length} callers = ${TABLE.length * WHO.length} calls (+${heads * WHO.length} HEAD)`,
  );
});
