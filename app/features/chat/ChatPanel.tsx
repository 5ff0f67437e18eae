import { useEffect, useRef, type KeyboardEvent } from "react";
import { useLocale, useT } from "../../i18n/i18n.tsx";
import { CloseIcon } from "../../shell/icons.tsx";
import { ChatView } from "./ChatView.tsx";
import { IntroForm } from "./IntroForm.tsx";
import { useChat } from "./useChat.ts";

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), textarea:not([disabled]), select:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Tab and Shift+Tab wrap around inside the panel (a native modal dialog would let focus out to the browser's
 * own controls). Focus may also sit on something that is not a tab stop, such as the conversation log.
 */
function keepTabInside(event: KeyboardEvent<HTMLDialogElement>) {
  if (event.key !== "Tab") return;
  const items = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.getClientRects().length > 0);
  const active = document.activeElement;
  if (!items.length || !active) return;
  const direction = event.shiftKey ? Node.DOCUMENT_POSITION_PRECEDING : Node.DOCUMENT_POSITION_FOLLOWING;
  const atTheEnd = !items.some((el) => active.compareDocumentPosition(el) & direction);
  const target = event.shiftKey ? items.at(-1) : items[0];
  if (atTheEnd && target) {
    event.preventDefault();
    target.focus();
  }
}

/**
 * The chat panel: a modal dialog (labelled, focus moves in and stays in, Escape or a click outside closes it;
 * the launcher takes the focus back). Loaded on demand, and kept mounted once opened so the conversation and
 * the bot's timers carry on while it is closed.
 */
export default function ChatPanel({ open, shopName, onClose }: { open: boolean; shopName: string; onClose: () => void }) {
  const t = useT();
  const locale = useLocale();
  const chat = useChat(locale);
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      element.showModal();
      element.querySelector<HTMLElement>("[data-autofocus]")?.focus();
    }
    if (!open && element.open) element.close();
  }, [open]);

  return (
    <dialog
      ref={dialog}
      id="chat-panel"
      aria-modal="true"
      aria-labelledby="chat-title"
      onClose={onClose}
      onKeyDown={keepTabInside}
      onClick={(event) => {
        if (event.target === dialog.current) onClose();
      }}
      className={
        "inset-auto bottom-2 right-2 m-0 h-[min(36rem,calc(100dvh-1rem))] max-h-none w-[calc(100vw-1rem)] max-w-none " +
        "overflow-hidden rounded-2xl bg-white p-0 text-ink shadow-2xl backdrop:bg-black/30 " +
        "md:bottom-6 md:right-6 md:h-[min(38rem,calc(100dvh-3rem))] md:w-96 " +
        "motion-safe:transition-[opacity,translate] motion-safe:duration-200 motion-safe:starting:translate-y-4 motion-safe:starting:opacity-0"
      }
    >
      <div className="flex h-full flex-col">
        <div className="flex items-center justify-between gap-3 bg-crust px-4 py-3 text-white">
          <h2 id="chat-title" className="text-lg font-bold leading-tight">
            {t("chat.title", { shop: shopName })}
          </h2>
          <button type="button" className="shrink-0 rounded-full p-1.5 hover:bg-white/15" aria-label={t("chat.close")} onClick={onClose}>
            <CloseIcon className="h-6 w-6" />
          </button>
        </div>
        {chat.state.stage === "intro" ? (
          <div className="min-h-0 flex-1 overflow-y-auto">
            <IntroForm onStart={chat.start} />
          </div>
        ) : (
          <ChatView state={chat.state} shopName={shopName} onSend={chat.send} onRetry={chat.retry} />
        )}
      </div>
    </dialog>
  );
}
