import { useEffect } from "react";
import { Link, useNavigate, useParams } from "#web/app/nav.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { ApiError, messageOf } from "#web/lib/api-client.ts";
import { toast } from "#web/lib/toast.ts";
import { useAdminSession } from "./api/admin-session.ts";
import { useAdjustView } from "./api/adjust-plan.ts";
import { AdminShell } from "./components/admin-shell.tsx";
import { AdjustAudit } from "./components/adjust-audit.tsx";
import { StartForm } from "./components/adjust-editors.tsx";
import { AdjustWeekList } from "./components/adjust-week-list.tsx";

const VERIFY_FIRST = "Please verify admin access first";

/**
 * /admin/athletes/:athleteId/plan (issue #17): the coach adjusts one athlete's plan: swap an
 * exercise, edit a dose, note a session, move the start; every change is listed with who and
 * when. Only with a server-verified admin session; the plan itself is never rewritten.
 */
export default function PlanAdjustPage() {
  const { athleteId = "" } = useParams();
  const navigate = useNavigate();
  const session = useAdminSession();
  const view = useAdjustView(athleteId, session.isSuccess);
  const lost = [session.error, view.error].some((e) => e instanceof ApiError && e.status === 401);
  useEffect(() => {
    if (!lost) return;
    toast.error(VERIFY_FIRST, { id: "admin-access-required" });
    navigate("/admin-access", { replace: true });
  }, [lost, navigate]);

  const back = (
    <Button asChild variant="outline">
      <Link to="/admin">
        <span aria-hidden="true">←</span> Coach console
      </Link>
    </Button>
  );

  if (!view.data) {
    const failed = session.isError || view.isError;
    return (
      <AdminShell narrow>
        {failed && !lost ? (
          <div role="alert" className="card-glow space-y-4 p-6 text-center">
            <p className="font-semibold text-danger">
              {messageOf(view.error ?? session.error, "Could not load this athlete's plan.")}
            </p>
            {back}
          </div>
        ) : (
          <div role="status" className="flex items-center justify-center gap-3 p-10 text-muted">
            <span
              aria-hidden="true"
              className="h-8 w-8 animate-spin rounded-full border-2 border-neon-cyan border-t-transparent"
            />
            Loading the plan…
          </div>
        )}
      </AdminShell>
    );
  }

  const v = view.data;
  const start = v.coachStartDate ?? v.planDay;
  return (
    <AdminShell>
      <div className="space-y-6">
        <header className="flex flex-wrap items-end justify-between gap-4">
          <div className="min-w-0">
            <p className="font-display text-xs uppercase tracking-[0.25em] text-neon-cyan">Adjust the plan</p>
            <h1 className="mt-1 break-words text-3xl font-black text-gradient sm:text-4xl">{v.athlete.name}</h1>
            <p className="mt-1 text-muted">
              {v.planName} · {v.program.profile.ageGroup} · {v.program.profile.equipment}
            </p>
          </div>
          {back}
        </header>
        <p className="text-sm text-fg/85">
          Your changes sit on top of the generated plan: the athlete sees each one marked "Changed by your coach" on
          /today, in their schedule and in the phase PDFs. Swaps are limited to what the generator would choose for this
          athlete, and never what their injuries rule out.
        </p>
        <section aria-labelledby="start-heading" className="card-glow space-y-3 p-4 sm:p-6">
          <h2 id="start-heading" className="text-xl font-black text-gradient">
            Move start date
          </h2>
          <p className="text-sm text-muted">
            Plan made on {v.planDay}.{" "}
            {v.coachStartDate
              ? `You moved week 1 to ${v.coachStartDate}.`
              : "Week 1 starts on the athlete's chosen day."}
          </p>
          <StartForm key={start} athleteId={athleteId} current={start} />
        </section>
        <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_22rem]">
          <AdjustWeekList athleteId={athleteId} program={v.program} />
          <AdjustAudit audit={v.audit} />
        </div>
      </div>
    </AdminShell>
  );
}
