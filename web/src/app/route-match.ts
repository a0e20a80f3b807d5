import type { ReactNode } from "react";

/**
 * The route table's shape and its matching (decision 0120): the part of React Router's
 * declarative routes the app used. A route without `path` is a layout (it adds no segment); a
 * `:name` segment is a parameter; `*` takes the rest of the path; `index` is the parent's own path.
 */
export interface RouteObject {
  path?: string;
  index?: boolean;
  element: ReactNode;
  children?: RouteObject[];
}
export type Params = Record<string, string | undefined>;
export interface RouteMatch {
  route: RouteObject;
  params: Params;
}

interface Branch {
  routes: RouteObject[];
  segments: string[];
  score: number;
}

const segmentsOf = (path: string | undefined) => (path ?? "").split("/").filter(Boolean);

// As React Router ranks them: a fixed segment beats a parameter, which beats `*`.
const scoreOf = (segments: string[]) => segments.reduce((n, s) => n + (s === "*" ? -2 : s.startsWith(":") ? 3 : 10), 0);

function branchesOf(routes: RouteObject[], parents: RouteObject[] = [], prefix: string[] = []): Branch[] {
  return routes.flatMap((route) => {
    const routesSoFar = [...parents, route];
    const segments = [...prefix, ...segmentsOf(route.path)];
    if (route.children?.length) return branchesOf(route.children, routesSoFar, segments);
    return [{ routes: routesSoFar, segments, score: scoreOf(segments) }];
  });
}

const decode = (s: string) => {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
};

function matchBranch(branch: Branch, parts: string[]): Params | null {
  const params: Params = {};
  for (let i = 0; i < branch.segments.length; i++) {
    const segment = branch.segments[i]!;
    if (segment === "*") {
      params["*"] = parts.slice(i).join("/");
      return params;
    }
    const part = parts[i];
    if (part === undefined) return null;
    if (segment.startsWith(":")) params[segment.slice(1)] = part;
    else if (segment.toLowerCase() !== part.toLowerCase()) return null;
  }
  return parts.length === branch.segments.length ? params : null;
}

const ranked = new WeakMap<RouteObject[], Branch[]>();

/**
 * The routes `pathname` renders, outermost layout first, each with the path's parameters; null
 * when none matches. Segments compare without regard to case, a trailing slash is ignored.
 */
export function matchRoutes(routes: RouteObject[], pathname: string): RouteMatch[] | null {
  let branches = ranked.get(routes);
  if (!branches) {
    // Stable: among equal scores the table's order decides.
    branches = branchesOf(routes).sort((a, b) => b.score - a.score);
    ranked.set(routes, branches);
  }
  const parts = segmentsOf(pathname).map(decode);
  for (const branch of branches) {
    const params = matchBranch(branch, parts);
    if (params) return branch.routes.map((route) => ({ route, params }));
  }
  return null;
}
