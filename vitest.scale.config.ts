import { defineConfig } from "vitest/config";

// The scale suite (tests/scale): two real server processes on one fresh PostgreSQL database (and Redis when
// REDIS_URL is set), run by `npm run test:scale` (scripts/test-scale.mjs builds first and checks PostgreSQL) and by
// .ci/run — never by the plain `npm test`, whose projects (vitest.config.ts) do not include tests/scale. One file at
// a time: each starts its own two servers, and the machine has two cores.
export default defineConfig({
  test: {
    name: "scale",
    include: ["tests/scale/**/*.test.ts"],
    environment: "node",
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 90_000,
  },
});
