import { createContext, useContext } from "react";

// The site's one stylesheet goes inside the page (a `<style>` in its head) rather than as a file the page must fetch
// before it can paint: on a phone that request, queued behind the scripts' preloads, was most of the delay before the
// largest image showed (Lighthouse's render delay). The server reads the built file once (entry.server.tsx); the
// browser hydrates with the text already in the page (entry.client.tsx), so the scripts never carry the CSS. In
// development, and wherever the file is not at hand, it is a plain `<link rel="stylesheet">`.

const InlineCss = createContext<string | null>(null);

export const InlineCssProvider = InlineCss.Provider;

const STYLE_ID = "site-css";

/** The stylesheet at `href`: inline when its text was provided, else linked. */
export function SiteStylesheet({ href }: { href: string }) {
  const css = useContext(InlineCss);
  if (css === null) return <link rel="stylesheet" href={href} />;
  return <style id={STYLE_ID} dangerouslySetInnerHTML={{ __html: css }} />;
}

/** In the browser, before hydrating: the stylesheet's text the server put in the page, if it did. */
export function inlineCssOfDocument(): string | null {
  return document.getElementById(STYLE_ID)?.textContent ?? null;
}
