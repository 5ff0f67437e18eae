import { describe, expect, it } from "vitest";
import { hydrateAfterFirstPaint } from "./paint-first.server.ts";

// React Router's module script as it renders it, with the request's nonce first.
const SCRIPT = [
  `<script nonce="abc" type="module" async="">;`,
  `import * as route0 from "/assets/root-1.js";`,
  `import * as route1 from "/assets/home-2.js";`,
  `  window.__reactRouterManifest = {"url": "/assets/manifest-3.js"};`,
  `  window.__reactRouterRouteModules = {"root":route0,"en/home":route1};`,
  `import("/assets/entry.client-4.js");</script>`,
].join("\n");
const PAGE = `<!DOCTYPE html><html><head><link rel="modulepreload" href="/assets/entry.client-4.js"/><link rel="modulepreload" href="/assets/framework-5.js"/><link rel="preload" as="image" href="/images/hero.svg"/></head><body><h1>Bánh mì</h1><script>window.__ctx = {}</script>${SCRIPT}</body></html>`;

describe("the page's scripts wait for its first paint", () => {
  const changed = hydrateAfterFirstPaint(PAGE);
  const script = /<script nonce="abc" type="module" async="">([\s\S]*?)<\/script>/.exec(changed)?.[1] ?? "";

  it("imports the route modules only after the first contentful paint, then the entry, keeping the nonce", () => {
    expect(script).not.toMatch(/^\s*;?\s*import \*/m);
    const paint = script.indexOf('getEntriesByName("first-contentful-paint")');
    expect(script).toContain("setTimeout(done, 500)");
    const routes = script.indexOf(`const [route0,route1] = await Promise.all([import("/assets/root-1.js"),import("/assets/home-2.js")]);`);
    const modules = script.indexOf(`window.__reactRouterRouteModules = {"root":route0,"en/home":route1}`);
    const entry = script.indexOf(`import("/assets/entry.client-4.js")`);
    expect(paint).toBeGreaterThan(-1);
    expect(routes).toBeGreaterThan(paint);
    expect(modules).toBeGreaterThan(routes);
    expect(entry).toBeGreaterThan(modules);
  });

  it("asks for the preloaded modules after the paint, all at once, instead of in the head", () => {
    expect(changed).not.toContain('rel="modulepreload"');
    expect(changed).toContain('<link rel="preload" as="image" href="/images/hero.svg"/>');
    const preload = script.indexOf('for (const href of ["/assets/entry.client-4.js","/assets/framework-5.js"])');
    expect(preload).toBeGreaterThan(script.indexOf("first-contentful-paint"));
    expect(preload).toBeLessThan(script.indexOf("await Promise.all([import("));
  });

  it("does not wait in a page opened in the background, which paints nothing", () => {
    expect(script).toContain(`if (document.visibilityState === "hidden") return go();`);
  });

  it("leaves the rest of the page as it was, and a page without the script untouched", () => {
    const withoutPreloads = PAGE.replace(/<link rel="modulepreload"[^>]*>/g, "");
    expect(changed.replace(/<script nonce="abc"[\s\S]*$/, "")).toBe(withoutPreloads.replace(/<script nonce="abc"[\s\S]*$/, ""));
    const plain = "<!DOCTYPE html><html><body><p>No scripts</p></body></html>";
    expect(hydrateAfterFirstPaint(plain)).toBe(plain);
  });
});
