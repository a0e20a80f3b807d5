import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useLocation, useNavigate } from "#web/app/nav.tsx";
import { clearAccountStorage, syncBeforeSignOut, unsyncedCount } from "#web/lib/account-storage.ts";
import { ApiError, apiJson } from "#web/lib/api-client.ts";
import { afterNextNavigation } from "./after-navigation.ts";
import { setSignedInHint } from "./remember-sign-in.ts";

export type SignOutState = "idle" | "pending" | "failed" | "unsynced";

/** What every sign-out control says in place when the server could not be reached. */
export const SIGN_OUT_FAILED = "Sign out failed. Check your connection and try again.";

/**
 * Sign-out from the header, on any page: the server ends the session, this device forgets the
 * hint and the athlete's offline copy, and the visitor lands on the home page with nothing of the
 * account left in the cache. A 401 means already signed out: the same ending. Anything else
 * (offline, 5xx) keeps everything and says so, since the session is still alive on the server.
 * Logs still waiting to sync are sent first, while the session can still store them; any that
 * cannot be sent make it ask (`unsynced`: sync again, or sign out and discard them), since after
 * sign-out nothing of the account stays on the device for the next person (account-storage.ts).
 */
export function useSignOut(onSignedOut: () => void) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const queryClient = useQueryClient();
  const [state, setState] = useState<SignOutState>("idle");
  const [unsynced, setUnsynced] = useState(0);

  /** `discard`: the athlete chose to sign out with logs that could not be sent. */
  async function signOut({ discard = false } = {}) {
    setState("pending");
    if (!discard && unsyncedCount() > 0) {
      const left = await syncBeforeSignOut();
      if (left > 0) {
        setUnsynced(left);
        setState("unsynced");
        return;
      }
    }
    try {
      await apiJson<unknown>("POST", "/api/auth/sign-out", {});
    } catch (err) {
      if (!(err instanceof ApiError && err.status === 401)) {
        setState("failed");
        return;
      }
    }
    setSignedInHint(false);
    clearAccountStorage();
    const forget = () => queryClient.clear();
    if (pathname === "/") forget();
    else {
      afterNextNavigation(forget);
      navigate("/", { replace: true });
    }
    onSignedOut();
  }

  return { state, unsynced, signOut };
}
