import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

// A back-office write is made through staffChange (server/domain/staff/staff-change.ts), which owns its transaction, its
// audit line, its expected-version check and the content version after the commit: code that audits, or tells the
// caches, by hand is a write that could forget one of them.
const writesByHand = {
  audit: [
    {
      selector: "Identifier[name='recordAudit']:not(ImportSpecifier > Identifier.local)",
      message: "Make the change through staffChange (server/domain/staff/staff-change.ts): it writes the audit line in the change's transaction.",
    },
    {
      selector: "CallExpression[callee.property.name='insertInto'][arguments.0.value='audit_log']",
      message: "The audit log is written by staffChange (server/domain/staff/staff-change.ts) only.",
    },
  ],
  content: [
    {
      selector: "Identifier[name='contentChanged']:not(ImportSpecifier > Identifier.local)",
      message: "Make the change through staffChange(…, { content: true }, …): it moves the content version once the change is committed.",
    },
  ],
  transaction: [
    {
      selector: "CallExpression[callee.property.name='transaction']",
      message: "A back-office service writes through staffChange (server/domain/staff/staff-change.ts), not a transaction of its own.",
    },
  ],
};

/** The back office's services: every write of theirs is a staff change. */
const backOfficeServices = [
  "server/domain/**/*-admin.service.ts",
  "server/domain/catalog/product-images.service.ts",
  "server/domain/customers/customers.service.ts",
  "server/domain/fulfilment/calendar.service.ts",
  "server/domain/inbox/inbox.service.ts",
  "server/domain/media/media.service.ts",
  "server/domain/orders/admin-orders.service.ts",
  "server/domain/orders/order-moves.service.ts",
  "server/domain/staff/staff.service.ts",
];

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
  // Back-office writes go through staffChange. Left out, each for its reason:
  {
    files: ["**/*.{ts,tsx}"],
    ignores: [
      // The helper itself, and the two functions it calls, where they are defined.
      "server/domain/staff/staff-change.ts",
      "server/domain/staff/audit.ts",
      "server/domain/content/content-version.ts",
      // A visitor's own comment or rating changes what a post's page shows: no staff change, no audit line (see below).
      "server/domain/content/comments.service.ts",
      "server/domain/content/ratings.service.ts",
      // Tests stand a content change up directly (the page cache's, the content bus's, the shell cache's).
      "**/*.test.{ts,tsx}",
      "tests/**",
    ],
    rules: { "no-restricted-syntax": ["error", ...writesByHand.audit, ...writesByHand.content] },
  },
  {
    files: ["server/domain/content/comments.service.ts", "server/domain/content/ratings.service.ts"],
    rules: { "no-restricted-syntax": ["error", ...writesByHand.audit] },
  },
  // …and a back-office service opens no transaction of its own (one that wrote without an audit line would pass the above).
  {
    files: backOfficeServices,
    rules: { "no-restricted-syntax": ["error", ...writesByHand.audit, ...writesByHand.content, ...writesByHand.transaction] },
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
