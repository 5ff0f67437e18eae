import { Component, lazy, Suspense, useEffect, useRef, useState, type ReactNode, type RefObject } from "react";
import { useRouteLoaderData } from "react-router";
import { useT } from "../../i18n/i18n.tsx";
import { isChunkLoadError, reloadAfterChunkError } from "../../browser/chunk-reload.ts";
import { useHydrated } from "../../lib/use-hydrated.ts";
import type { rootLoader } from "../../root.server.ts";
import { ChatIcon } from "./icons.tsx";

// The panel's code (forms, conversation, delivery) loads on the first open, or as the pointer or focus nears.
const loadPanel = () => import("./ChatPanel.tsx");
const ChatPanel = lazy(loadPanel);
const prefetchPanel = () => void loadPanel().catch(() => undefined);

/** A chat that cannot load must not take the page down with it. */
class ChatBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    if (isChunkLoadError(error)) reloadAfterChunkError();
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/** Where the button floats: bottom right, above the phone's taskbar (64 px, below md). */
const PLACE =
  "fixed bottom-[calc(5rem+env(safe-area-inset-bottom))] right-4 z-40 inline-flex h-14 items-center gap-2 rounded-full px-4 md:bottom-6 md:right-6 md:px-5";

/** Anything a customer reads or uses: media, controls, links. Text is found by its own boxes (textUnder). */
const CONTENT = "img,svg,picture,video,canvas,input,textarea,select,button,a,label,[role=button]";

const overlaps = (a: DOMRect, b: DOMRect) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/** Does `el`'s own text (not its children's elements) have a line box within `area`? */
function textUnder(el: Element, area: DOMRect): boolean {
  const range = document.createRange();
  for (const node of el.childNodes) {
    if (node.nodeType !== Node.TEXT_NODE || !node.textContent?.trim()) continue;
    range.selectNodeContents(node);
    for (const box of range.getClientRects()) if (overlaps(box, area)) return true;
  }
  return false;
}

/**
 * Whether anything a customer needs lies under `area` (the button's place): looked up at points over the area, from
 * the topmost element down to the first box with a background of its own (what lies below that is hidden anyway).
 */
export function contentUnder(area: DOMRect, skip: readonly Element[]): boolean {
  for (const fx of [0.1, 0.5, 0.9]) {
    for (const fy of [0.15, 0.5, 0.85]) {
      const x = area.left + area.width * fx;
      const y = area.top + area.height * fy;
      for (const el of document.elementsFromPoint(x, y)) {
        if (skip.some((s) => s.contains(el))) continue;
        if (el === document.body || el === document.documentElement) break;
        if (el.matches(CONTENT) || textUnder(el, area)) return true;
        const style = getComputedStyle(el);
        if (style.backgroundColor !== "rgba(0, 0, 0, 0)" || style.backgroundImage !== "none") break;
      }
    }
  }
  return false;
}

/**
 * Tucks the button to the screen's edge while something a customer needs lies under its place (a note's counter,
 * the cart's subtotal, a card's allergens), and brings it back once its place is clear: checked as the page scrolls,
 * resizes or changes. `probe` is an invisible twin at the button's untucked place, so the place is measured however
 * the button is drawn.
 */
function useTuckedOverContent(probe: RefObject<HTMLElement | null>, skip: RefObject<HTMLElement | null>, active: boolean): boolean {
  const [tucked, setTucked] = useState(false);
  useEffect(() => {
    if (!active) return;
    let frame = 0;
    const check = () => {
      frame = 0;
      const place = probe.current;
      if (!place) return;
      setTucked(contentUnder(place.getBoundingClientRect(), [place, ...(skip.current ? [skip.current] : [])]));
    };
    const soon = () => {
      if (!frame) frame = requestAnimationFrame(check);
    };
    soon();
    window.addEventListener("scroll", soon, { passive: true });
    window.addEventListener("resize", soon);
    const changes = new MutationObserver(soon);
    changes.observe(document.body, {
      childList: true,
      subtree: true,
      characterData: true,
      attributes: true,
      attributeFilter: ["class", "open", "hidden"],
    });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener("scroll", soon);
      window.removeEventListener("resize", soon);
      changes.disconnect();
    };
  }, [probe, skip, active]);
  return tucked;
}

/**
 * The floating chat button, bottom right; on phones it sits above the bottom taskbar (64 px, below md). Nothing a
 * customer needs may sit under it: while something does, it waits at the screen's edge, a sliver in the page's margin
 * that still opens the chat, and comes out on hover or keyboard focus.
 */
export function ChatLauncher() {
  const t = useT();
  // The widget needs JavaScript: without it there is no button.
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const probe = useRef<HTMLSpanElement>(null);
  const tucked = useTuckedOverContent(probe, button, hydrated);
  const shopName = useRouteLoaderData<typeof rootLoader>("root")?.shop?.name ?? t("meta.siteName");

  // On phones the button floats above the taskbar; this strip (the footer's colour, after the footer) lets the
  // end of every page scroll clear of it, so the button never hides content for good.
  const reserve = <div aria-hidden="true" className="h-14 bg-ink print:hidden md:hidden" />;
  if (!hydrated) return reserve;
  const label = (
    <>
      <ChatIcon className="h-6 w-6" />
      <span className="sr-only md:not-sr-only md:font-semibold">{t("chat.open")}</span>
    </>
  );
  return (
    <>
      {reserve}
      <span ref={probe} aria-hidden="true" className={`${PLACE} pointer-events-none invisible print:hidden`}>
        {label}
      </span>
      <button
        ref={button}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={requested ? "chat-panel" : undefined}
        onPointerEnter={prefetchPanel}
        onFocus={prefetchPanel}
        onTouchStart={prefetchPanel}
        onClick={() => {
          setRequested(true);
          setOpen(true);
        }}
        data-testid="chat-launcher"
        data-tucked={tucked || undefined}
        className={
          `${PLACE} bg-brand-dark text-white shadow-lg ring-2 ring-white transition-transform duration-200 hover:bg-crust ` +
          "motion-reduce:transition-none print:hidden " +
          // Tucked: only 12 px at the screen's edge show (the page's margin is 16 px), until hovered or focused.
          (tucked
            ? "translate-x-[calc(100%+4px)] hover:translate-x-0 focus-visible:translate-x-0 md:translate-x-[calc(100%+12px)] md:hover:translate-x-0 md:focus-visible:translate-x-0"
            : "")
        }
      >
        {label}
      </button>
      {requested && (
        <ChatBoundary>
          <Suspense fallback={null}>
            <ChatPanel
              open={open}
              shopName={shopName}
              onClose={() => {
                setOpen(false);
                button.current?.focus();
              }}
            />
          </Suspense>
        </ChatBoundary>
      )}
    </>
  );
}
