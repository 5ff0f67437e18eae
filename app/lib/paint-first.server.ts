// React Router starts the page's scripts with one `<script type="module" async>`: static imports of the route
// modules, the manifest, then `import()` of the client entry. An async module runs as soon as its imports have
// arrived, even before the page has finished parsing, so on a fast connection (the modules preloaded) the whole
// framework is evaluated, and hydration begun, before the first frame is painted: the page shows nothing until the
// scripts are done. Here the static imports become dynamic ones made once the browser says it has painted the
// server's HTML, so the page shows first and the scripts follow.

const ROUTER_MODULE_SCRIPT = /(<script\b[^>]*\stype="module"[^>]*>)([^<]*?window\.__reactRouterRouteModules[^<]*?)(<\/script>)/;
const STATIC_IMPORT = /import \* as (\w+) from ("[^"]+");/g;
const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"[^>]*>/g;

/**
 * Waits until the browser reports the page's first contentful paint (a paint timing entry, delivered once the frame
 * is on the screen), or half a second at most (a browser without paint timing). A page opened in the background
 * paints nothing until it is shown, so it does not wait.
 */
const AFTER_FIRST_PAINT = [
  "await new Promise((go) => {",
  'if (document.visibilityState === "hidden") return go();',
  "let seen;",
  "const done = () => { seen?.disconnect(); go(); };",
  "setTimeout(done, 500);",
  'try { seen = new PerformanceObserver((list) => { if (list.getEntriesByName("first-contentful-paint").length > 0) done(); }); seen.observe({ type: "paint", buffered: true }); } catch {}',
  "});",
].join("");

/**
 * The document with React Router's module script waiting for the first paint before it asks for the modules and
 * evaluates them. The head's `<link rel="modulepreload">`s move into the script, after the paint: a browser fetches
 * them at high priority, sharing a slow connection with the page and its first image, and Lighthouse counts every
 * script asked for before the first paint as holding it back. After the paint they are all asked for at once, as
 * before, so the modules still come in parallel rather than one import after another.
 */
export function hydrateAfterFirstPaint(html: string): string {
  const script = ROUTER_MODULE_SCRIPT.exec(html);
  if (!script) return html;
  const body = script[2]!;
  const names: string[] = [];
  const urls: string[] = [];
  const rest = body.replace(STATIC_IMPORT, (_, name: string, url: string) => {
    names.push(name);
    urls.push(url);
    return "";
  });
  if (names.length === 0) return html;
  const before = html.slice(0, script.index);
  const preloads = [...before.matchAll(MODULE_PRELOAD)].map((match) => match[1]!);
  const preload =
    preloads.length === 0
      ? ""
      : `for (const href of ${JSON.stringify(preloads)}) { const link = document.createElement("link"); link.rel = "modulepreload"; link.href = href; document.head.append(link); }`;
  const imports = `const [${names.join(",")}] = await Promise.all([${urls.map((url) => `import(${url})`).join(",")}]);`;
  const changed = `${script[1]}${AFTER_FIRST_PAINT}${preload}${imports}${rest}${script[3]}`;
  return before.replace(MODULE_PRELOAD, "") + changed + html.slice(script.index + script[0].length);
}
