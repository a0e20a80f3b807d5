import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { adminCookie, makePng } from "#server/testing/coach-console";
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

const TABLE: Row[] = [
  { route: "GET /api/health", request: () => ({ path: "/api/health" }), expect: all(200) },
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
  { route: "GET /api/me", request: () => ({ path: "/api/me" }), expect: athlete(200) },
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
    route: "POST /api/admin/athletes/:userId/pdfs/:phase",
    request: async (t) => ({
      path: `/api/admin/athletes/${t.a.userId}/pdfs/2`,
      init: await form("file", t.a.pdf, "plan.pdf", "application/pdf"),
    }),
    expect: adminOnly(200),
  },
  // better-auth, only its allowlist (server/src/plugins/auth.ts EXPOSED); the rest is 404.
  authRow("GET", "/get-session", undefined, all(200)),
  authRow("GET", "/list-sessions", undefined, athlete(200)),
  authRow("GET", "/ok", undefined, all(200)),
  authRow("POST", "/sign-in/email", "A", all(200)),
  authRow("POST", "/sign-out", {}, all(200), true),
  // Without a session always 200 (no discovery); a signed-in athlete is told their own address is verified.
  authRow("POST", "/send-verification-email", "A", athlete(400, 400, 200)),
  authRow("POST", "/request-password-reset", "A", all(200)),
  authRow("POST", "/reset-password", { newPassword: "new-pass-word-1", token: "forged" }, all(400)),
  authRow(
    "POST",
    "/change-password",
    { currentPassword: "not-the-password", newPassword: "new-pass-word-1" },
    athlete(400),
  ),
  authRow("POST", "/revoke-session", { token: "not-a-session" }, athlete(200)),
  authRow("POST", "/revoke-sessions", {}, athlete(200), true),
  authRow("POST", "/revoke-other-sessions", {}, athlete(200), true),
  // Not exposed: accounts come only from /api/signup, verification only from /api/verify-email.
  authRow("POST", "/sign-up/email", { name: "x", email: uniqueEmail("bypass"), password: TEST_PASSWORD }, all(404)),
  authRow("GET", "/verify-email?token=x", undefined, all(404)),
  authRow("POST", "/update-user", { name: "Renamed" }, all(404)),
  authRow("POST", "/delete-user", {}, all(404)),
  authRow("POST", "/change-email", { newEmail: uniqueEmail("takeover") }, all(404)),
  authRow("POST", "/forget-password", { email: "a@example.test" }, all(404)),
  authRow("GET", "/reset-password/abc", undefined, all(404)),
  authRow("POST", "/sign-in/social", { provider: "google" }, all(404)),
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
