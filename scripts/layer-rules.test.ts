import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

// The project's own ESLint rules on code a person might write: each rule that keeps the layers and the staff changes
// honest refuses its counter-example and lets the right way through. Type information is left out (the snippets are
// not files of the project); the rules checked here do not need it.
const eslint = new ESLint({
  overrideConfig: {
    languageOptions: { parserOptions: { projectService: false } },
    rules: {
      "@typescript-eslint/no-floating-promises": "off",
      "@typescript-eslint/no-misused-promises": "off",
      "import-x/no-cycle": "off",
    },
  },
});

async function problems(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.severity === 2).map((m) => m.message);
}

/** Refused, and only for the reason the rule gives (its message names the way to do it). */
function refusedFor(messages: string[], way: string) {
  expect(messages).not.toEqual([]);
  for (const message of messages) expect(message).toContain(way);
}

const QUERY = `import type { Db } from "../../db/index.ts";\nexport const names = (db: Db) => db.selectFrom("products").select("name_en").execute();\n`;

describe("the project's lint rules", () => {
  it("refuse a query in a service, and take it in a repository", async () => {
    refusedFor(await problems("server/domain/catalog/example.service.ts", QUERY), "*.repository.ts");
    expect(
      await problems("server/domain/catalog/example.ts", QUERY.replace('db.selectFrom("products").select("name_en")', "sql`SELECT 1`")),
    ).toContainEqual(expect.stringContaining("*.repository.ts"));
    expect(await problems("server/domain/catalog/example.repository.ts", QUERY)).toEqual([]);
  });

  it("refuse an audit line or a cache bump written by hand, and a back-office service's own transaction", async () => {
    const audit = `import { recordAudit } from "../staff/audit.ts";\nexport const f = (db: never) => recordAudit(db, {} as never);\n`;
    refusedFor(await problems("server/domain/catalog/example.service.ts", audit), "staffChange");
    const bump = `import { contentChanged } from "../content/content-version.ts";\nexport const f = (db: never) => contentChanged(db);\n`;
    refusedFor(await problems("server/domain/catalog/example.service.ts", bump), "staffChange");
    const own = `import type { Db } from "../../db/index.ts";\nexport const f = (db: Db) => db.transaction().execute(async () => {});\n`;
    refusedFor(await problems("server/domain/catalog/products-admin.service.ts", own), "staffChange");
  });

  it("keep the sentences out of the domain: it answers a message's key and values, and the edge says it", async () => {
    const words = `import { apiMessage } from "../../i18n/api-messages.ts";\nexport const hello = () => apiMessage("en", "emailSignature");\n`;
    refusedFor(await problems("server/domain/catalog/example.ts", words), "ApiMessageCode");
    refusedFor(await problems("server/domain/catalog/example.schema.ts", words), "ApiMessageCode");
    const code = `import type { ApiMessageCode } from "../../i18n/api-messages.ts";\nexport const hello = (): ApiMessageCode => ({ key: "emailSignature" });\n`;
    expect(await problems("server/domain/catalog/example.ts", code)).toEqual([]);
    expect(await problems("server/api/example.ts", words.replace("../../i18n", "../i18n"))).toEqual([]);
    expect(await problems("server/mail/example.ts", words.replace("../../i18n", "../i18n"))).toEqual([]);
  });

  it("keep the pages out of the domain and the HTTP layer, and the database out of the browser's features", async () => {
    const page = `import { useT } from "../../../app/i18n/i18n.tsx";\nexport const t = useT;\n`;
    expect(await problems("server/domain/catalog/example.ts", page)).not.toEqual([]);
    expect(await problems("server/http/example.ts", page.replace("../../../app", "../../app"))).not.toEqual([]);
    const db = `import type { Database } from "../../../server/db/schema.ts";\nexport type D = Database;\n`;
    expect(await problems("app/features/catalog/Example.tsx", db)).not.toEqual([]);
  });

  it("refuse a page action's own catch, and take attempt()", async () => {
    const own = `export async function action() {\n  try {\n    await save();\n  } catch (error) {\n    return refused(error);\n  }\n}\n`;
    refusedFor(await problems("app/routes/admin/example.server.ts", own), "attempt()");
    const hooked = `export async function action() {\n  const done = await attempt("en", () => save());\n  return done.ok ? "saved" : done.refusal.message;\n}\n`;
    expect(await problems("app/routes/admin/example.server.ts", hooked)).toEqual([]);
  });
});
