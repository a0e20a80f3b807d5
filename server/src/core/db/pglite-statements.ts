import { parse, protocol, type PGlite, type Results, type Transaction } from "@electric-sql/pglite";
import { PREPARE_THRESHOLD, RepeatedStatements } from "./repeated-statements.ts";

/**
 * Named prepared statements on PGlite for the statements a server repeats (docs/decisions/0125;
 * which ones: repeated-statements.ts, shared with PostgreSQL's pg-statements.ts).
 *
 * PGlite's `query()` sends every statement as an unnamed one: PostgreSQL parses and plans it
 * again each time, and PGlite crosses into its WebAssembly six times. The dashboard's four-table
 * read spent 0.3 ms of its 0.43 ms planning. A statement whose text has been run
 * `PREPARE_THRESHOLD` times is prepared once under a name (Parse), and from then on runs as Bind,
 * Describe, Execute and Sync in ONE exchange, with PostgreSQL's plan cache deciding custom or
 * generic plans as for any prepared statement: the way pgjdbc (prepareThreshold 5), pgx and
 * postgres.js run repeated statements on PostgreSQL.
 *
 * Everything goes through PGlite's public protocol API (`protocol.serialize`, `parse`,
 * `execProtocolStream`) under the same two locks its `query()` takes, so a statement never runs
 * inside another caller's transaction. Rows come from PGlite's own `parseResults` with the same
 * parsers and serializers: the same values as `query()` (tested). Prepared statements belong to
 * the session, not to a transaction: a rollback keeps them (tested).
 */
export { PREPARE_THRESHOLD };
/** Named statements kept at most; the least recently used is closed beyond it. */
export const MAX_STATEMENTS = 100;

type QueryOptions = Parameters<PGlite["query"]>[2];
interface Prepared {
  name: string;
  paramTypes: number[];
}

const { serialize } = protocol;

/** The error as PGlite's query() gives it: with the statement, its parameters and options. */
function withQuery(err: unknown, text: string, params: unknown[], options: QueryOptions): unknown {
  if (err && typeof err === "object") Object.assign(err, { query: text, params, queryOptions: options });
  return err;
}

/** SQLSTATE of a prepared statement that is gone (DEALLOCATE) or whose result shape changed (a migration). */
const STALE_STATEMENT = new Set(["26000", "0A000"]);

export class PgliteStatements {
  private readonly repeated = new RepeatedStatements();
  /** In use order: the first is the least recently used. */
  private readonly prepared = new Map<string, Prepared>();
  private serial = 0;

  constructor(private readonly client: PGlite) {}

  /** Counts the text and says whether it runs as a named statement. */
  wants(text: string, options: QueryOptions): boolean {
    // A blob (COPY from a file, or to PGlite's /dev/blob, whose output only query() collects) or
    // caller-given parameter types take PGlite's own path.
    if (options?.blob || options?.paramTypes || text.includes("/dev/blob")) return false;
    return this.prepared.has(text) || this.repeated.count(text);
  }

  /** Outside a transaction: takes both of PGlite's locks, as `query()` does, and syncs the files after. */
  async query<T>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
    const client = this.client;
    await client._checkReady();
    return client._runExclusiveTransaction(() =>
      client._runExclusiveQuery(async () => {
        try {
          return await this.runRetryingStale<T>(text, params, options);
        } finally {
          await client.syncToFs();
        }
      }),
    );
  }

  /** Inside a transaction (the transaction lock is held by it): the query lock only, as `tx.query()` does. */
  async queryIn<T>(tx: Transaction, text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
    if (tx.closed) throw new Error("Transaction is closed");
    // A failed statement aborts the transaction, so there is no second try inside one.
    return this.client._runExclusiveQuery(() => this.run<T>(text, params, options));
  }

  private async runRetryingStale<T>(text: string, params: unknown[], options: QueryOptions): Promise<Results<T>> {
    try {
      return await this.run<T>(text, params, options);
    } catch (err) {
      const code = (err as { code?: string }).code;
      if (!code || !STALE_STATEMENT.has(code) || !this.prepared.has(text) || this.client.isInTransaction()) throw err;
      this.prepared.delete(text);
      return this.run<T>(text, params, options);
    }
  }

  private async exchange(parts: Uint8Array[], options: QueryOptions) {
    return this.client.execProtocolStream(Buffer.concat(parts), { syncToFs: false, onNotice: options?.onNotice });
  }

  private async prepare(text: string, options: QueryOptions): Promise<Prepared> {
    const name = `gr_s${++this.serial}`;
    const messages = await this.exchange(
      [serialize.parse({ name, text }), serialize.describe({ type: "S", name }), serialize.sync()],
      options,
    );
    const statement = { name, paramTypes: parse.parseDescribeStatementResults(messages) };
    this.prepared.set(text, statement);
    if (this.prepared.size > MAX_STATEMENTS) {
      const [oldText, oldest] = this.prepared.entries().next().value as [string, Prepared];
      this.prepared.delete(oldText);
      await this.client.execProtocolStream(
        Buffer.concat([serialize.close({ type: "S", name: oldest.name }), serialize.sync()]),
        {
          syncToFs: false,
          throwOnError: false,
        },
      );
    }
    return statement;
  }

  private async run<T>(text: string, params: unknown[], options: QueryOptions): Promise<Results<T>> {
    try {
      let statement = this.prepared.get(text);
      if (statement) {
        // Most recently used last.
        this.prepared.delete(text);
        this.prepared.set(text, statement);
      } else {
        statement = await this.prepare(text, options);
      }
      const client = this.client;
      const values = params.map((value, i) => {
        if (value === null || value === undefined) return null;
        const type = statement.paramTypes[i]!;
        const serializer = options?.serializers?.[type] ?? client.serializers[type];
        return serializer ? serializer(value) : String(value);
      });
      const messages = await this.exchange(
        [
          serialize.bind({ statement: statement.name, values }),
          serialize.describe({ type: "P" }),
          serialize.execute({}),
          serialize.sync(),
        ],
        options,
      );
      return parse.parseResults(messages, client.parsers, options)[0] as Results<T>;
    } catch (err) {
      throw withQuery(err, text, params, options);
    }
  }
}
