import { describe, expect, it } from "vitest";
import { localizeLinks } from "./rich-text-links.ts";

describe("localizeLinks", () => {
  const html =
    '<p>See <a href="/products?category=cakes&amp;sort=name">cakes</a>, <a href="https://example.com/x">a site</a>, <a href="//cdn.example/x">cdn</a>, <a title="t" href="/">home</a> and <a href="/vi/about-us">về tiệm</a>.</p>';

  it("sends a Vietnamese reader's internal links to the Vietnamese pages", () => {
    expect(localizeLinks(html, "vi")).toBe(
      '<p>See <a href="/vi/products?category=cakes&amp;sort=name">cakes</a>, <a href="https://example.com/x">a site</a>, <a href="//cdn.example/x">cdn</a>, <a title="t" href="/vi">home</a> and <a href="/vi/about-us">về tiệm</a>.</p>',
    );
  });

  it("leaves English pages as written", () => {
    expect(localizeLinks(html, "en")).toBe(html);
  });

  it("does not touch an href-like text outside a link", () => {
    expect(localizeLinks('<p>href="/products"</p><img src="/images/a.svg" alt="">', "vi")).toBe(
      '<p>href="/products"</p><img src="/images/a.svg" alt="">',
    );
  });
});
