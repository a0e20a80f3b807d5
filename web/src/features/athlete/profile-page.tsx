import { useEffect } from "react";
import { useNavigate } from "#web/app/nav.tsx";
import { setSignedInHint } from "#web/components/layout/remember-sign-in.ts";
import { UnsyncedPrompt } from "#web/components/layout/unsynced-prompt.tsx";
import { SIGN_OUT_FAILED, useSignOut } from "#web/components/layout/use-sign-out.ts";
import { Button } from "#web/components/ui/button.tsx";
import { ApiError } from "#web/lib/api-client.ts";
import { useRequireSession } from "#web/lib/session.ts";
import { useMe } from "./api/get-me.ts";
import { AthleteIdCard } from "./components/athlete-id-card.tsx";
import { DashboardLinkCard } from "./components/dashboard-link-card.tsx";
import { LoadError } from "./components/load-error.tsx";
import { ParentalConsentCard } from "./components/parental-consent-card.tsx";
import { PageHeader } from "./components/page-header.tsx";
import { PlanSummary } from "./components/plan-summary.tsx";
import { ProfileSkeleton } from "./components/profile-skeleton.tsx";
import { idCardView } from "./profile-format.ts";

/** /profile: the athlete dashboard (spec §2). Without a session the visitor goes to /auth. */
export default function ProfilePage() {
  const navigate = useNavigate();
  const { ready } = useRequireSession();
  const me = useMe(ready);
  // The header's sign-out (one for the whole site): the session, this device's hint and offline
  // copy, and the cached account all go; a 401 is already signed out; a failure keeps everything.
  const signOut = useSignOut(() => {});
  const expired = me.error instanceof ApiError && me.error.status === 401;

  useEffect(() => {
    if (expired) navigate("/auth", { replace: true });
  }, [expired, navigate]);
  const known = !!me.data;
  useEffect(() => {
    if (known) setSignedInHint(true);
  }, [known]);

  const view = me.data ? idCardView(me.data) : null;
  const firstName = view?.name.split(/\s+/)[0];

  return (
    <div className="mx-auto max-w-6xl space-y-8 px-4 py-10 sm:px-6 sm:py-14">
      <PageHeader
        eyebrow="Athlete dashboard"
        title={firstName && firstName !== "Athlete" ? `Ready, ${firstName}?` : "Your Dashboard"}
        subtitle="Your player card, your plan and your training schedule."
        actions={
          <div className="flex flex-col items-end gap-2">
            <Button
              variant="outline"
              // aria-disabled, not disabled: a disabled button would drop the keyboard focus.
              aria-disabled={signOut.state === "pending"}
              onClick={() => signOut.state !== "pending" && void signOut.signOut()}
            >
              {signOut.state === "pending" ? "Signing out..." : "Sign Out"}
            </Button>
            {signOut.state === "failed" && (
              <p role="alert" className="text-right text-sm font-medium text-danger">
                {SIGN_OUT_FAILED}
              </p>
            )}
            {signOut.state === "unsynced" && (
              <UnsyncedPrompt
                count={signOut.unsynced}
                onSync={() => void signOut.signOut()}
                onDiscard={() => void signOut.signOut({ discard: true })}
                align="end"
                className="max-w-xs"
              />
            )}
          </div>
        }
      />
      {me.isError && !expired ? (
        <LoadError message="Failed to load profile data" onRetry={() => void me.refetch()} />
      ) : !me.data || !view ? (
        <ProfileSkeleton />
      ) : (
        <>
          <ParentalConsentCard enabled={ready} />
          <div className="grid items-start gap-6 lg:grid-cols-[22rem_1fr]">
            <AthleteIdCard view={view} athleteId={me.data.user.id} />
            <PlanSummary plan={me.data.plan} answers={me.data.questionnaire} />
          </div>
          <div className="grid gap-6 md:grid-cols-3">
            <DashboardLinkCard
              to="/today"
              title="Train Today"
              description="Today's session on your phone: tick each set, log your effort, your bowling and your matches, offline too."
              action="Open Today"
              accent="cyan"
              icon={<BoltIcon />}
            />
            <DashboardLinkCard
              to="/training-schedule"
              title="Training Schedule"
              description="Your 8-week program week by week, in two phases (weeks 1-4 and 5-8), each as a PDF."
              action="Access Schedule"
              accent="cyan"
              icon={<CalendarIcon />}
            />
            <DashboardLinkCard
              to="/cricket-learn"
              title="Learn & Grow"
              description="Learn your body, master your mind and get inspired: reading picked for cricketers."
              action="Explore Learn & Grow"
              accent="magenta"
              icon={<BookIcon />}
            />
          </div>
        </>
      )}
    </div>
  );
}

function BoltIcon() {
  return (
    <svg viewBox="0 0 24 24" className="h-6 w-6" fill="none" stroke="currentColor" strokeWidth="1.8" aria-hidden="true">
      <path d="M13 2 4 14h7l-1 8 9-12h-7z" />
    </svg>
  );
}

function CalendarIcon() {
  return (
    <svg viewBox="0 0 24 24" className="h-6 w-6" fill="none" stroke="currentColor" strokeWidth="1.8" aria-hidden="true">
      <rect x="3" y="5" width="18" height="16" rx="2" />
      <path d="M3 10h18M8 3v4M16 3v4" />
    </svg>
  );
}

function BookIcon() {
  return (
    <svg viewBox="0 0 24 24" className="h-6 w-6" fill="none" stroke="currentColor" strokeWidth="1.8" aria-hidden="true">
      <path d="M4 5a2 2 0 0 1 2-2h13v16H6a2 2 0 0 0-2 2z" />
      <path d="M4 21V5M8 7h7" />
    </svg>
  );
}
