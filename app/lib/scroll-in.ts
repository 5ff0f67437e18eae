/** Offset from the bottom of the viewport at which a `.js-scrollin` element is revealed. */
export const SCROLLIN_OFFSET_PX = 200;

/**
 * Reveals `.js-scrollin` elements as they come within 200 px of the viewport. Elements already in view,
 * pages without JavaScript, and visitors who prefer reduced motion see everything at once.
 */
export function installScrollIn(root: ParentNode = document): () => void {
  if (window.matchMedia("(prefers-reduced-motion: reduce)").matches || !("IntersectionObserver" in window)) {
    return () => {};
  }
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        entry.target.classList.add("is-visible");
        entry.target.classList.remove("is-pending");
        observer.unobserve(entry.target);
      }
    },
    { rootMargin: `0px 0px -${SCROLLIN_OFFSET_PX}px 0px` },
  );
  const watch = () => {
    for (const element of root.querySelectorAll<HTMLElement>(".js-scrollin:not(.is-visible):not(.is-pending)")) {
      const top = element.getBoundingClientRect().top;
      if (top < window.innerHeight - SCROLLIN_OFFSET_PX) {
        element.classList.add("is-visible");
      } else {
        element.classList.add("is-pending");
        observer.observe(element);
      }
    }
  };
  watch();
  const mutations = new MutationObserver(watch);
  mutations.observe(document.body, { childList: true, subtree: true });
  return () => {
    observer.disconnect();
    mutations.disconnect();
  };
}
