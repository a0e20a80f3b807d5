import { ApiError, messageOf } from "#web/lib/api-client.ts";

export const AUTH_ERROR_TITLE = "Authentication Error";
export const INVALID_LOGIN = "Invalid email or password. Check your credentials.";
export const NOT_VERIFIED =
  "Your email address is not verified yet. Open the link we sent you, or send a new one below.";

export const isNotVerified = (err: unknown) =>
  err instanceof ApiError && (err.code === "EMAIL_NOT_VERIFIED" || (err.status === 403 && /verif/i.test(err.message)));

/** Spec §8: invalid login gets the spec's wording; otherwise the server's message or the fallback. */
export function signInErrorMessage(err: unknown): string {
  if (isNotVerified(err)) return NOT_VERIFIED;
  if (err instanceof ApiError && (err.status === 401 || err.code === "INVALID_EMAIL_OR_PASSWORD")) return INVALID_LOGIN;
  return messageOf(err, "Authentication failed");
}
