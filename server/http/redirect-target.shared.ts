// Browser-safe: the login and register forms and the language switcher use the gate too.

// Any origin of ours stands for the site: a target is resolved against it the way a browser resolves a Location.
export const SITE = "http://site.invalid";

/**
 * The one gate of every redirect target built from input (a `redirectTo`, a path of the request, a shop's
 * redirect rule): `raw` resolved as a browser would (dot segments, backslashes, tabs and newlines dropped by the
 * URL parser) must stay on this site, and is returned as the resolved path, query and fragment. Anything else —
 * another origin, a scheme, a relative path, or a path whose normalised form starts with "//" and so would read
 * as another host ("/.//evil.example") — gives `fallback`.
 */
export function safeRedirectTarget<F>(raw: string | null | undefined, fallback: F): string | F {
  if (!raw || !raw.startsWith("/") || /[\\\p{Cc}]/u.test(raw)) return fallback;
  let url: URL;
  try {
    url = new URL(raw, SITE);
  } catch {
    return fallback;
  }
  if (url.origin !== SITE || url.pathname.startsWith("//")) return fallback;
  const target = `${url.pathname}${url.search}${url.hash}`;
  // The answer itself, read back as a Location: still a path of ours (belt and braces).
  return new URL(target, SITE).origin === SITE && /^\/(?![/\\])/.test(target) ? target : fallback;
}
