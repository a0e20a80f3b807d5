import { verifyJWT } from "better-auth/crypto";
import type { Config } from "#server/core/config";

export type VerificationTokenReading =
  /** `signup`: the sign-up the link was mailed for (account-links.ts); absent on older links. */
  | { ok: true; email: string; expiresAt: Date; signup: string | undefined }
  /** Forged, expired or not a token at all: better-auth tells which when asked to verify it. */
  | { ok: false; reason: "unreadable" }
  /** A valid token of another kind (an e-mail change): not one POST /api/verify-email accepts. */
  | { ok: false; reason: "not-a-verification" };

/**
 * Reads a verification link's token WITHOUT using it: whose address it verifies and until when.
 *
 * The one place the server looks inside better-auth's token (docs/decisions/0070). Links are
 * single-use (0011): the token is claimed, by its hash, BEFORE better-auth verifies the account,
 * and the claim needs the address (a stale claim is released only while that account is still
 * unverified) and the token's expiry (the claim is kept that long). better-auth 1.7 offers no way
 * to read a token without consuming it: its verify endpoint marks the account verified and signs
 * in, and its before/after hooks run after the token was accepted. Its own `verifyJWT` checks the
 * signature and expiry with the auth secret; the payload fields read here (`email`, `updateTo`,
 * `requestType`) are the ones its verify endpoint parses (dist/api/routes/email-verification).
 * A better-auth upgrade that changes them fails server/src/features/signup/signup.test.ts.
 */
export async function readVerificationToken(config: Config, token: string): Promise<VerificationTokenReading> {
  const payload = await verifyJWT<{
    email?: unknown;
    updateTo?: unknown;
    requestType?: unknown;
    signup?: unknown;
    exp?: number;
  }>(token, config.authSecret);
  if (!payload) return { ok: false, reason: "unreadable" };
  // E-mail changes are not offered; such a token is not one of ours to accept here.
  if (typeof payload.email !== "string" || payload.updateTo !== undefined || payload.requestType !== undefined) {
    return { ok: false, reason: "not-a-verification" };
  }
  const expiresAt = new Date((payload.exp ?? Math.floor(Date.now() / 1000) + 86_400) * 1000);
  const signup = typeof payload.signup === "string" ? payload.signup : undefined;
  return { ok: true, email: payload.email, expiresAt, signup };
}
