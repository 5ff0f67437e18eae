import { createContext, useContext } from "react";

// The stylesheet a page needs to paint goes inside the page (a `<style>` in its head): on a phone, a stylesheet the
// page must fetch first holds back the first paint by a round trip or more (Lighthouse's render delay). Only the
// page's part of it goes there — the rules of the classes the page uses (app/lib/critical-css.server.ts), so the first
// screen and its styles come within the first few kilobytes. The whole stylesheet follows as its hashed, immutable
// file, asked for in a way that never holds the paint back ({@link SiteStylesheetRest}), and it carries what the
// scripts and the next pages add (an opened menu, a hover, the printed page).
//
// The server renders a placeholder in the `<style>` and puts the chosen rules in its place once the page is rendered
// (app/entry.server.tsx); the browser hydrates with the text already in the page (entry.client.tsx), so the scripts
// never carry the CSS. In development, and wherever the built file is not at hand, it is a plain
// `<link rel="stylesheet">` in the head.

const InlineCss = createContext<string | null>(null);

export const InlineCssProvider = InlineCss.Provider;

const STYLE_ID = "site-css";

/** What the server renders in the `<style>`, for the page's rules to take its place. */
export const CRITICAL_CSS_PLACEHOLDER = "/*critical-css*/";

/** In the head: the page's part of the stylesheet at `href` when it goes inline, else the stylesheet linked. */
export function SiteStylesheet({ href }: { href: string }) {
  const css = useContext(InlineCss);
  if (css === null) return <link rel="stylesheet" href={href} />;
  return <style id={STYLE_ID} dangerouslySetInnerHTML={{ __html: css }} />;
}

/**
 * After the head's `<style>`: the whole stylesheet at `href`, when the head holds only the page's part of it. It is
 * asked for as a print stylesheet, which neither holds back the paint nor the scripts, and made the screen's by
 * {@link applyWholeStylesheet} once the scripts run; without JavaScript, the `<noscript>` link loads it as usual.
 */
export function SiteStylesheetRest({ href }: { href: string }) {
  const css = useContext(InlineCss);
  if (css === null) return null;
  return (
    <>
      <link rel="stylesheet" href={href} media="print" data-site-css="" />
      <noscript>
        <link rel="stylesheet" href={href} />
      </noscript>
    </>
  );
}

/**
 * In the browser, before hydrating: the whole stylesheet, asked for by the page as a print one, made the screen's too;
 * settles once it has loaded (or failed), so that what hydration adds to the page (the cart's count, the chat button)
 * never shows without its styles.
 */
export function applyWholeStylesheet(): Promise<void> {
  const links = [...document.querySelectorAll<HTMLLinkElement>("link[data-site-css]")];
  return Promise.all(
    links.map((link) => {
      link.media = "all";
      if (link.sheet) return undefined; // already loaded
      return new Promise<void>((settled) => {
        link.addEventListener("load", () => settled(), { once: true });
        link.addEventListener("error", () => settled(), { once: true });
      });
    }),
  ).then(() => undefined);
}

/** In the browser, before hydrating: the stylesheet's text the server put in the page, if it did. */
export function inlineCssOfDocument(): string | null {
  return document.getElementById(STYLE_ID)?.textContent ?? null;
}
