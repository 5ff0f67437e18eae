// What the test commands need of this machine's programs, and how they get Debian's packages for them: a missing
// program is installed with apt-get when this runs as root on Debian (one line says so), and named otherwise.
// Used by ensure-webkit.mjs and ensure-proxies.mjs (ensure-chromium.mjs predates it and keeps its own plan).
import { spawnSync } from "node:child_process";
import { accessSync, constants, existsSync } from "node:fs";
import { delimiter, join } from "node:path";

export function isExecutable(path) {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** The directory on PATH (and, for programs in sbin, the sbin directories) that holds `command`, or undefined. */
export function onPath(command, extraDirs = []) {
  return [...(process.env.PATH ?? "").split(delimiter), ...extraDirs].find((dir) => dir && isExecutable(join(dir, command)));
}

/**
 * What to do about `missing` programs: nothing, install Debian's packages (only root on Debian with apt-get can), or
 * stop and tell the user, in `tell`'s words.
 */
export function installPlan({ missing, uid, debian, aptGet, tell }) {
  if (missing.length === 0) return { action: "present" };
  if (uid === 0 && debian && aptGet) return { action: "install", missing };
  return { action: "tell", missing, message: tell(missing) };
}

/** Whether apt-get may install here: root, on Debian, with apt-get. */
export function aptFacts() {
  return { uid: process.getuid?.(), debian: existsSync("/etc/debian_version"), aptGet: Boolean(onPath("apt-get")) };
}

function run(command, args) {
  // RUNLEVEL=1: Debian's maintainer scripts then leave a service they install (nginx, caddy) stopped.
  const result = spawnSync(command, args, { encoding: "utf8", env: { ...process.env, DEBIAN_FRONTEND: "noninteractive", RUNLEVEL: "1" } });
  if (result.status !== 0)
    process.stderr.write(`${result.stdout ?? ""}${result.stderr ?? ""}${result.error ? `${result.error.message}\n` : ""}`);
  return result.status === 0;
}

/** apt-get update, then install `packages`; false (apt's output printed) when either fails. */
export function aptInstall(packages) {
  return run("apt-get", ["update", "-qq"]) && run("apt-get", ["install", "-y", "-qq", ...packages]);
}
