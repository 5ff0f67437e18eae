import type { Page } from "@playwright/test";

// Text that does not fit its box, as a person sees it: a word broken over lines (a column squeezed until a name
// wraps letter by letter), or a word reaching past the box it sits in (headers running into the next column).
// Long unbroken strings (an email, a link) may break where the page allows it: only words of up to LONG letters
// must stay whole.

const LONG = 20;

/** The words on the page that are broken over lines or stick out of their box, with where they are. */
export function misfitWords(page: Page): Promise<string[]> {
  return page.evaluate((long) => {
    const found: string[] = [];
    const clips = (el: Element) => /(auto|scroll|hidden|clip)/.test(getComputedStyle(el).overflowX);
    /** The box the text is laid out in: the nearest ancestor that is not inline. */
    const boxOf = (el: Element) => {
      let box: Element | null = el;
      while (box && getComputedStyle(box).display.startsWith("inline") && box !== document.body) box = box.parentElement;
      return box ?? document.body;
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node && found.length < 8; node = walker.nextNode()) {
      const parent = node.parentElement;
      const text = node.textContent ?? "";
      if (!parent || !text.trim() || parent.closest(".sr-only, script, style, noscript, template, option, [hidden]")) continue;
      if (parent.getClientRects().length === 0) continue; // not shown
      const box = boxOf(parent);
      const edge = box.getBoundingClientRect();
      let clipped = false;
      for (let p: Element | null = parent; p && p !== document.body; p = p.parentElement) if (clips(p)) clipped = true;
      // A line may break after a dash or a slash ("06:30–07:30", "and/or"): that is not a word broken.
      for (const match of text.matchAll(/[^\s/–—-]+[/–—-]*|[/–—-]+/g)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const lines = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
        const where = `"${match[0].slice(0, 30)}" in ${box.tagName.toLowerCase()}.${String(box.getAttribute("class") ?? "").slice(0, 50)}`;
        if (lines.size > 1 && [...match[0]].length <= long) found.push(`${where} is broken over ${lines.size} lines`);
        const word = range.getBoundingClientRect();
        if (!clipped && word.width > 0 && (word.left < edge.left - 1 || word.right > edge.right + 1))
          found.push(`${where} sticks out of its box`);
      }
    }
    return found;
  }, LONG);
}
