import { describe, expect, it } from "vitest";
import { matchRoutes, type RouteObject } from "../web/src/app/route-match.ts";
import { routePages, routes } from "../web/src/app/routes.tsx";

// Decision 0120: the app matches its route table itself (React Router's declarative matching,
// the part the app used). The rules React Router applied, and the real table's pages.

const table: RouteObject[] = [
  {
    element: "layout",
    children: [
      { path: "*", element: "not found" },
      { index: true, element: "home" },
      { path: "learn/:category", element: "category" },
      { path: "learn/mental", element: "mental" },
      { element: "api", children: [{ path: "today", element: "today" }] },
    ],
  },
  { element: "console", children: [{ path: "admin/athletes/:athleteId/tests", element: "tests" }] },
];
const chain = (pathname: string) => matchRoutes(table, pathname)?.map((m) => m.route.element);

describe("matchRoutes", () => {
  it("gives the layouts and the page a path renders, outermost first", () => {
    expect(chain("/")).toEqual(["layout", "home"]);
    expect(chain("/today")).toEqual(["layout", "api", "today"]);
    expect(chain("/admin/athletes/a1/tests")).toEqual(["console", "tests"]);
  });

  it("ignores case and a trailing slash", () => {
    expect(chain("/Today/")).toEqual(["layout", "api", "today"]);
    expect(chain("/LEARN/Physical")).toEqual(["layout", "category"]);
  });

  it("gives decoded parameters to every route of the match", () => {
    const matches = matchRoutes(table, "/admin/athletes/a%20b%2Fc/tests")!;
    for (const m of matches) expect(m.params).toEqual({ athleteId: "a b/c" });
    // A malformed escape is kept as it came.
    expect(matchRoutes(table, "/learn/%E0%A4%A")![1]!.params).toEqual({ category: "%E0%A4%A" });
  });

  it("ranks a fixed segment above a parameter and `*` below both, whatever the table's order", () => {
    expect(chain("/learn/mental")).toEqual(["layout", "mental"]);
    expect(chain("/learn/physical")).toEqual(["layout", "category"]);
    expect(chain("/learn")).toEqual(["layout", "not found"]);
    expect(chain("/learn/physical/extra")).toEqual(["layout", "not found"]);
    expect(matchRoutes(table, "/a/b")![1]!.params).toEqual({ "*": "a/b" });
  });

  it("answers null when nothing matches", () => {
    expect(matchRoutes([{ path: "today", element: "today" }], "/tomorrow")).toBeNull();
    expect(matchRoutes([{ path: "today", element: "today" }], "/today/x")).toBeNull();
  });
});

describe("the app's route table", () => {
  const pages = (pathname: string) => routePages(pathname).map((p) => p.src.replace(/^.*\//, ""));

  it("renders each path's page, inside the API pages' or the console's layout where it belongs", () => {
    expect(pages("/")).toEqual(["landing-page.tsx"]);
    expect(pages("/today")).toEqual(["app-providers.tsx", "today-page.tsx"]);
    expect(pages("/profile")).toEqual(["app-providers.tsx", "profile-page.tsx"]);
    expect(pages("/cricket-questionnaire")).toEqual(["questionnaire-page.tsx"]);
    expect(pages("/learn/mental/cricket/bradman-and-the-water-tank")).toEqual(["learn-article-page.tsx"]);
    expect(pages("/fitness-tests")).toEqual(["app-providers.tsx", "fitness-tests-page.tsx"]);
    expect(pages("/fitness-tests/sprint-20m")).toEqual(["fitness-test-page.tsx"]);
    expect(pages("/admin")).toEqual(["console-layout.tsx", "app-providers.tsx", "admin-dashboard-page.tsx"]);
    expect(pages("/admin/athletes/u1/plan")).toEqual([
      "console-layout.tsx",
      "app-providers.tsx",
      "plan-adjust-page.tsx",
    ]);
  });

  it("shows the 404 page, in the site's layout, for any path no route names", () => {
    for (const p of ["/nope", "/admin/unknown", "/learn", "/today/extra"])
      expect(pages(p)).toEqual(["not-found-page.tsx"]);
    expect(matchRoutes(routes, "/nope")).toHaveLength(2);
  });
});
