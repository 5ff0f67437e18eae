import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

// Three projects: "unit" (no database), "db" (files named *.db.test.ts: they get a fresh database each,
// SQLite by default, PostgreSQL when TEST_DB=postgres and TEST_DATABASE_URL are set), and "crash" (tests/crash: the
// real server in a child process on a SQLite file of its own, killed with SIGKILL mid-burst; SQLite only, so the
// PostgreSQL pass, which runs `--project db`, leaves it out).
export default defineConfig({
  test: {
    // One more worker than cores (Vitest's default is one fewer: a single worker on CI's two cores). The database
    // suites spend much of their time waiting on PostgreSQL or on a server process: on two cores, three workers ran
    // a dozen PostgreSQL files in 123 s against 223 s for one. `npm run test:db:pg` still runs one at a time
    // (scripts/test.mjs says why).
    maxWorkers: availableParallelism() + 1,
    projects: [
      {
        test: {
          name: "unit",
          include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "scripts/**/*.test.ts"],
          exclude: ["**/*.db.test.ts", "node_modules/**"],
          environment: "node",
          // The pages' messages, as the server has them (app/i18n/catalogues.server.ts).
          setupFiles: ["app/i18n/catalogues.server.ts"],
        },
      },
      {
        test: {
          name: "db",
          include: ["**/*.db.test.ts"],
          exclude: ["node_modules/**", "build/**"],
          environment: "node",
          setupFiles: ["app/i18n/catalogues.server.ts"],
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: "crash",
          include: ["tests/crash/**/*.test.ts"],
          environment: "node",
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
