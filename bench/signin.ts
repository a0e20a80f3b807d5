import { hashPassword, verifyPassword } from "better-auth/crypto";
import { seedEmail } from "#server/ops/seed/ids";
import { SEED_PASSWORD } from "#server/ops/seed/seed-athletes";
import { clientAddress } from "./http.ts";
import { runLoad } from "./load.ts";

/**
 * Sign-in cost (issue #6 part 6). The hash is deliberately slow (better-auth's scrypt, N=16384,
 * r=16): report it, never weaken it. One check in-process is the floor of one sign-in; the
 * HTTP rate is bounded by it (scrypt here is JavaScript, on the server's one main thread).
 */
export interface SigninFigures {
  verifyMs: number;
  /** 1000 / verifyMs: what one core could do if it did nothing but check passwords. */
  floorPerSecond: number;
  perSecond: number;
  p50: number;
  p99: number;
  errors: number;
}

export async function measureVerify(runs: number): Promise<number> {
  const hash = await hashPassword(SEED_PASSWORD);
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    if (!(await verifyPassword({ hash, password: SEED_PASSWORD }))) throw new Error("password check failed");
    times.push(performance.now() - t);
  }
  return times.sort((a, b) => a - b)[Math.floor(times.length / 2)]!;
}

/**
 * Sign-ins over HTTP. Each request comes from its own address (X-Forwarded-For; the bench
 * server runs with TRUST_PROXY) and names one of `accounts` seeded athletes, so the limit of
 * 5 per minute per address (docs/decisions/0013) never answers instead of the hash.
 */
export async function measureSignin(
  url: string,
  accounts: number,
  seconds: number,
  verifyRuns: number,
): Promise<SigninFigures> {
  const verifyMs = await measureVerify(verifyRuns);
  let n = 0;
  const load = await runLoad(
    url,
    {
      route: "POST /api/auth/sign-in/email",
      path: "/api/auth/sign-in/email",
      method: "POST",
      connections: 2,
      requests: [
        {
          method: "POST",
          setupRequest: (req) => ({
            ...req,
            method: "POST",
            path: "/api/auth/sign-in/email",
            headers: { "content-type": "application/json", origin: url, "x-forwarded-for": clientAddress() },
            body: JSON.stringify({ email: seedEmail(n++ % accounts), password: SEED_PASSWORD }),
          }),
        },
      ],
    },
    seconds,
  );
  return {
    verifyMs,
    floorPerSecond: 1000 / verifyMs,
    perSecond: load.rps,
    p50: load.p50,
    p99: load.p99,
    errors: load.errors,
  };
}
