import { apiJson } from "#web/lib/api-client.ts";

/** POST /api/auth/sign-out (better-auth): ends this browser's session, to sign in as another account. */
export const signOut = () => apiJson<unknown>("POST", "/api/auth/sign-out", {});
