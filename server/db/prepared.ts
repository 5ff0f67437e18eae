import type { Compilable, CompiledQuery } from "kysely";
import type { Db } from "./index.ts";

const NAME = Symbol("prepared value");

interface Stand {
  readonly [NAME]: string;
}

function isStand(value: unknown): value is Stand {
  return typeof value === "object" && value !== null && NAME in value;
}

/** Stands for every value: reading `values.token` while building gives the stand named "token". */
const stands = new Proxy({}, { get: (_target, name) => (typeof name === "string" ? { [NAME]: name } : undefined) });

interface Compiled<O> {
  query: CompiledQuery<O>;
  /** For each of the query's parameters: the name of the value that goes there, or undefined for a constant. */
  names: (string | undefined)[];
}

/**
 * A read run on every request, built and compiled by Kysely once per database rather than each time (building and
 * compiling a query costs more than SQLite takes to run a small one; better-sqlite3 keeps the prepared statement,
 * server/db/statement-cache.ts). `build` receives stand-ins for the values: use each only where Kysely binds a value
 * (`where("c.token", "=", values.token)`, a join's `on`), never in JavaScript logic, and with the same shape of
 * query whatever the values (no `in` lists, no `$if`).
 */
export function prepared<V extends Record<string, unknown>, O>(build: (db: Db, values: V) => Compilable<O>) {
  const byDb = new WeakMap<Db, Compiled<O>>();
  return async (db: Db, values: V): Promise<O[]> => {
    let compiled = byDb.get(db);
    if (!compiled) {
      const query = build(db, stands as V).compile();
      compiled = { query, names: query.parameters.map((p) => (isStand(p) ? p[NAME] : undefined)) };
      byDb.set(db, compiled);
    }
    const { query, names } = compiled;
    const parameters = query.parameters.map((constant, i) => {
      const name = names[i];
      return name === undefined ? constant : values[name];
    });
    const result = await db.executeQuery<O>({ ...query, parameters });
    return result.rows;
  };
}
