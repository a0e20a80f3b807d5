import { useCallback, useEffect, useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "#web/app/nav.tsx";
import { deferred } from "#web/components/layout/deferred.ts";
import { toast } from "#web/lib/toast.ts";
import { Button } from "#web/components/ui/button.tsx";
import { ApiError } from "#web/lib/api-client.ts";
import { adminSessionQueryKey, signOutAdmin, useAdminSession } from "./api/admin-session.ts";
import type { AdminAthlete } from "./api/list-athletes.ts";
import { AdminShell } from "./components/admin-shell.tsx";
import { ConsoleTabs } from "./components/console-tabs.tsx";
import { formatTime } from "./components/format.ts";
import { UploadTab } from "./components/upload-tab.tsx";

// The athlete list (table, filters, details) opens on its tab, so it is fetched when the pointer
// or focus reaches that tab, not with the console's first paint (issue #13, decision 0113).
const AthletesTabPart = deferred(() => import("./components/athletes-tab.tsx"));

export const VERIFY_FIRST = "Please verify admin access first";

const tabClass =
  "flex-1 cursor-pointer rounded-lg px-4 py-2.5 font-display text-xs font-bold uppercase tracking-widest text-muted transition-colors hover:text-fg data-[state=active]:bg-surface-2 data-[state=active]:text-neon-cyan data-[state=active]:shadow-glow sm:flex-none sm:text-sm";

/** /admin and /admin-dashboard: the coach console, only with a server-verified admin session. */
export default function AdminDashboardPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const session = useAdminSession();
  const [tab, setTab] = useState("upload");
  const [athlete, setAthlete] = useState<AdminAthlete | null>(null);
  const [signingOut, setSigningOut] = useState(false);
  const AthletesTab = AthletesTabPart.useComponent(tab === "athletes");

  const toAccess = useCallback(
    (message: string | null) => {
      queryClient.removeQueries({ queryKey: ["admin"] });
      // One id: React's strict double effects or several failing queries show one toast.
      if (message) toast.error(message, { id: "admin-access-required" });
      navigate("/admin-access", { replace: true });
    },
    [navigate, queryClient],
  );
  const onSessionLost = useCallback(() => toAccess(VERIFY_FIRST), [toAccess]);

  const unauthenticated = session.error instanceof ApiError && session.error.status === 401;
  useEffect(() => {
    if (unauthenticated) onSessionLost();
  }, [unauthenticated, onSessionLost]);

  async function signOut() {
    setSigningOut(true);
    try {
      await signOutAdmin();
    } catch {
      // 401: already signed out. Either way the cookie is cleared by the answer.
    }
    queryClient.removeQueries({ queryKey: adminSessionQueryKey });
    toast.success("Signed out of the coach console");
    toAccess(null);
  }

  if (!session.isSuccess) {
    return (
      <AdminShell narrow>
        {session.isError && !unauthenticated ? (
          <div role="alert" className="card-glow space-y-4 p-6 text-center">
            <p className="font-semibold text-danger">Could not reach the server to check your admin session.</p>
            <Button variant="outline" onClick={() => void session.refetch()}>
              Try again
            </Button>
          </div>
        ) : (
          <div role="status" className="flex items-center justify-center gap-3 p-10 text-muted">
            <span
              aria-hidden="true"
              className="h-8 w-8 animate-spin rounded-full border-2 border-neon-cyan border-t-transparent"
            />
            Checking admin access…
          </div>
        )}
      </AdminShell>
    );
  }

  return (
    <AdminShell>
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <p className="font-display text-xs uppercase tracking-[0.3em] text-neon-cyan">Coach console</p>
          <h1 className="mt-2 text-3xl font-black text-gradient sm:text-4xl">Admin Dashboard</h1>
          <p className="mt-2 text-sm text-muted">
            Review every athlete and deliver their phase PDFs. Session ends at {formatTime(session.data.expiresAt)}.
          </p>
        </div>
        <Button
          variant="outline"
          onClick={() => void signOut()}
          disabled={signingOut}
          className="self-start sm:self-auto"
        >
          {signingOut ? "Signing out..." : "Sign out"}
        </Button>
      </header>

      <ConsoleTabs
        label="Coach console sections"
        tabs={[
          { value: "upload", label: "Upload PDFs" },
          { value: "athletes", label: "All Athletes", onIntent: AthletesTabPart.preload },
        ]}
        value={tab}
        onChange={setTab}
        className="mt-8"
        tabClassName={tabClass}
        panelClassName="mt-6 focus-visible:outline-none"
      >
        {tab === "upload" ? (
          <UploadTab athlete={athlete} onAthleteChange={setAthlete} onSessionLost={onSessionLost} />
        ) : AthletesTab ? (
          <AthletesTab
            onSessionLost={onSessionLost}
            onUpload={(a) => {
              setAthlete(a);
              setTab("upload");
            }}
          />
        ) : (
          <p role="status" className="p-10 text-center text-muted">
            Loading athletes…
          </p>
        )}
      </ConsoleTabs>
    </AdminShell>
  );
}
