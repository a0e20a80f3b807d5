import { ApiError, messageOf } from "#web/lib/api-client.ts";

export const SIGN_UP_ERROR_TITLE = "Sign Up Error";
export const ALREADY_REGISTERED = "This email is already registered. Try logging in instead.";

/** Spec §8: the 'already registered' wording on 409, else the server's message, else the fallback. */
export function signUpErrorMessage(err: unknown): string {
  if (err instanceof ApiError && (err.status === 409 || err.code === "USER_ALREADY_EXISTS")) return ALREADY_REGISTERED;
  return messageOf(err, "Sign up failed");
}
