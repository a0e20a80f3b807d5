import { lazy } from "react";
import { Route, Routes } from "react-router";
import { Layout } from "./layout.tsx";
import LandingPage from "../features/landing/landing-page.tsx";

// Every page but the landing is its own chunk: the landing's first load stays near the floor.
const AppProviders = lazy(() => import("./app-providers.tsx"));
const CricketPage = lazy(() => import("../features/site/cricket-page.tsx"));
const CricketLearnPage = lazy(() => import("../features/learn/cricket-learn-page.tsx"));
const LearnCategoryPage = lazy(() => import("../features/learn/learn-category-page.tsx"));
const LearnSportPage = lazy(() => import("../features/learn/learn-sport-page.tsx"));
const BadmintonComingSoonPage = lazy(() => import("../features/site/badminton-coming-soon-page.tsx"));
const ProgramsPage = lazy(() => import("../features/site/programs-page.tsx"));
const PrivacyPage = lazy(() => import("../features/site/privacy-page.tsx"));
const TermsPage = lazy(() => import("../features/site/terms-page.tsx"));
const NotFoundPage = lazy(() => import("../features/site/not-found-page.tsx"));
const QuestionnairePage = lazy(() => import("../features/questionnaire/questionnaire-page.tsx"));
const SignupPage = lazy(() => import("../features/auth/signup-page.tsx"));
const AuthPage = lazy(() => import("../features/auth/auth-page.tsx"));
const VerifyEmailPage = lazy(() => import("../features/auth/verify-email-page.tsx"));
const ProfilePage = lazy(() => import("../features/athlete/profile-page.tsx"));
const TrainingSchedulePage = lazy(() => import("../features/athlete/training-schedule-page.tsx"));
const TodayPage = lazy(() => import("../features/training/today-page.tsx"));
const WorkloadPage = lazy(() => import("../features/training/workload-page.tsx"));
const AdminAccessPage = lazy(() => import("../features/admin/admin-access-page.tsx"));
const AdminDashboardPage = lazy(() => import("../features/admin/admin-dashboard-page.tsx"));

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        <Route index element={<LandingPage />} />
        <Route path="cricket" element={<CricketPage />} />
        <Route path="cricket-learn" element={<CricketLearnPage />} />
        <Route path="learn/:category" element={<LearnCategoryPage />} />
        <Route path="learn/:category/:sport" element={<LearnSportPage />} />
        <Route path="badminton-coming-soon" element={<BadmintonComingSoonPage />} />
        <Route path="programs" element={<ProgramsPage />} />
        <Route path="privacy" element={<PrivacyPage />} />
        <Route path="terms" element={<TermsPage />} />
        {/* Pages that talk to the API share the query cache and the toaster. */}
        <Route element={<AppProviders />}>
          <Route path="cricket-questionnaire" element={<QuestionnairePage />} />
          <Route path="cricket-signup" element={<SignupPage />} />
          <Route path="auth" element={<AuthPage />} />
          <Route path="verify-email" element={<VerifyEmailPage />} />
          <Route path="profile" element={<ProfilePage />} />
          <Route path="training-schedule" element={<TrainingSchedulePage />} />
          <Route path="today" element={<TodayPage />} />
          <Route path="workload" element={<WorkloadPage />} />
          <Route path="admin-access" element={<AdminAccessPage />} />
          <Route path="admin" element={<AdminDashboardPage />} />
          <Route path="admin-dashboard" element={<AdminDashboardPage />} />
        </Route>
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
