import { useEffect, useRef } from "react";

/**
 * A row that scrolls sideways says so: the element gets `data-more-start` / `data-more-end` while there is more of it
 * to the left / right (styled as a fade at that edge), and its current item (aria-current) is scrolled into view once.
 * Without JavaScript the row still scrolls; it only lacks the hint.
 */
export function useScrollHint<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    const row = ref.current;
    if (!row) return;
    const current = row.querySelector<HTMLElement>("[aria-current]:not([aria-current='false'])");
    if (current && row.scrollWidth > row.clientWidth) {
      // Only the row scrolls (scrollIntoView would scroll the page too).
      const left = current.getBoundingClientRect().left - row.getBoundingClientRect().left + row.scrollLeft;
      if (left + current.offsetWidth > row.clientWidth) row.scrollLeft = left - 16;
    }
    const mark = () => {
      row.toggleAttribute("data-more-start", row.scrollLeft > 1);
      row.toggleAttribute("data-more-end", row.scrollLeft + row.clientWidth < row.scrollWidth - 1);
    };
    mark();
    row.addEventListener("scroll", mark, { passive: true });
    const resized = new ResizeObserver(mark);
    resized.observe(row);
    return () => {
      row.removeEventListener("scroll", mark);
      resized.disconnect();
    };
  }, []);
  return ref;
}

/** The fade at each edge with more to scroll to (the attributes useScrollHint sets). */
export const SCROLL_HINT = "data-more-end:mask-r-from-75% data-more-start:mask-l-from-75%";
