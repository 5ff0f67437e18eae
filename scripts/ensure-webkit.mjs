// Makes sure the WebKit pass (tests/webkit, Safari's engine) can run, before the first test: `npm test`
// (scripts/test.mjs, at its start) and `npm run test:webkit` run it. It uses Debian's WebKitGTK: WebKitWebDriver
// (package webkit2gtk-driver), which starts MiniBrowser (libwebkit2gtk-4.1-0), on a virtual screen (Xvfb, package
// xvfb). Playwright's own WebKit build is never downloaded. Missing, and running as root on Debian: installed
// with apt-get (one line says so); anywhere else it stops with one line saying what to install.
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { aptFacts, aptInstall, installPlan, isExecutable, onPath } from "./debian-packages.mjs";

export const WEBKIT_PACKAGES = ["webkit2gtk-driver", "xvfb"];
/** Where Debian's libwebkit2gtk-4.1-0 puts MiniBrowser, per architecture. */
const MINIBROWSER_DIRS = ["/usr/lib/x86_64-linux-gnu", "/usr/lib/aarch64-linux-gnu", "/usr/lib"];

/** The three programs of the pass: each one's path, or undefined when missing. */
export function webkitTools() {
  const driverDir = onPath("WebKitWebDriver");
  const xvfbDir = onPath("Xvfb");
  const miniBrowser = MINIBROWSER_DIRS.map((dir) => `${dir}/webkit2gtk-4.1/MiniBrowser`).find(isExecutable);
  return {
    driver: driverDir ? join(driverDir, "WebKitWebDriver") : undefined,
    xvfb: xvfbDir ? join(xvfbDir, "Xvfb") : undefined,
    miniBrowser,
  };
}

/** What to do: nothing, install Debian's packages (only root on Debian can), or stop and say what to install. */
export function webkitPlan({ tools, uid, debian, aptGet }) {
  const missing = [!tools.driver && "WebKitWebDriver", !tools.miniBrowser && "MiniBrowser", !tools.xvfb && "Xvfb"].filter(Boolean);
  return installPlan({
    missing,
    uid,
    debian,
    aptGet,
    tell: (names) =>
      `The WebKit pass needs ${names.join(", ")}: install Debian's packages (sudo apt-get install ${WEBKIT_PACKAGES.join(" ")}), then run the tests again.`,
  });
}

/** The programs when they are there (installing them if this machine can); otherwise undefined, after one line saying why. */
export function ensureWebkit() {
  const plan = webkitPlan({ tools: webkitTools(), ...aptFacts() });
  if (plan.action === "present") return webkitTools();
  if (plan.action === "install") {
    console.log(`${plan.missing.join(", ")} missing: installing Debian's ${WEBKIT_PACKAGES.join(" and ")} for the WebKit pass (apt-get)…`);
    if (aptInstall(WEBKIT_PACKAGES)) {
      const tools = webkitTools();
      if (tools.driver && tools.xvfb && tools.miniBrowser) return tools;
    }
    console.error(
      `Installing ${WEBKIT_PACKAGES.join(" ")} failed (output above); install them yourself (apt-get install ${WEBKIT_PACKAGES.join(" ")}) and run the tests again.`,
    );
    return undefined;
  }
  console.error(plan.message);
  return undefined;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  process.exit(ensureWebkit() ? 0 : 1);
}
