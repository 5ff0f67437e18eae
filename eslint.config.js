import js from "@eslint/js";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import { importX } from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

// What each layer may not import (decisions 011 and 025). ESLint keeps one set of options per rule and file — a
// later block replaces an earlier one's list — so every file matches exactly one of the blocks below, and a file
// two layers' rules apply to (a domain *.shared.ts) gets both lists in one. Within one list, a type-only import
// that any pattern with allowTypeImports matches passes every pattern: a path that must stay closed even to types
// is left out of those patterns (see SERVER_AS_TYPES_BUT_DB).
const NO_HTTP = {
  paths: [{ name: "hono", message: "The domain knows nothing of HTTP: take plain values, return codes." }],
  patterns: [
    {
      group: ["hono/*", "@hono/*", "**/api/*", "**/http/*"],
      message: "The domain knows nothing of HTTP (server/api, server/http, Hono): take plain values, return codes.",
    },
  ],
};
const NO_PAGES_IN_DOMAIN = {
  paths: ["react", "react-dom", "react-router"].map((name) => ({
    name,
    message: "The domain knows nothing of the pages: no React, no React Router.",
  })),
  patterns: [
    {
      group: ["react/*", "react-dom/*", "react-router/*", "@react-router/*"],
      message: "The domain knows nothing of the pages: no React, no React Router.",
    },
    {
      regex: "^(\\.\\./)+app/|^~/",
      message:
        "The domain imports nothing under app/, not even a type: move what both need into a *.shared.ts or the domain module that owns it.",
    },
  ],
};
// The domain answers codes and values; the edge (server/api, server/http, the pages, server/mail) turns them into
// sentences. From the server's message catalogue the domain takes its types and which keys it has, never a sentence.
const NO_WORDING_IN_DOMAIN = {
  patterns: [
    {
      group: ["**/i18n/api-messages.ts", "**/i18n/api-messages"],
      allowImportNames: ["ApiMessageKey", "ApiMessageCode", "apiMessageCatalogues"],
      allowTypeImports: true,
      message:
        "The domain answers a message's key and values (ApiMessageCode); the edge (server/api, the pages, server/mail) says it with apiMessage.",
    },
  ],
};
// The domain's modules that still say their own sentences, each for its reason.
const WORDING_LEFT_IN_DOMAIN = [
  // A command-line program, an edge of its own: it prints its refusals in English on the terminal.
  "server/domain/staff/staff-cli.ts",
];
const NO_PAGES_IN_HTTP = {
  patterns: [
    {
      regex: "^(\\.\\./)+app/|^~/",
      message: "server/http imports nothing under app/: move what both need into a browser-safe *.shared.ts under server/.",
    },
  ],
};
// The pages' modules reach the server only from *.server.ts files, browser-safe *.schema.ts and *.shared.ts, or as
// types.
const SERVER_AS_TYPES = {
  patterns: [
    {
      regex: "(^|/)server/(?!.*\\.(schema|shared)\\.ts$)",
      allowTypeImports: true,
      message:
        "Browser code imports server code only as types or from a *.schema.ts or *.shared.ts; put server work in a *.server.ts beside the route.",
    },
  ],
};
// The same for the browser's features, with server/db left out, so that NO_DB_IN_FEATURES holds for types too.
const SERVER_AS_TYPES_BUT_DB = {
  patterns: [{ ...SERVER_AS_TYPES.patterns[0], regex: "(^|/)server/(?!db(/|\\.ts$))(?!.*\\.(schema|shared)\\.ts$)" }],
};
const NO_DB_IN_FEATURES = {
  patterns: [
    {
      regex: "(^|/)server/db(/|\\.ts$|$)",
      message: "app/features imports nothing of server/db, not even a type: use the domain's types or the API answer's.",
    },
  ],
};
// What the browser may import from the server stays browser-safe: Zod and other *.schema.ts / *.shared.ts only.
const BROWSER_SAFE = {
  patterns: [
    {
      group: [
        "node:*",
        "hono",
        "hono/*",
        "@hono/*",
        "kysely",
        "pg",
        "better-sqlite3",
        "**/db/**",
        "**/*.service*",
        "**/*.repository*",
        "**/api/**",
        "**/http/**",
      ],
      allowTypeImports: true,
      message: "A *.schema.ts or *.shared.ts runs in the browser too: no Node, database or HTTP code (types are fine).",
    },
  ],
};
const forbid = (...lists) => ({
  "@typescript-eslint/no-restricted-imports": [
    "error",
    { paths: lists.flatMap((list) => list.paths ?? []), patterns: lists.flatMap((list) => list.patterns ?? []) },
  ],
});
const TESTS = ["**/*.test.ts", "**/*.test.tsx"];
const BROWSER_SAFE_FILES = ["**/*.schema.ts", "**/*.shared.ts"];

// A back-office write is made through staffChange (server/domain/staff/staff-change.ts), which owns its transaction, its
// audit line, its expected-version check and the content version after the commit: code that audits, or tells the
// caches, by hand is a write that could forget one of them.
const writesByHand = {
  audit: [
    {
      selector: "Identifier[name='recordAudit']:not(ImportSpecifier > Identifier.local)",
      message:
        "Make the change through staffChange (server/domain/staff/staff-change.ts): it writes the audit line in the change's transaction.",
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

// The domain's SQL lives in its *.repository.ts files; services and rules call them. A query built anywhere else in
// server/domain is refused, except in the modules that are a store of their own (listed where the rule is set).
const queriesByHand = [
  {
    selector: "CallExpression[callee.property.name=/^(selectFrom|insertInto|updateTable|deleteFrom|replaceInto|mergeInto)$/]",
    message: "Queries live in the area's *.repository.ts: call a repository function from here.",
  },
  {
    selector: "TaggedTemplateExpression[tag.name='sql']",
    message: "Queries live in the area's *.repository.ts: call a repository function from here.",
  },
];

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
  {
    ignores: [
      "build/",
      "build-*/",
      ".react-router/",
      "node_modules/",
      "public/",
      "test-results/",
      "test-results-*/",
      "playwright-report/",
      "data/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", destructuredArrayIgnorePattern: "^_" },
      ],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "no-console": ["error", { allow: ["warn", "error", "info"] }],
    },
  },
  {
    files: ["scripts/**", "bench/**", "server/db/cli.ts", "server/boot.ts", "server/scale/cluster.ts", "tests/**", "server/import/**"],
    rules: { "no-console": "off" },
  },
  // The layers stay honest. Tests are left out of the rules about app/: a test may check the server against the
  // pages' catalogues or routes.
  {
    files: ["server/domain/**/*.ts"],
    ignores: [...TESTS, ...BROWSER_SAFE_FILES, ...WORDING_LEFT_IN_DOMAIN],
    rules: forbid(NO_HTTP, NO_PAGES_IN_DOMAIN, NO_WORDING_IN_DOMAIN),
  },
  { files: WORDING_LEFT_IN_DOMAIN, rules: forbid(NO_HTTP, NO_PAGES_IN_DOMAIN) },
  {
    files: ["server/domain/**/*.schema.ts", "server/domain/**/*.shared.ts"],
    rules: forbid(BROWSER_SAFE, NO_HTTP, NO_PAGES_IN_DOMAIN, NO_WORDING_IN_DOMAIN),
  },
  { files: ["server/domain/**/*.test.ts"], rules: forbid(NO_HTTP) },
  { files: ["server/http/**/*.ts"], ignores: [...TESTS, ...BROWSER_SAFE_FILES], rules: forbid(NO_PAGES_IN_HTTP) },
  { files: ["server/http/**/*.schema.ts", "server/http/**/*.shared.ts"], rules: forbid(BROWSER_SAFE, NO_PAGES_IN_HTTP) },
  {
    files: ["server/**/*.schema.ts", "server/**/*.shared.ts"],
    ignores: ["server/domain/**", "server/http/**"],
    rules: forbid(BROWSER_SAFE),
  },
  {
    files: ["app/**/*.{ts,tsx}"],
    ignores: ["app/**/*.server.{ts,tsx}", ...TESTS, "app/features/**"],
    rules: forbid(SERVER_AS_TYPES),
  },
  {
    files: ["app/features/**/*.{ts,tsx}"],
    ignores: ["app/**/*.server.{ts,tsx}", ...TESTS],
    rules: forbid(SERVER_AS_TYPES_BUT_DB, NO_DB_IN_FEATURES),
  },
  { files: ["app/features/**/*.server.{ts,tsx}"], ignores: TESTS, rules: forbid(NO_DB_IN_FEATURES) },
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
  // A page's action answers a service's refusal through attempt() (app/lib/refusals.server.ts), the pages' one error
  // hook, which words it through the area's answers table: no catch of its own that maps one area's errors by hand.
  {
    files: ["app/routes/**/*.server.ts"],
    ignores: TESTS,
    rules: {
      "no-restricted-syntax": [
        "error",
        ...writesByHand.audit,
        ...writesByHand.content,
        {
          selector: "CatchClause",
          message: "A page's action answers a service's refusal with attempt() from app/lib/refusals.server.ts, not a catch of its own.",
        },
      ],
    },
  },
  // server/domain builds no query outside its repositories. Left out: the modules that are their own store.
  {
    files: ["server/domain/**/*.ts"],
    ignores: [
      "server/domain/**/*.repository.ts",
      // staffChange's advisory lock, the audit log, the content version and its cached read.
      "server/domain/staff/staff-change.ts",
      "server/domain/staff/audit.ts",
      "server/domain/content/content-version.ts",
      "server/domain/catalog/content-cache.ts",
      // The slug registry, the order outbox, the rate limiter's counters, the nightly prune, the fulfilment settings' row.
      "server/domain/content/slugs.ts",
      "server/domain/orders/order-outbox.ts",
      "server/domain/limits/rate-limit.ts",
      "server/domain/maintenance/prune.ts",
      "server/domain/fulfilment/settings.ts",
      "**/*.test.ts",
    ],
    rules: { "no-restricted-syntax": ["error", ...writesByHand.audit, ...writesByHand.content, ...queriesByHand] },
  },
  {
    files: ["server/domain/content/comments.service.ts", "server/domain/content/ratings.service.ts"],
    rules: { "no-restricted-syntax": ["error", ...writesByHand.audit, ...queriesByHand] },
  },
  // A custom cake request's history is its audit lines, the customer's steps among them (asked, accepted, declined):
  // those are written by the customer, no staff member, in the step's own transaction.
  {
    files: ["server/domain/custom-cakes/custom-cakes.service.ts"],
    rules: { "no-restricted-syntax": ["error", ...writesByHand.content, ...queriesByHand] },
  },
  // …and a back-office service opens no transaction of its own (one that wrote without an audit line would pass the above).
  {
    files: backOfficeServices,
    rules: {
      "no-restricted-syntax": ["error", ...writesByHand.audit, ...writesByHand.content, ...writesByHand.transaction, ...queriesByHand],
    },
  },
  // No module of app/ or server/ imports another that imports it back. import-x/no-cycle skips type-only imports by
  // design; scripts/import-cycles.test.ts walks the graph with them. Packages are not followed (no circle comes
  // back to us through node_modules): it halves the rule's time.
  {
    files: ["app/**/*.{ts,tsx}", "server/**/*.ts"],
    plugins: { "import-x": importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      "import-x/resolver-next": [createTypeScriptImportResolver({ project: "./tsconfig.json" })],
    },
    rules: { "import-x/no-cycle": ["error", { ignoreExternal: true }] },
  },
  // A promise nobody awaits loses its error (an unhandled rejection) and its order. Type-aware: the TypeScript
  // project tells which calls return promises. React's event attributes may take async handlers.
  {
    files: ["app/**/*.{ts,tsx}", "server/**/*.ts"],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      "@typescript-eslint/no-floating-promises": "error",
      "@typescript-eslint/no-misused-promises": ["error", { checksVoidReturn: { attributes: false } }],
    },
  },
);
