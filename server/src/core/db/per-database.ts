import type { Db } from "./client.ts";

/**
 * What a module keeps for each database it is given (prepared statements, a cache), made by
 * `build` on first use and dropped with the database: a server has one, tests open many.
 */
export function perDatabase<T>(build: (db: Db) => T): (db: Db) => T {
  const made = new WeakMap<Db, T>();
  return (db) => {
    let value = made.get(db);
    if (value === undefined) {
      value = build(db);
      made.set(db, value);
    }
    return value;
  };
}
