import type SQLite from "better-sqlite3";
import type { SqliteDatabase } from "kysely";

/**
 * better-sqlite3 behind Kysely with its prepared statements kept: Kysely prepares every query afresh, and
 * preparing costs about as much as running a small query. The same SQL text reuses its statement (the
 * least recently used ones go past `max`). Safe because Kysely runs one query at a time on the connection.
 */
export function withStatementCache(database: SQLite.Database, max = 500): SqliteDatabase {
  const statements = new Map<string, SQLite.Statement>();
  return {
    close() {
      statements.clear();
      database.close();
    },
    prepare(sql: string) {
      let statement = statements.get(sql);
      if (statement) {
        statements.delete(sql); // most recently used goes last
      } else {
        statement = database.prepare(sql);
        if (statements.size >= max) statements.delete(statements.keys().next().value!);
      }
      statements.set(sql, statement);
      return statement;
    },
  };
}
