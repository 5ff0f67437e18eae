import { describe, expect, it } from "vitest";
import { sanitizeRichText } from "./rich-text.ts";

describe("sanitizeRichText", () => {
  it("keeps the article markup the shop writes", () => {
    const html =
      '<h2>Cách đặt bánh</h2><p>Gọi <strong>tiệm</strong> hoặc xem <a href="/products?category=cakes">Bánh kem &amp; bông lan</a>.</p><ul><li><em>một</em></li></ul>';
    expect(sanitizeRichText(html)).toBe(html);
  });

  it("drops scripts, event handlers, styles and javascript: links", () => {
    const html =
      '<p onclick="steal()">Hi<script>alert(1)</script></p><a href="javascript:alert(1)">x</a><img src="x" onerror="alert(1)"><style>p{}</style><iframe src="https://evil.example"></iframe>';
    const clean = sanitizeRichText(html);
    expect(clean).not.toMatch(/script|onclick|onerror|javascript:|<style|<iframe/i);
    expect(clean).toContain("<p>Hi</p>");
  });

  it("adds rel=noopener to links that open a new tab", () => {
    expect(sanitizeRichText('<a href="https://maps.google.com" target="_blank">map</a>')).toBe(
      '<a href="https://maps.google.com" target="_blank" rel="noopener noreferrer">map</a>',
    );
  });
});
