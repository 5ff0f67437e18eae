// Makes sure the scale suite's proxy test (tests/scale/proxies.test.ts) can run: Debian's nginx and Caddy, which it
// runs itself from the repository's configurations (scripts/proxies.mjs). `npm run test:scale` runs this first.
// Missing, and running as root on Debian: installed with apt-get, their services left stopped (one line says so);
// anywhere else it stops with one line saying what to install.
import { pathToFileURL } from "node:url";
import { aptFacts, aptInstall, installPlan } from "./debian-packages.mjs";
import { findProxy } from "./proxies.mjs";

export const PROXY_PACKAGES = ["nginx", "caddy"];

/** What to do: nothing, install Debian's packages (only root on Debian can), or stop and say what to install. */
export function proxiesPlan({ present, uid, debian, aptGet }) {
  return installPlan({
    missing: PROXY_PACKAGES.filter((name) => !present[name]),
    uid,
    debian,
    aptGet,
    tell: (names) =>
      `The scale suite runs the shop behind ${names.join(" and ")}: install Debian's package${names.length > 1 ? "s" : ""} (sudo apt-get install ${names.join(" ")}), then run it again.`,
  });
}

const presence = () => Object.fromEntries(PROXY_PACKAGES.map((name) => [name, Boolean(findProxy(name))]));

/** True when nginx and Caddy are there (installing them if this machine can); otherwise false, after one line saying why. */
export function ensureProxies() {
  const plan = proxiesPlan({ present: presence(), ...aptFacts() });
  if (plan.action === "present") return true;
  if (plan.action === "install") {
    console.log(
      `${plan.missing.join(" and ")} missing: installing Debian's package${plan.missing.length > 1 ? "s" : ""} for the scale suite (apt-get)…`,
    );
    if (aptInstall(plan.missing) && Object.values(presence()).every(Boolean)) return true;
    console.error(
      `Installing ${plan.missing.join(" ")} failed (output above); install it yourself (apt-get install ${plan.missing.join(" ")}) and run the suite again.`,
    );
    return false;
  }
  console.error(plan.message);
  return false;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  process.exit(ensureProxies() ? 0 : 1);
}
