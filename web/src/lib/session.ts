import { useEffect } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "#web/app/nav.tsx";
import { apiJson } from "./api-client.ts";

/** better-auth's session answer (GET /api/auth/get-session): null when signed out. */
export interface Session {
  session: { id: string; expiresAt: string };
  user: { id: string; email: string; name: string; emailVerified?: boolean };
}

export const sessionQueryKey = ["session"] as const;

export const getSession = () => apiJson<Session | null>("GET", "/api/auth/get-session");

/** The current session; shared by every page through the query cache. */
export function useSession() {
  return useQuery({ queryKey: sessionQueryKey, queryFn: getSession, staleTime: 30_000 });
}

/** After sign-in, sign-out or verification: everything cached belonged to the previous visitor. */
export function useResetSession() {
  const queryClient = useQueryClient();
  return async () => {
    queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== sessionQueryKey[0] });
    await queryClient.invalidateQueries({ queryKey: sessionQueryKey });
  };
}

/** Pages for athletes only (spec §6): a visitor without a session goes to /auth. */
export function useRequireSession() {
  const query = useSession();
  const navigate = useNavigate();
  const signedOut = query.isSuccess && !query.data;
  useEffect(() => {
    if (signedOut) navigate("/auth", { replace: true });
  }, [signedOut, navigate]);
  return { session: query.data ?? null, ready: query.isSuccess && !!query.data, isError: query.isError };
}

/** /auth and the sign-up page: a visitor who already has a session goes to `to`. */
export function useRedirectWhenSignedIn(to: string, enabled = true) {
  const query = useSession();
  const navigate = useNavigate();
  const signedIn = enabled && query.isSuccess && !!query.data;
  useEffect(() => {
    if (signedIn) navigate(to, { replace: true });
  }, [signedIn, to, navigate]);
  return signedIn;
}
