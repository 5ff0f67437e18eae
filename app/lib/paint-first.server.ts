// React Router starts the page's scripts with one `<script type="module" async>`: static imports of the route
// modules, the manifest, then `import()` of the client entry. An async module runs as soon as its imports have
// arrived, even before the page has finished parsing, so on a fast connection (the modules preloaded) the whole
// framework is evaluated, and hydration begun, before the first frame is painted: the page shows nothing until the
// scripts are done. Here the static imports become dynamic ones made after the first paint, so the browser draws the
// server's HTML first and the scripts follow in the next task. The modules are still preloaded by the
// `<link rel="modulepreload">`s in the head: they download as before, only their evaluation waits a frame.

const ROUTER_MODULE_SCRIPT = /(<script\b[^>]*\stype="module"[^>]*>)([^<]*?window\.__reactRouterRouteModules[^<]*?)(<\/script>)/;
const STATIC_IMPORT = /import \* as (\w+) from ("[^"]+");/g;

/**
 * Waits for the next frame to be painted: a timer set from the frame's callback runs once it is drawn. A page
 * opened in the background draws no frame, so it does not wait.
 */
const AFTER_FIRST_PAINT =
  'await new Promise((go) => document.visibilityState === "hidden" ? go() : requestAnimationFrame(() => setTimeout(go, 0)));';

/** The document with React Router's module script waiting for the first paint before it evaluates the modules. */
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
  const imports = `const [${names.join(",")}] = await Promise.all([${urls.map((url) => `import(${url})`).join(",")}]);`;
  const changed = `${script[1]}${AFTER_FIRST_PAINT}${imports}${rest}${script[3]}`;
  return html.slice(0, script.index) + changed + html.slice(script.index + script[0].length);
}
