// The one place that makes sure the browser of the Playwright tests is there, before the first test:
// `npm test` (scripts/test.mjs, at its start), `npm run test:e2e` and `.ci/run` (through `npm test`) run it.
// The tests use Debian's Chromium (/usr/bin/chromium, or CHROMIUM_PATH); they never download a browser build.
import { spawnSync } from "node:child_process";
import { accessSync, constants, existsSync } from "node:fs";
import { delimiter, join } from "node:path";
import { pathToFileURL } from "node:url";

export const DEBIAN_CHROMIUM = "/usr/bin/chromium";

/**
 * What to do about Chromium: nothing, install Debian's package (only root on Debian can, and only the default path
 * is what that package provides), or stop and tell the user what to install.
 */
export function chromiumPlan({ chromiumPath, executable, uid, debian, aptGet }) {
  if (executable) return { action: "present" };
  if (chromiumPath !== DEBIAN_CHROMIUM) {
    return {
      action: "tell",
      message: `The browser tests need Chromium, and CHROMIUM_PATH=${chromiumPath} is not an executable: point it at a Chromium or Chrome, or unset it to use Debian's ${DEBIAN_CHROMIUM}.`,
    };
  }
  if (uid === 0 && debian && aptGet) return { action: "install" };
  return {
    action: "tell",
    message: `The browser tests need Chromium at ${DEBIAN_CHROMIUM}: install Debian's package (sudo apt-get install chromium), or set CHROMIUM_PATH to a Chromium or Chrome executable.`,
  };
}

function isExecutable(path) {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function onPath(command) {
  return (process.env.PATH ?? "").split(delimiter).some((dir) => dir && isExecutable(join(dir, command)));
}

function run(command, args) {
  const result = spawnSync(command, args, { encoding: "utf8", env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" } });
  if (result.status !== 0)
    process.stderr.write(`${result.stdout ?? ""}${result.stderr ?? ""}${result.error ? `${result.error.message}\n` : ""}`);
  return result.status === 0;
}

/** Returns true when Chromium is there (installing it if this machine can); otherwise prints one line saying why. */
export function ensureChromium() {
  const chromiumPath = process.env.CHROMIUM_PATH || DEBIAN_CHROMIUM;
  const plan = chromiumPlan({
    chromiumPath,
    executable: isExecutable(chromiumPath),
    uid: process.getuid?.(),
    debian: existsSync("/etc/debian_version"),
    aptGet: onPath("apt-get"),
  });
  if (plan.action === "present") return true;
  if (plan.action === "install") {
    console.log("Chromium is missing: installing Debian's chromium package for the browser tests (apt-get)…");
    // apt's own output only when it fails: a quiet line above is all a successful install needs.
    if (run("apt-get", ["update", "-qq"]) && run("apt-get", ["install", "-y", "-qq", "chromium"]) && isExecutable(chromiumPath))
      return true;
    console.error(
      `Installing Debian's chromium failed (output above); install it yourself (apt-get install chromium) and run the tests again.`,
    );
    return false;
  }
  console.error(plan.message);
  return false;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  process.exit(ensureChromium() ? 0 : 1);
}
