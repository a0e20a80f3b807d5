import { afterAll, beforeAll } from "vitest";
import type { Config } from "#server/core/config";
import { signUpAndVerify, type SignUpOptions, type TestAthlete } from "./athletes.ts";
import { startMailbox, type Mailbox } from "./mailbox.ts";
import { startTestServer, type TestServer } from "./server.ts";

/**
 * The one set-up of a server test file (issue #11): a real server on a real port with a fresh
 * database, optionally a real SMTP mailbox it sends to, and verified athletes made through
 * sign-up and the mailed link. `setUpTestServer` registers it as the file's (or describe block's)
 * `beforeAll` and tears it all down in `afterAll`; `startTestKit` is the same without hooks.
 */
export interface TestKitOptions {
  /** Start an SMTP mailbox and point the server at it (implied by `athletes`). */
  mailbox?: boolean;
  /** Verified athletes to make, in order: a count, or the sign-up options of each. */
  athletes?: number | SignUpOptions[];
  /** Config overrides for the server (e.g. `{ publicUrl: "https://…" }`). */
  config?: Partial<Config>;
  serveWeb?: boolean;
}

export interface TestKit {
  server: TestServer;
  /** Only when asked for (or athletes were): reading it otherwise throws. */
  mailbox: Mailbox;
  athletes: TestAthlete[];
  close(): Promise<void>;
}

export async function startTestKit(opts: TestKitOptions = {}): Promise<TestKit> {
  const wanted =
    typeof opts.athletes === "number" ? Array.from({ length: opts.athletes }, () => ({})) : (opts.athletes ?? []);
  const mailbox = opts.mailbox || wanted.length > 0 ? await startMailbox() : undefined;
  let server: TestServer | undefined;
  try {
    server = await startTestServer(
      { ...(mailbox ? { smtpUrl: mailbox.url } : {}), ...opts.config },
      { serveWeb: opts.serveWeb },
    );
    const athletes: TestAthlete[] = [];
    // One after the other: the mailbox matches each verification mail to its address anyway,
    // and parallel sign-ups only add contention on 2 cores.
    for (const a of wanted) athletes.push(await signUpAndVerify(server, mailbox!, a));
    const started = server;
    return {
      server: started,
      get mailbox(): Mailbox {
        if (!mailbox) throw new Error("this test kit has no mailbox: pass { mailbox: true }");
        return mailbox;
      },
      athletes,
      async close() {
        await started.close();
        await mailbox?.close();
      },
    };
  } catch (err) {
    await server?.close();
    await mailbox?.close();
    throw err;
  }
}

/** Handles whose values exist only once `beforeAll` has run: each forwards to the started object. */
export interface TestKitHandles<A extends readonly SignUpOptions[]> {
  server: TestServer;
  mailbox: Mailbox;
  athletes: { -readonly [K in keyof A]: TestAthlete };
}

/**
 * Registers `beforeAll` (start) and `afterAll` (close) in the calling scope and returns handles
 * to destructure at the top of the file; they are usable inside tests and hooks:
 * `const { server, mailbox, athletes: [asha] } = setUpTestServer({ athletes: [{ fullName: "Asha" }] });`
 */
export function setUpTestServer<const A extends readonly SignUpOptions[] = []>(
  opts: Omit<TestKitOptions, "athletes"> & { athletes?: A } = {},
  timeoutMs = 180_000,
): TestKitHandles<A> {
  let kit: TestKit | undefined;
  const started = (): TestKit => {
    if (!kit) throw new Error("setUpTestServer: the set-up has not run yet (use the handles inside tests or hooks)");
    return kit;
  };
  beforeAll(async () => {
    kit = await startTestKit({ ...opts, athletes: opts.athletes ? [...opts.athletes] : undefined });
  }, timeoutMs);
  afterAll(async () => {
    await kit?.close();
  });
  return {
    server: lazy(() => started().server),
    mailbox: lazy(() => started().mailbox),
    athletes: (opts.athletes ?? []).map((_, i) => lazy(() => started().athletes[i]!)) as TestKitHandles<A>["athletes"],
  };
}

/** An object standing for `get()`'s result, read on every access (so it can be made later). */
function lazy<T extends object>(get: () => T): T {
  return new Proxy({} as T, {
    get: (_, key) => Reflect.get(get(), key),
    set: (_, key, value) => Reflect.set(get(), key, value),
    has: (_, key) => Reflect.has(get(), key),
    ownKeys: () => Reflect.ownKeys(get()),
    getOwnPropertyDescriptor: (_, key) => {
      const d = Reflect.getOwnPropertyDescriptor(get(), key);
      return d ? { ...d, configurable: true } : undefined;
    },
  });
}
