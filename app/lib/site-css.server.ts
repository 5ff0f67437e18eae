import { readFileSync } from "node:fs";
import { join } from "node:path";
import cssHref from "../app.css?url";
import { classesOf, criticalCss, prepareCss, type PreparedCss } from "./critical-css.server.ts";
import { CRITICAL_CSS_PLACEHOLDER } from "./inline-css.tsx";

// The built stylesheet, read once from the client build and prepared for choosing each page's part of it
// (app/lib/inline-css.tsx says why).
let cached: { dir: string; prepared: PreparedCss | null } | undefined;

/** The site's stylesheet, prepared, from `clientDir` (the production build); null without it (development). */
export function siteCss(clientDir: string | undefined): PreparedCss | null {
  if (!clientDir) return null;
  if (cached?.dir !== clientDir) {
    let prepared: PreparedCss | null;
    try {
      prepared = prepareCss(readFileSync(join(clientDir, cssHref), "utf8"));
    } catch {
      prepared = null; // not built there: the page links the file instead
    }
    cached = { dir: clientDir, prepared };
  }
  return cached.prepared;
}

const STYLE_WITH_PLACEHOLDER = `>${CRITICAL_CSS_PLACEHOLDER}</style>`;

/**
 * The rendered document with the rules its first paint needs in place of the placeholder its `<style>` holds. The
 * document is its UTF-8 bytes one to a character (a latin1 string, as entry.server.tsx reads it), and so is the
 * answer: a class name or a rule with a character beyond ASCII is read and written as its UTF-8 bytes.
 */
export function withCriticalCss(html: string, prepared: PreparedCss): string {
  const at = html.indexOf(STYLE_WITH_PLACEHOLDER);
  if (at === -1) return html;
  // The placeholder names no class, so the page's classes are read from the document as it is.
  const classes = new Set<string>();
  for (const name of classesOf(html)) classes.add(BEYOND_ASCII.test(name) ? Buffer.from(name, "latin1").toString("utf8") : name);
  const css = criticalCss(prepared, classes);
  const bytes = BEYOND_ASCII.test(css) ? Buffer.from(css, "utf8").toString("latin1") : css;
  return `${html.slice(0, at + 1)}${bytes}${html.slice(at + 1 + CRITICAL_CSS_PLACEHOLDER.length)}`;
}

const BEYOND_ASCII = /[^\0-\x7f]/;
