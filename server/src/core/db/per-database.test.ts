import { describe, expect, it } from "vitest";
import type { Db } from "./client.ts";
import { perDatabase } from "./per-database.ts";

describe("perDatabase", () => {
  it("builds once for each database and gives that one back after; another database gets its own", () => {
    const built: object[] = [];
    const of = perDatabase((db) => {
      const value = { for: db };
      built.push(value);
      return value;
    });
    const [a, b] = [{} as Db, {} as Db];
    expect(of(a)).toBe(of(a));
    expect(of(b)).not.toBe(of(a));
    expect(of(b).for).toBe(b);
    expect(built).toHaveLength(2);
  });
});
