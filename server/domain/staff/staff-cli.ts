import { parseArgs } from "node:util";
import { createInterface } from "node:readline";
import { Writable } from "node:stream";
import { ConfigError, loadConfig } from "../../config.ts";
import { openDb } from "../../db/index.ts";
import { migrateToLatest } from "../../db/migrate.ts";
import { apiMessage, type ApiMessageKey } from "../../i18n/api-messages.ts";
import { isCommonPassword } from "../accounts/common-passwords.ts";
import { staffCreateInput } from "./staff.schema.ts";
import { createStaff, StaffError } from "./staff.service.ts";
import { WEAKNESS_MESSAGES } from "../accounts/password-strength.ts";

// `npm run staff:create -- --email E --name N --role owner|manager|kitchen [--password P]`: a staff account in the
// database of DATABASE_URL / SQLITE_PATH, as `npm start` uses. How the shop gets its first owner: the demo seed
// makes no staff account with a known password. Without --password it asks for one (not echoed) twice; a weak one
// is refused with the same rules as the back office's form.

const USAGE = "usage: npm run staff:create -- --email <email> --name <name> --role <owner|manager|kitchen> [--password <password>]";

/**
 * Asks questions on the terminal without echoing the answers; from a pipe, reads its lines in turn. One reader for
 * every question: a second one would miss the lines the first had already buffered.
 */
export function hiddenAsker(input: NodeJS.ReadableStream = process.stdin, output: NodeJS.WritableStream = process.stderr) {
  let muted = false;
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      if (!muted) output.write(chunk);
      done();
    },
  });
  const rl = createInterface({ input, output: sink, terminal: (input as { isTTY?: boolean }).isTTY === true });
  const lines = rl[Symbol.asyncIterator]();
  return {
    async ask(question: string): Promise<string> {
      muted = false;
      output.write(question);
      muted = true;
      const next = await lines.next();
      output.write("\n");
      if (next.done) throw new Error("no password was given");
      return next.value;
    },
    close: () => rl.close(),
  };
}

export async function main(
  argv: string[],
  asker: { ask(question: string): Promise<string>; close(): void } = hiddenAsker(),
): Promise<number> {
  try {
    return await create(argv, asker.ask);
  } finally {
    asker.close();
  }
}

async function create(argv: string[], ask: (question: string) => Promise<string>): Promise<number> {
  let values: { email?: string; name?: string; role?: string; password?: string };
  try {
    ({ values } = parseArgs({
      args: argv,
      options: { email: { type: "string" }, name: { type: "string" }, role: { type: "string" }, password: { type: "string" } },
      strict: true,
    }));
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  if (!values.email || !values.name || !values.role) {
    console.error(USAGE);
    return 2;
  }
  const schema = staffCreateInput({ isCommonPassword });
  const report = (issues: readonly { path: PropertyKey[]; message: string }[]) => {
    for (const issue of issues) console.error(`${issue.path.join(".") || "input"}: ${apiMessage("en", issue.message as ApiMessageKey)}`);
    console.error("Nothing was created.");
    return 1;
  };
  // The e-mail, name and role first: nobody should type a password twice to learn that the role was misspelt.
  const others = schema.safeParse({ email: values.email, name: values.name, role: values.role, password: "" });
  const otherIssues = others.success ? [] : others.error.issues.filter((issue) => issue.path[0] !== "password");
  if (otherIssues.length > 0) return report(otherIssues);
  let password = values.password;
  if (password === undefined) {
    password = await ask(`Password for ${values.email} (at least 12 characters): `);
    const again = await ask("The same password again: ");
    if (again !== password) {
      console.error("The two passwords differ: nothing was created.");
      return 1;
    }
  }
  const parsed = schema.safeParse({ email: values.email, name: values.name, role: values.role, password });
  if (!parsed.success) return report(parsed.error.issues);
  const config = loadConfig({ NODE_ENV: "development", ...process.env });
  const { db, describe } = openDb({ databaseUrl: config.DATABASE_URL, sqlitePath: config.SQLITE_PATH });
  try {
    await migrateToLatest(db);
    const staff = await createStaff({ db, sessionHours: config.STAFF_SESSION_HOURS }, parsed.data, null);
    console.info(`${describe}: created the ${staff.role} account of ${staff.name} <${staff.email}>. Sign in at /admin/login.`);
    return 0;
  } catch (error) {
    if (error instanceof StaffError && error.failure === "emailTaken") {
      console.error(`${values.email}: ${apiMessage("en", "staffEmailTaken")} Nothing was created.`);
      return 1;
    }
    if (error instanceof StaffError && error.failure === "passwordWeak" && error.details.weakness) {
      console.error(`password: ${apiMessage("en", WEAKNESS_MESSAGES[error.details.weakness])} Nothing was created.`);
      return 1;
    }
    throw error;
  } finally {
    await db.destroy();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error instanceof ConfigError ? error.message : error);
      process.exit(1);
    },
  );
}
