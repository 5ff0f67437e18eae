import { expect, it } from "vitest";
import { prepareCss } from "./critical-css.server.ts";
import { CRITICAL_CSS_PLACEHOLDER } from "./inline-css.tsx";
import { withCriticalCss } from "./site-css.server.ts";

// entry.server.tsx hands the document over as its UTF-8 bytes one to a character (latin1) and sends the answer back
// the same way, so a page and a stylesheet beyond ASCII must come through byte for byte.
it("reads a page's classes and writes its rules as UTF-8 bytes: Vietnamese text, a class and a rule beyond ASCII", () => {
  const css = prepareCss('.note:after{content:"→"}.mũi{color:red}.unused{color:blue}.flex{display:flex}');
  const page = `<html><head><style>${CRITICAL_CSS_PLACEHOLDER}</style></head><body><p class="flex note mũi">Bánh mì đặc biệt — 8,50 $</p></body></html>`;

  const answer = Buffer.from(withCriticalCss(Buffer.from(page, "utf8").toString("latin1"), css), "latin1").toString("utf8");

  expect(answer).toBe(
    '<html><head><style>.note:after{content:"→"}.mũi{color:red}.flex{display:flex}</style></head>' +
      '<body><p class="flex note mũi">Bánh mì đặc biệt — 8,50 $</p></body></html>',
  );
});
