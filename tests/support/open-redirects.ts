// Known ways to smuggle another host through a "path" (OWASP's and PortSwigger's open-redirect lists, and what an
// attacker found here). Each, used as a redirect target, must leave the visitor on the site.
export const OPEN_REDIRECT_BYPASSES = [
  // Normalised to "//evil.example" by dot segments or a locale prefix (the reported ones)
  "/.//evil.example",
  "/..//evil.example",
  "/vi//evil.example",
  "/./../..//evil.example",
  "/vi/..//evil.example",
  "/.%2e//evil.example",
  "/%2e%2e//evil.example",
  // Scheme-relative and absolute
  "//evil.example",
  "///evil.example",
  "//user@evil.example",
  "https://evil.example",
  "HTTPS://evil.example/profile",
  "http:evil.example",
  "javascript:alert(1)",
  "data:text/html,<script>alert(1)</script>",
  // Encoded slashes and backslashes
  "/%2f%2fevil.example",
  "%2f%2fevil.example",
  "/\\evil.example",
  "/\\/evil.example",
  "\\/evil.example",
  "\\\\evil.example",
  "/%5c%5cevil.example",
  // Tabs, newlines and spaces the URL parser drops
  "/\t/evil.example",
  "/\n/evil.example",
  "/\r\n/evil.example",
  " //evil.example",
  "\t//evil.example",
  // "@" and look-alike dots and slashes
  "/@evil.example",
  "@evil.example",
  "/。/evil.example",
  "／／evil.example",
  "/／／evil.example",
  "/\u2215\u2215evil.example",
] as const;

/** Paths of the site a redirect target must keep as they are. */
export const OWN_TARGETS = ["/vi/profile?x=1#y", "/products", "/profile/orders?page=2", "/cart/cartList"] as const;

/** Whether a Location stays on the site it was answered from (here "http://shop.test"). */
export function staysOnSite(location: string, site = "http://shop.test"): boolean {
  return new URL(location, site).origin === site && location.startsWith("/") && !/^\/[/\\]/.test(location);
}
