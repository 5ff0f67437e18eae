import { Component, lazy, Suspense, useRef, useState, type ReactNode } from "react";
import { useRouteLoaderData } from "react-router";
import { useT } from "../../i18n/i18n.tsx";
import { isChunkLoadError, reloadAfterChunkError } from "../../browser/chunk-reload.ts";
import { useHydrated } from "../../lib/use-hydrated.ts";
import type { loader as rootLoader } from "../../root.tsx";
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

/**
 * The floating chat button, bottom right; on phones it sits above the bottom taskbar (64 px, below md).
 */
export function ChatLauncher() {
  const t = useT();
  // The widget needs JavaScript: without it there is no button.
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const shopName = useRouteLoaderData<typeof rootLoader>("root")?.shop?.name ?? t("meta.siteName");

  // On phones the button floats above the taskbar; this strip (the footer's colour, after the footer) lets the
  // end of every page scroll clear of it, so the button never hides content for good.
  const reserve = <div aria-hidden="true" className="h-14 bg-ink print:hidden md:hidden" />;
  if (!hydrated) return reserve;
  return (
    <>
      {reserve}
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
        className={
          "fixed bottom-[calc(5rem+env(safe-area-inset-bottom))] right-4 z-40 inline-flex h-14 items-center gap-2 rounded-full " +
          "bg-brand-dark px-4 text-white shadow-lg ring-2 ring-white hover:bg-crust print:hidden md:bottom-6 md:right-6 md:px-5"
        }
      >
        <ChatIcon className="h-6 w-6" />
        <span className="sr-only md:not-sr-only md:font-semibold">{t("chat.open")}</span>
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
