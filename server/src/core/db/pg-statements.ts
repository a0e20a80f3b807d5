import pg from "pg";
import { RepeatedStatements } from "./repeated-statements.ts";

/**
 * Named prepared statements on PostgreSQL for the statements a server repeats (docs/decisions/0130),
 * as decision 0125 does on PGlite. node-postgres prepares a statement only when given a name, and
 * drizzle gives none: every statement was parsed, analysed and planned again on every run. The
 * pool names a statement once its text has run `PREPARE_THRESHOLD` times (repeated-statements.ts);
 * each connection then parses it once (node-postgres remembers which names a connection has) and
 * from then on sends Bind and Execute, with PostgreSQL's plan cache deciding custom or generic
 * plans as for any prepared statement.
 *
 * Only statements that `pool.query` runs (each its own transaction) are named: a transaction's
 * statements run on a checked-out client and stay unnamed, since a failed statement aborts the
 * transaction and could not be tried again. And only statements with parameters, which
 * node-postgres sends with the extended protocol anyway: a text without them may hold several
 * statements, which only the simple protocol runs.
 *
 * A name the server no longer knows (`26000`: DEALLOCATE, DISCARD ALL, a transaction-mode pooler
 * that switched server connections) or whose result changed shape (`0A000`: a migration by another
 * process) fails before the statement runs; it runs again unnamed, and so does a statement named
 * by its caller (drizzle's `.prepare(name)`, the dashboard read of decision 0124). node-postgres's
 * pool drops a connection whose query failed, so the stale name goes with it.
 */
export const MAX_NAMED = 200;

const STALE_STATEMENT = new Set(["26000", "0A000"]);

interface NamedConfig {
  name: string;
  text: string;
  [option: string]: unknown;
}

/** The statements that have a name, shared by every connection of the pool. */
export class StatementNames {
  private readonly repeated = new RepeatedStatements();
  private readonly names = new Map<string, string>();

  /** How many texts have a name. */
  get size(): number {
    return this.names.size;
  }

  /**
   * The config to run `config` under its name, or undefined to run it as given. At most
   * `MAX_NAMED` texts ever take a name: PostgreSQL keeps each connection's statements until it
   * closes, so a name is never given to another text, and past the cap new texts stay unnamed.
   */
  named(config: unknown, values: unknown): NamedConfig | undefined {
    if (!Array.isArray(values) || values.length === 0) return undefined;
    const c = typeof config === "string" ? { text: config } : (config as Record<string, unknown> | null);
    if (!c || typeof c.text !== "string" || c.name || typeof c.submit === "function") return undefined;
    const text = c.text;
    let name = this.names.get(text);
    if (!name) {
      if (!this.repeated.count(text) || this.names.size >= MAX_NAMED) return undefined;
      name = `gr_s${this.names.size + 1}`;
      this.names.set(text, name);
      this.repeated.forget(text);
    }
    return { ...c, text, name };
  }
}

/** A statement that comes with its own name (drizzle's `.prepare(name)`): run as given, and again unnamed if stale. */
function ownName(config: unknown): NamedConfig | undefined {
  const c = config as Partial<NamedConfig> | null;
  return typeof c === "object" &&
    c &&
    typeof c.name === "string" &&
    typeof c.text === "string" &&
    typeof c.submit !== "function"
    ? (c as NamedConfig)
    : undefined;
}

/** A node-postgres pool whose `query` runs repeated statements as named prepared statements. */
export class PreparingPool extends pg.Pool {
  readonly statements = new StatementNames();

  constructor(config?: pg.PoolConfig) {
    super(config);
    const run = super.query.bind(this) as (...args: unknown[]) => Promise<pg.QueryResult>;
    // Every form of `query` is forwarded unchanged but for the name; callbacks and streams as given.
    this.query = ((...args: unknown[]) => {
      const [config, values, callback] = args;
      const named =
        typeof values === "function" || typeof callback === "function"
          ? undefined
          : (ownName(config) ?? this.statements.named(config, values));
      if (!named) return run(...args);
      return run(named, values).catch((err: unknown) => {
        if (!STALE_STATEMENT.has((err as { code?: string } | null)?.code ?? "")) throw err;
        return run({ ...named, name: undefined }, values);
      });
    }) as pg.Pool["query"];
  }
}
