import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const FILE = "common-passwords.txt";

// Beside this module when run from source (tsx, Vite, Vitest); the production bundle (build/server-main.js) is
// one file, so there the list is found from the bundle's folder or the working directory.
function listPath(): string {
  const candidates = [
    fileURLToPath(new URL(`./${FILE}`, import.meta.url)),
    fileURLToPath(new URL(`../server/domain/accounts/${FILE}`, import.meta.url)),
    join(process.cwd(), "server", "domain", "accounts", FILE),
  ];
  const found = candidates.find((path) => existsSync(path));
  if (!found) throw new Error(`${FILE} not found (looked in ${candidates.join(", ")})`);
  return found;
}

let passwords: Set<string> | undefined;

/** The list (about 50,000), read once on first use. The file is already NFC and lower case (scripts/common-passwords.mjs). */
export function commonPasswords(): ReadonlySet<string> {
  if (!passwords) {
    passwords = new Set();
    for (const line of readFileSync(listPath(), "utf8").split(/\r?\n/)) {
      if (line !== "" && !line.startsWith("#")) passwords.add(line);
    }
  }
  return passwords;
}

/** Case does not make a common password safe: "Password1" is refused like "password1". */
export function isCommonPassword(password: string): boolean {
  return commonPasswords().has(password.normalize("NFC").toLowerCase());
}
