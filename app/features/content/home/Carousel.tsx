import { useCallback, useEffect, useRef, useState, type ReactNode } from "react";
import { useT } from "../../../i18n/i18n.tsx";
import { usePrefersReducedMotion } from "../../../lib/use-reduced-motion.ts";
import { ChevronDownIcon } from "../../../shell/icons.tsx";

interface CarouselProps<T> {
  items: T[];
  label: string;
  renderItem: (item: T, index: number) => ReactNode;
  /** Width of one item, e.g. "w-full" or "w-4/5 md:w-1/3". */
  itemClassName?: string;
  autoplayMs?: number;
  testId?: string;
}

/**
 * A carousel on a scroll-snap track: swipe on touch screens, arrow keys, previous/next buttons and dots.
 * It advances by itself, pauses on hover and focus (and with its pause button), and never moves by itself
 * for visitors who prefer reduced motion.
 */
export function Carousel<T>({ items, label, renderItem, itemClassName = "w-full", autoplayMs = 6000, testId }: CarouselProps<T>) {
  const t = useT();
  const track = useRef<HTMLDivElement>(null);
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(true);
  const [held, setHeld] = useState({ hover: false, focus: false });
  // While a button or key scrolls the track, the scroll positions on the way are not the visible item:
  // the target is, until the track arrives there (or a second has passed, e.g. a swipe took over).
  const scrollTarget = useRef<{ index: number; until: number } | null>(null);
  const reducedMotion = usePrefersReducedMotion();
  const count = items.length;

  const goTo = useCallback(
    (target: number) => {
      const element = track.current;
      if (!element || count === 0) return;
      const next = ((target % count) + count) % count;
      const child = element.children[next] as HTMLElement | undefined;
      if (!child) return;
      scrollTarget.current = { index: next, until: performance.now() + 1000 };
      element.scrollTo({ left: child.offsetLeft - element.offsetLeft, behavior: reducedMotion ? "auto" : "smooth" });
      setIndex(next);
    },
    [count, reducedMotion],
  );

  // The visible item follows the scroll position (swipes, scrollbars, keyboard scrolling).
  useEffect(() => {
    const element = track.current;
    if (!element) return;
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const first = element.children[0] as HTMLElement | undefined;
        if (!first) return;
        const position = Math.min(count - 1, Math.round(element.scrollLeft / first.offsetWidth));
        const target = scrollTarget.current;
        if (target) {
          if (position !== target.index && performance.now() < target.until) return;
          scrollTarget.current = null;
        }
        setIndex(position);
      });
    };
    // A swipe, a wheel or a drag takes over from a button's scroll at once.
    const userScrolls = () => {
      scrollTarget.current = null;
    };
    element.addEventListener("scroll", onScroll, { passive: true });
    for (const type of ["touchstart", "wheel", "pointerdown"] as const) element.addEventListener(type, userScrolls, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      element.removeEventListener("scroll", onScroll);
      for (const type of ["touchstart", "wheel", "pointerdown"] as const) element.removeEventListener(type, userScrolls);
    };
  }, [count]);

  const moving = playing && !held.hover && !held.focus && !reducedMotion && count > 1;
  useEffect(() => {
    if (!moving) return;
    const timer = window.setTimeout(() => goTo(index + 1), autoplayMs);
    return () => window.clearTimeout(timer);
  }, [moving, index, goTo, autoplayMs]);

  if (count === 0) return null;
  // A group, not a region: each carousel sits in a home section named by the same title, and two landmarks of one
  // name are one too many in a screen reader's list of them.
  return (
    <div
      role="group"
      aria-roledescription="carousel"
      aria-label={label}
      data-testid={testId}
      data-moving={moving ? "true" : "false"}
      className="relative"
      onMouseEnter={() => setHeld((h) => ({ ...h, hover: true }))}
      onMouseLeave={() => setHeld((h) => ({ ...h, hover: false }))}
      onFocus={() => setHeld((h) => ({ ...h, focus: true }))}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setHeld((h) => ({ ...h, focus: false }));
      }}
      onKeyDown={(event) => {
        if (event.key === "ArrowRight") {
          event.preventDefault();
          goTo(index + 1);
        } else if (event.key === "ArrowLeft") {
          event.preventDefault();
          goTo(index - 1);
        }
      }}
    >
      {/* Focusable so keyboard users can scroll it too; the arrow keys move one slide. */}
      <div
        ref={track}
        tabIndex={0}
        className="no-scrollbar flex snap-x snap-mandatory overflow-x-auto scroll-smooth motion-reduce:scroll-auto"
        aria-live={moving ? "off" : "polite"}
      >
        {items.map((item, i) => (
          <div
            key={i}
            role="group"
            aria-roledescription="slide"
            aria-label={t("home.slide", { index: i + 1, count })}
            data-active={i === index ? "true" : "false"}
            className={`shrink-0 snap-start ${itemClassName}`}
          >
            {renderItem(item, i)}
          </div>
        ))}
      </div>
      {count > 1 && (
        <div className="mt-3 flex items-center justify-center gap-2">
          <button
            type="button"
            onClick={() => goTo(index - 1)}
            aria-label={t("home.previousSlide")}
            className="rounded-full bg-white p-2 shadow ring-1 ring-black/10 hover:text-brand-dark"
          >
            <ChevronDownIcon className="h-5 w-5 rotate-90" />
          </button>
          <ol className="flex items-center gap-1">
            {items.map((_, i) => (
              <li key={i}>
                <button
                  type="button"
                  onClick={() => goTo(i)}
                  aria-label={t("home.goToSlide", { index: i + 1 })}
                  aria-current={i === index ? "true" : undefined}
                  className="flex h-6 w-6 items-center justify-center"
                >
                  <span className={`block h-2.5 rounded-full transition-all ${i === index ? "w-6 bg-brand-dark" : "w-2.5 bg-crust/30"}`} />
                </button>
              </li>
            ))}
          </ol>
          <button
            type="button"
            onClick={() => goTo(index + 1)}
            aria-label={t("home.nextSlide")}
            className="rounded-full bg-white p-2 shadow ring-1 ring-black/10 hover:text-brand-dark"
          >
            <ChevronDownIcon className="h-5 w-5 -rotate-90" />
          </button>
          {!reducedMotion && (
            <button
              type="button"
              onClick={() => setPlaying((p) => !p)}
              aria-label={playing ? t("home.pauseSlides") : t("home.playSlides")}
              aria-pressed={!playing}
              className="ml-2 rounded-full bg-white px-3 py-1.5 text-xs font-bold shadow ring-1 ring-black/10 hover:text-brand-dark"
            >
              {playing ? "❚❚" : "▶"}
            </button>
          )}
        </div>
      )}
    </div>
  );
}
