import { readFileSync } from "node:fs";
import { join } from "node:path";
import cssHref from "../app.css?url";

// The built stylesheet's text, read once from the client build (app/lib/inline-css.tsx says why it is inlined).
let cached: { dir: string; css: string | null } | undefined;

/** The site's stylesheet as text, from `clientDir` (the production build); null without it (development). */
export function siteCss(clientDir: string | undefined): string | null {
  if (!clientDir) return null;
  if (cached?.dir !== clientDir) {
    let css: string | null;
    try {
      css = readFileSync(join(clientDir, cssHref), "utf8");
    } catch {
      css = null; // not built there: the page links the file instead
    }
    cached = { dir: clientDir, css };
  }
  return cached.css;
}
