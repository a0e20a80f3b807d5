import type { ComponentType, ReactNode } from "react";
import { lazyRoute, type RoutePage } from "./lazy-route.tsx";
import { RouteProvider, useLocation } from "./nav.tsx";
import { Layout } from "./nav-router.tsx";
import { matchRoutes, type RouteMatch, type RouteObject } from "./route-match.ts";

// Every page is its own chunk, the landing's too: the entry holds React, the router and the layout
// only, so no page pays for another (issue #13, decision 0091). The glob's keys name each page's
// module, which the build maps to its chunks (scripts/prerender.ts).
const pages = import.meta.glob<{ default: ComponentType }>([
  "./app-providers.tsx",
  "../components/layout/console-layout.tsx",
  "../features/*/*-page.tsx",
  "!../features/site/document-page.tsx",
]);
const AppProviders = lazyRoute(pages, "./app-providers.tsx");
const ConsoleLayout = lazyRoute(pages, "../components/layout/console-layout.tsx");
const LandingPage = lazyRoute(pages, "../features/landing/landing-page.tsx");
const CricketPage = lazyRoute(pages, "../features/site/cricket-page.tsx");
const CricketLearnPage = lazyRoute(pages, "../features/learn/cricket-learn-page.tsx");
const LearnCategoryPage = lazyRoute(pages, "../features/learn/learn-category-page.tsx");
const LearnSportPage = lazyRoute(pages, "../features/learn/learn-sport-page.tsx");
const LearnArticlePage = lazyRoute(pages, "../features/learn/learn-article-page.tsx");
const BadmintonComingSoonPage = lazyRoute(pages, "../features/site/badminton-coming-soon-page.tsx");
const ProgramsPage = lazyRoute(pages, "../features/site/programs-page.tsx");
const PrivacyPage = lazyRoute(pages, "../features/site/privacy-page.tsx");
const TermsPage = lazyRoute(pages, "../features/site/terms-page.tsx");
const NotFoundPage = lazyRoute(pages, "../features/site/not-found-page.tsx");
const QuestionnairePage = lazyRoute(pages, "../features/questionnaire/questionnaire-page.tsx");
const SignupPage = lazyRoute(pages, "../features/auth/signup-page.tsx");
const AuthPage = lazyRoute(pages, "../features/auth/auth-page.tsx");
const VerifyEmailPage = lazyRoute(pages, "../features/auth/verify-email-page.tsx");
const ParentalConsentPage = lazyRoute(pages, "../features/consent/parental-consent-page.tsx");
const ProfilePage = lazyRoute(pages, "../features/athlete/profile-page.tsx");
const TrainingSchedulePage = lazyRoute(pages, "../features/athlete/training-schedule-page.tsx");
const TodayPage = lazyRoute(pages, "../features/training/today-page.tsx");
const WorkloadPage = lazyRoute(pages, "../features/training/workload-page.tsx");
const AdminAccessPage = lazyRoute(pages, "../features/admin/admin-access-page.tsx");
const AdminDashboardPage = lazyRoute(pages, "../features/admin/admin-dashboard-page.tsx");
const FitnessTestsPage = lazyRoute(pages, "../features/fitness-tests/fitness-tests-page.tsx");
const FitnessTestPage = lazyRoute(pages, "../features/fitness-tests/fitness-test-page.tsx");
const AdminFitnessTestsPage = lazyRoute(pages, "../features/admin/fitness-tests-page.tsx");
const PlanAdjustPage = lazyRoute(pages, "../features/admin/plan-adjust-page.tsx");
const AdminAthletePage = lazyRoute(pages, "../features/admin/admin-athlete-page.tsx");

const page = (Page: RoutePage) => <Page />;

/** The one route table: the browser renders it, and the build prerenders it (entry-server.tsx). */
export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      { index: true, element: page(LandingPage) },
      { path: "cricket", element: page(CricketPage) },
      { path: "cricket-learn", element: page(CricketLearnPage) },
      { path: "learn/:category", element: page(LearnCategoryPage) },
      { path: "learn/:category/:sport", element: page(LearnSportPage) },
      { path: "learn/:category/:sport/:slug", element: page(LearnArticlePage) },
      { path: "badminton-coming-soon", element: page(BadmintonComingSoonPage) },
      { path: "programs", element: page(ProgramsPage) },
      { path: "privacy", element: page(PrivacyPage) },
      { path: "terms", element: page(TermsPage) },
      { path: "fitness-tests/:testId", element: page(FitnessTestPage) },
      // The questionnaire talks to the API only on Complete (and, signed in, in its retake part,
      // which brings its own query cache): it loads neither TanStack Query nor the toaster until
      // then (issue #13, decision 0118). Its toasts show on the page Complete leads to.
      { path: "cricket-questionnaire", element: page(QuestionnairePage) },
      {
        // Pages that talk to the API share the query cache and the toaster.
        element: page(AppProviders),
        children: [
          { path: "cricket-signup", element: page(SignupPage) },
          { path: "auth", element: page(AuthPage) },
          { path: "verify-email", element: page(VerifyEmailPage) },
          { path: "parental-consent", element: page(ParentalConsentPage) },
          { path: "profile", element: page(ProfilePage) },
          { path: "training-schedule", element: page(TrainingSchedulePage) },
          { path: "today", element: page(TodayPage) },
          { path: "workload", element: page(WorkloadPage) },
          { path: "fitness-tests", element: page(FitnessTestsPage) },
        ],
      },
      { path: "*", element: page(NotFoundPage) },
    ],
  },
  {
    // The coach console: its own slim shell, no consumer navigation or footer (issue #16).
    element: page(ConsoleLayout),
    children: [
      {
        element: page(AppProviders),
        children: [
          { path: "admin-access", element: page(AdminAccessPage) },
          { path: "admin", element: page(AdminDashboardPage) },
          { path: "admin-dashboard", element: page(AdminDashboardPage) },
          { path: "admin/athletes/:athleteId", element: page(AdminAthletePage) },
          { path: "admin/athletes/:athleteId/tests", element: page(AdminFitnessTestsPage) },
          { path: "admin/athletes/:athleteId/plan", element: page(PlanAdjustPage) },
        ],
      },
    ],
  },
];

/** Each matched route's element, given the next one's as its outlet (`*` catches what no other route does). */
function renderMatches(matches: RouteMatch[], depth = 0): ReactNode {
  const match = matches[depth];
  if (!match) return null;
  return (
    <RouteProvider value={{ params: match.params, outlet: renderMatches(matches, depth + 1) }}>
      {match.route.element}
    </RouteProvider>
  );
}

export function AppRoutes() {
  return renderMatches(matchRoutes(routes, useLocation().pathname) ?? []);
}

/** The lazily loaded pages `pathname` shows (the layout route for the API pages included). */
export function routePages(pathname: string): RoutePage[] {
  return (matchRoutes(routes, pathname) ?? []).flatMap(({ route }) => {
    const type: unknown = (route.element as { type?: unknown } | undefined)?.type;
    return typeof type === "function" && "preload" in type ? [type as RoutePage] : [];
  });
}

/** Loads the chunks of the pages `pathname` shows, so hydration renders them at once. */
export async function preloadRoute(pathname: string): Promise<void> {
  await Promise.all(routePages(pathname).map((p) => p.preload()));
}
