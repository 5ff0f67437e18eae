import { describe, expect, it } from "vitest";
import { classesOf, criticalCss, prepareCss } from "./critical-css.server.ts";

// A stylesheet shaped as Tailwind writes it, minified.
const SHEET = [
  "/*! tailwindcss */",
  "@layer properties{@supports (-moz-orient:inline){*,:before{--tw-translate-x:0;--tw-ring-color:initial}}}",
  "@layer theme{:root,:host{--font-sans:ui-sans-serif, system-ui;--default-font-family:var(--font-sans);--color-ink:#2b1a10;--color-brand:#ff5722;--spacing:.25rem}}",
  "@layer base{html{font-family:var(--default-font-family)}}",
  "@layer components;",
  "@layer utilities{",
  ".flex{display:flex}.hidden{display:none}.p-4{padding:calc(var(--spacing) * 4)}",
  ".text-ink{color:var(--color-ink)}.text-brand{color:var(--color-brand)}",
  ".translate-x-2{--tw-translate-x:calc(var(--spacing) * 2);translate:var(--tw-translate-x)}",
  ".animate-bounce{animation:var(--animate-bounce, bounce 1s infinite)}",
  ":is(:where(.peer):checked~.peer-checked\\:bg-ink){background-color:var(--color-ink)}",
  ".\\[\\&\\>svg\\]\\:size-4>svg{width:1rem}",
  "@media (width>=48rem){.md\\:flex{display:flex}.md\\:hidden{display:none}}",
  "@media (hover:hover){.hover\\:text-brand:hover{color:var(--color-brand)}}",
  "@media print{.print\\:hidden{display:none}}",
  "}",
  ".skip-link{position:absolute}.skip-link:focus{top:1rem}",
  ":focus-visible{outline:3px solid var(--color-ink)}",
  'form:has(input[name="x.y"]:checked) .checkout-address{display:block}',
  '@property --tw-translate-x{syntax:"*";inherits:false;initial-value:0}',
  '@property --tw-ring-color{syntax:"*";inherits:false}',
  "@keyframes bounce{0%{transform:none}}",
  "@keyframes spin{to{transform:rotate(1turn)}}",
].join("");

const prepared = prepareCss(SHEET);
const pick = (...classes: string[]) => criticalCss(prepared, new Set(classes));

describe("the page's part of the stylesheet", () => {
  it("keeps the rules of the classes the page uses, in their order, and drops the others", () => {
    const css = pick("flex", "text-ink", "md:flex");
    expect(css).toContain(".flex{display:flex}");
    expect(css).toContain(".text-ink{color:var(--color-ink)}");
    expect(css).toContain("@media (width>=48rem){.md\\:flex{display:flex}}");
    expect(css).not.toContain(".hidden");
    expect(css).not.toContain("md\\:hidden");
    expect(css).not.toContain(".text-brand");
    expect(css.indexOf("@layer base")).toBeLessThan(css.indexOf("@layer utilities"));
  });

  it("always keeps the rules that name no class, and an app rule once its class is used", () => {
    const css = pick("skip-link");
    expect(css).toContain("html{font-family:var(--default-font-family)}");
    expect(css).toContain(":focus-visible{outline:3px solid var(--color-ink)}");
    expect(css).toContain(".skip-link{position:absolute}.skip-link:focus{top:1rem}");
    expect(css).not.toContain("checkout-address");
    expect(pick("checkout-address")).toContain('form:has(input[name="x.y"]:checked) .checkout-address{display:block}');
  });

  it("keeps a variant that needs two classes only when both are on the page", () => {
    expect(pick("peer-checked:bg-ink")).not.toContain("peer-checked");
    expect(pick("peer", "peer-checked:bg-ink")).toContain(":is(:where(.peer):checked~.peer-checked\\:bg-ink)");
    expect(pick("[&>svg]:size-4")).toContain(".\\[\\&\\>svg\\]\\:size-4>svg{width:1rem}");
  });

  it("brings the custom properties, @property rules and keyframes the kept rules name, and only those", () => {
    const css = pick("translate-x-2", "animate-bounce");
    expect(css).toContain("--spacing:.25rem");
    expect(css).toContain("--font-sans:ui-sans-serif, system-ui"); // through --default-font-family
    expect(css).toContain("--color-ink:#2b1a10"); // :focus-visible names it
    expect(css).not.toContain("--color-brand");
    expect(css).toContain("@property --tw-translate-x");
    expect(css).not.toContain("@property --tw-ring-color");
    expect(css).toContain("*,:before{--tw-translate-x:0}");
    expect(css).toContain("@keyframes bounce");
    expect(css).not.toContain("@keyframes spin");
  });

  it("leaves hovering and printing to the whole stylesheet", () => {
    const css = pick("hover:text-brand", "print:hidden");
    expect(css).not.toContain("hover\\:text-brand");
    expect(css).not.toContain("print\\:hidden");
  });

  it("reads the classes of the page's HTML, entities decoded", () => {
    const html = `<div class="flex p-4"><svg class="[&amp;&gt;svg]:size-4"></svg><p class=" md:flex  text-ink ">x</p><a data-class="hidden">`;
    expect([...classesOf(html)].sort()).toEqual(["[&>svg]:size-4", "flex", "md:flex", "p-4", "text-ink"]);
  });
});
