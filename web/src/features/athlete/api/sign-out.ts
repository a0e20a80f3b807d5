import { useMutation } from "@tanstack/react-query";
import { apiJson } from "#web/lib/api-client.ts";

/** POST /api/auth/sign-out (better-auth): ends this session and clears its cookie. */
export const signOut = () => apiJson<unknown>("POST", "/api/auth/sign-out", {});

export const useSignOut = () => useMutation({ mutationFn: signOut });
