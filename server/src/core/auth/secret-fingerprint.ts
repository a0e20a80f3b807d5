import { createHmac } from "node:crypto";
import { eq } from "drizzle-orm";
import { ConfigError } from "#server/core/config";
import type { Db } from "#server/core/db/client";
import { appSettings } from "#server/core/db/schema";

export const SECRET_FINGERPRINT_SETTING = "auth-secret-fingerprint";

/**
 * Names the secret without revealing it: an HMAC of a fixed label keyed by the secret. The
 * secret is at least 32 characters, so the stored value cannot be turned back into it.
 */
export function secretFingerprint(secret: string): string {
  return createHmac("sha256", secret).update("gameready auth secret fingerprint v1").digest("base64url");
}

/**
 * Every process on one database must sign with the same AUTH_SECRET: a process with another one
 * answers its users 401 and refuses its own verification links, and looks healthy doing so. The
 * first start records the secret's fingerprint; a start whose secret differs is refused.
 */
export async function checkSecretFingerprint(db: Db, secret: string): Promise<void> {
  const mine = secretFingerprint(secret);
  await db.insert(appSettings).values({ key: SECRET_FINGERPRINT_SETTING, value: mine }).onConflictDoNothing();
  const [stored] = await db
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, SECRET_FINGERPRINT_SETTING));
  if (stored && stored.value !== mine) {
    throw new ConfigError(
      "Invalid environment configuration:\n  AUTH_SECRET: differs from the secret this database was first started with, so this process's sessions and links would not work on the others. " +
        "Give every process the same AUTH_SECRET (or AUTH_SECRET_FILE). If the secret was changed on purpose (every session ends), stop every process and run `npm run auth:secret-changed` with the new secret.",
    );
  }
}

/** After a deliberate change of AUTH_SECRET: the next start records the new secret's fingerprint. */
export async function forgetSecretFingerprint(db: Db): Promise<void> {
  await db.delete(appSettings).where(eq(appSettings.key, SECRET_FINGERPRINT_SETTING));
}
