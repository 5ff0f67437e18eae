import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  { ignores: ["build/", "build-*/", ".react-router/", "node_modules/", "public/", "test-results/", "test-results-*/", "playwright-report/", "data/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", destructuredArrayIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "no-console": ["error", { allow: ["warn", "error", "info"] }],
    },
  },
  {
    files: ["scripts/**", "bench/**", "server/db/cli.ts", "server/boot.ts", "server/scale/cluster.ts", "tests/**", "server/import/**"],
    rules: { "no-console": "off" },
  },
  // The layers stay honest (decision 011). The domain knows nothing of HTTP: no Hono, no API envelope, no cookies.
  {
    files: ["server/domain/**/*.ts"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          paths: [{ name: "hono", message: "The domain knows nothing of HTTP: take plain values, return codes." }],
          patterns: [
            {
              group: ["hono/*", "@hono/*", "**/api/*", "**/http/*"],
              message: "The domain knows nothing of HTTP (server/api, server/http, Hono): take plain values, return codes.",
            },
          ],
        },
      ],
    },
  },
  // The pages' modules reach the server only from *.server.ts files, browser-safe *.schema.ts and *.shared.ts, or as
  // types.
  {
    files: ["app/**/*.{ts,tsx}"],
    ignores: ["app/**/*.server.{ts,tsx}", "app/**/*.test.{ts,tsx}"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "(^|/)server/(?!.*\\.(schema|shared)\\.ts$)",
              allowTypeImports: true,
              message:
                "Browser code imports server code only as types or from a *.schema.ts or *.shared.ts; put server work in a *.server.ts beside the route.",
            },
          ],
        },
      ],
    },
  },
  // What the browser may import from the server stays browser-safe: Zod and other *.schema.ts / *.shared.ts only.
  {
    files: ["server/**/*.schema.ts", "server/**/*.shared.ts"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["node:*", "hono", "hono/*", "@hono/*", "kysely", "pg", "better-sqlite3", "**/db/**", "**/*.service*", "**/*.repository*", "**/api/**", "**/http/**"],
              allowTypeImports: true,
              message: "A *.schema.ts or *.shared.ts runs in the browser too: no Node, database or HTTP code (types are fine).",
            },
          ],
        },
      ],
    },
  },
);
