// Rebuilds server/domain/accounts/common-passwords.txt: the passwords list of @zxcvbn-ts/language-common (the most
// frequent of a public list of 10 million leaked passwords, ranked), then this repository's own additions
// (sequences and repeats, which that list leaves to zxcvbn's patterns, Vietnamese and bakery words), kept as they
// are in the file. No network: give it the unpacked npm package, e.g.
//   npm pack @zxcvbn-ts/language-common@4.1.3 && tar xzf zxcvbn-ts-language-common-4.1.3.tgz
//   node scripts/common-passwords.mjs package
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const FILE = new URL("../server/domain/accounts/common-passwords.txt", import.meta.url);
const OWN = "# --- this repository's own additions ---";
const dir = process.argv[2];
if (!dir) throw new Error("usage: node scripts/common-passwords.mjs path/to/unpacked/package");

const lower = (password) => password.normalize("NFC").toLowerCase();
const entries = (lines) => lines.map((line) => line.trim()).filter((line) => line && !line.startsWith("#"));
const current = readFileSync(FILE, "utf8").split(/\r?\n/);
// Before the first build the whole file was ours.
const own = entries(current.includes(OWN) ? current.slice(current.indexOf(OWN) + 1) : current);
const pkg = JSON.parse(readFileSync(join(dir, "package.json"), "utf8"));
const listed = [...new Set(JSON.parse(readFileSync(join(dir, "src", "passwords.json"), "utf8")).map(lower))];
const seen = new Set(listed);
const added = [...new Set(own.map(lower))].filter((password) => !seen.has(password));
const licence = readFileSync(join(dir, "LICENSE.txt"), "utf8").trim().split(/\r?\n/);

const header = [
  "# Breached passwords, refused for every new password (registration, reset, and any later way of choosing one),",
  "# whatever their case. One a line, lower case; lines starting with # are comments. Built by",
  `# scripts/common-passwords.mjs from the passwords of ${pkg.name} ${pkg.version} (${listed.length}, most frequent`,
  `# first), then ${added.length} of this repository's own. The list's licence (${pkg.license}):`,
  "#",
  ...licence.map((line) => `#   ${line}`.trimEnd()),
  "#",
];
writeFileSync(FILE, [...header, ...listed, OWN, ...added, ""].join("\n"));
console.log(`${listed.length} from ${pkg.name}, ${added.length} own`);
