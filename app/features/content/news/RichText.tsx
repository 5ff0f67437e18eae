import { useMemo, type MouseEvent } from "react";
import { useNavigate } from "react-router";
import { useLocale } from "../../../i18n/i18n.tsx";
import { inAppTarget, localizeLinks } from "./rich-text-links.ts";

/** Typography for the shop's articles and pages (the tags the server's sanitiser lets through). */
const PROSE = [
  "text-lg leading-relaxed text-ink break-words",
  "[&_p]:my-4 [&_h2]:mb-3 [&_h2]:mt-10 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:leading-snug",
  "[&_h3]:mb-2 [&_h3]:mt-8 [&_h3]:text-xl [&_h3]:font-bold [&_h4]:mt-6 [&_h4]:font-bold",
  "[&_ul]:my-4 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:my-4 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:my-1.5",
  "[&_a]:font-semibold [&_a]:text-brand-dark [&_a]:underline [&_a]:underline-offset-2 [&_a:hover]:text-crust",
  "[&_blockquote]:my-6 [&_blockquote]:border-l-4 [&_blockquote]:border-brand [&_blockquote]:pl-4 [&_blockquote]:italic",
  "[&_img]:my-6 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-xl [&_figcaption]:text-sm [&_figcaption]:text-crust",
  "[&_hr]:my-8 [&_hr]:border-black/10 [&_table]:my-6 [&_table]:w-full [&_table]:text-base",
  "[&_th]:border-b-2 [&_th]:border-black/10 [&_th]:p-2 [&_th]:text-left [&_td]:border-b [&_td]:border-black/5 [&_td]:p-2",
].join(" ");

/**
 * HTML the server has already sanitised (a post's or page's `body_html`), with its internal links in the
 * page's language and followed inside the app, like any other link.
 */
export function RichText({ html, className = "" }: { html: string; className?: string }) {
  const locale = useLocale();
  const navigate = useNavigate();
  const localized = useMemo(() => localizeLinks(html, locale), [html, locale]);

  function followInApp(event: MouseEvent<HTMLDivElement>) {
    const anchor = (event.target as Element).closest("a");
    if (!anchor || event.defaultPrevented) return;
    const to = inAppTarget(anchor, event);
    if (!to) return;
    event.preventDefault();
    void navigate(to);
  }

  // The only HTML the storefront renders as HTML: sanitised by the server (server/domain/content/rich-text.ts).
  return <div className={`${PROSE} ${className}`} onClick={followInApp} dangerouslySetInnerHTML={{ __html: localized }} />;
}
