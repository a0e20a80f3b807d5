import { useQuery } from "@tanstack/react-query";
import { apiJson } from "#web/lib/api-client.ts";

/** The coach's admin session (issue #4): an HttpOnly cookie the page never sees, checked by the server. */
export interface AdminSession {
  expiresAt: string;
}

export const adminSessionQueryKey = ["admin", "session"] as const;

export const getAdminSession = () => apiJson<AdminSession>("GET", "/api/admin/session");

export const signInAdmin = (key: string) => apiJson<AdminSession>("POST", "/api/admin/session", { key });

export const signOutAdmin = () => apiJson<null>("DELETE", "/api/admin/session");

/** No retry: a 401 must send the visitor to /admin-access at once. */
export function useAdminSession() {
  return useQuery({ queryKey: adminSessionQueryKey, queryFn: getAdminSession, retry: false, staleTime: 60_000 });
}
