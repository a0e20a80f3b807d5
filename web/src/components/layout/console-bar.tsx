import { QueryClientProvider, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Link, useLocation, useNavigate } from "#web/app/nav.tsx";
import { apiJson } from "#web/lib/api-client.ts";
import { queryClient } from "#web/lib/query-client.ts";
import { toast } from "#web/lib/toast.ts";
import { LogoMark } from "./logo.tsx";

// The console's own key (features/admin/api/admin-session.ts): the key page's sign-in fills it,
// so this bar shows Sign out the moment the dashboard opens.
const ADMIN_SESSION_KEY = ["admin", "session"] as const;
const ACCESS_PATH = "/admin-access";

/** The console bar's content (console-layout.tsx): the mark home, "Coach console", the session part. */
export default function ConsoleBar() {
  return (
    <QueryClientProvider client={queryClient}>
      <nav aria-label="Coach console" className="shell flex h-full items-center justify-between gap-3">
        <div className="flex min-w-0 items-center gap-3">
          <Link to="/" className="flex shrink-0 items-center gap-2 rounded-lg" aria-label="GameReady home">
            <LogoMark className="h-8 w-8" />
            <span className="hidden font-display text-base font-black tracking-wider text-gradient sm:inline">
              GameReady
            </span>
          </Link>
          <span className="chip truncate border-neon-violet/50 bg-neon-violet/10 text-neon-violet">Coach console</span>
        </div>
        <SessionPart />
      </nav>
    </QueryClientProvider>
  );
}

/** Sign out for a coach with an admin session (decision 0021); otherwise a way back to the site. */
function SessionPart() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  // Not asked on the key page itself: nobody is signed in there yet, and a 401 would be noise.
  const session = useQuery({
    queryKey: ADMIN_SESSION_KEY,
    queryFn: () => apiJson<{ expiresAt: string }>("GET", "/api/admin/session"),
    retry: false,
    staleTime: 60_000,
    enabled: pathname !== ACCESS_PATH,
  });

  async function signOut() {
    setPending(true);
    try {
      await apiJson<null>("DELETE", "/api/admin/session");
    } catch {
      // 401: already signed out. Either way the answer clears the cookie.
    }
    queryClient.removeQueries({ queryKey: ["admin"] });
    setPending(false);
    toast.success("Signed out of the coach console");
    navigate(ACCESS_PATH, { replace: true });
  }

  if (pathname !== ACCESS_PATH && session.isSuccess) {
    return (
      <button
        type="button"
        onClick={() => void signOut()}
        aria-disabled={pending}
        className="btn btn-outline h-10 border-neon-magenta/50 text-neon-magenta hover:border-neon-magenta hover:text-neon-magenta"
      >
        {pending ? "Signing out..." : "Sign out"}
      </button>
    );
  }
  return (
    <Link to="/" className="btn btn-outline h-10">
      <span aria-hidden="true">←</span> Back to site
    </Link>
  );
}
