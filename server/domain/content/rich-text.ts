import sanitizeHtml from "sanitize-html";

/**
 * What the shop's articles and pages may contain. Anything else (scripts, styles, event handlers,
 * javascript: links, iframes) is dropped on the way out, so a bad edit or a compromised editor account
 * cannot run code in a customer's browser.
 */
const RICH_TEXT: sanitizeHtml.IOptions = {
  allowedTags: [
    "p",
    "br",
    "hr",
    "h2",
    "h3",
    "h4",
    "ul",
    "ol",
    "li",
    "strong",
    "em",
    "b",
    "i",
    "u",
    "s",
    "small",
    "blockquote",
    "a",
    "img",
    "figure",
    "figcaption",
    "table",
    "thead",
    "tbody",
    "tr",
    "th",
    "td",
  ],
  allowedAttributes: {
    a: ["href", "title", "target", "rel"],
    img: ["src", "alt", "width", "height"],
    th: ["scope", "colspan", "rowspan"],
    td: ["colspan", "rowspan"],
  },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowedSchemesByTag: { img: ["http", "https"] },
  allowProtocolRelative: false,
  transformTags: {
    // A link that opens a new tab must not hand the new page a handle on ours.
    a: (tagName, attribs) =>
      attribs.target === "_blank" ? { tagName, attribs: { ...attribs, rel: "noopener noreferrer" } } : { tagName, attribs },
  },
};

/** The HTML of an article or page, reduced to the tags above: safe to render as HTML. */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, RICH_TEXT);
}
