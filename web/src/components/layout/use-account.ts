import { useQuery } from "@tanstack/react-query";
import { apiJson } from "#web/lib/api-client.ts";
import { getSession, sessionQueryKey } from "#web/lib/session.ts";

/** The part of GET /api/me the header shows (docs/api.md). */
interface MeForHeader {
  user: { id: string; email: string; name: string };
  profile: { fullName: string | null; avatarUrl: string | null } | null;
}

// The dashboard's own key (features/athlete/api/get-me.ts): one cache entry for GET /api/me, so an
// avatar uploaded on /profile shows in the header at once, and a page visited next reads it cached.
const ME_KEY = ["me"] as const;

export interface Account {
  /** null: still asking; false: the server says nobody is signed in; true: signed in. */
  signedIn: boolean | null;
  name: string;
  email: string;
  avatarUrl: string | null;
}

/** Who is signed in, from the session (better-auth), then the profile's name and photo. */
export function useAccount(): Account {
  const session = useQuery({ queryKey: sessionQueryKey, queryFn: getSession, staleTime: 30_000 });
  const user = session.data?.user;
  const me = useQuery({
    queryKey: ME_KEY,
    queryFn: () => apiJson<MeForHeader>("GET", "/api/me"),
    enabled: !!user,
    staleTime: 60_000,
  });
  const signedIn = session.isSuccess ? !!user : null;
  return {
    signedIn,
    name: me.data?.profile?.fullName || user?.name || "",
    email: user?.email ?? "",
    avatarUrl: me.data?.profile?.avatarUrl ?? null,
  };
}
