import { useEffect, useRef } from "react";
import { useT } from "../../i18n/i18n.tsx";
import { isTyping, type ChatMessage, type ChatState } from "./chat-state.ts";
import { Composer } from "./Composer.tsx";

function TypingIndicator({ shopName }: { shopName: string }) {
  const t = useT();
  return (
    <div role="status" data-testid="chat-typing" className="flex px-4 pb-2">
      <span className="sr-only">{t("chat.typing", { shop: shopName })}</span>
      <span aria-hidden="true" className="inline-flex items-center gap-1 rounded-2xl rounded-bl-sm bg-cream px-3.5 py-3">
        {[0, 160, 320].map((delay) => (
          <span
            key={delay}
            className="h-2 w-2 rounded-full bg-crust/70 motion-safe:animate-bounce"
            style={{ animationDelay: `${delay}ms` }}
          />
        ))}
      </span>
    </div>
  );
}

function Bubble({
  message,
  shopName,
  state,
  onRetry,
}: {
  message: ChatMessage;
  shopName: string;
  state: ChatState;
  onRetry: (id: string) => void;
}) {
  const t = useT();
  if (message.from === "bot") {
    const text =
      message.line === "greeting"
        ? state.contact.name
          ? t("chat.greetingNamed", { name: state.contact.name, shop: shopName })
          : t("chat.greeting", { shop: shopName })
        : state.contact.phone || state.contact.email
          ? t("chat.followUp")
          : t("chat.followUpNoContact");
    return (
      <li className="flex" data-from="bot">
        <p className="max-w-[85%] rounded-2xl rounded-bl-sm bg-cream px-3.5 py-2.5">
          <span className="sr-only">{t("chat.botSays", { shop: shopName })} </span>
          {text}
        </p>
      </li>
    );
  }
  return (
    <li className="flex flex-col items-end" data-from="visitor" data-delivery={message.delivery}>
      <p className="max-w-[85%] whitespace-pre-wrap break-words rounded-2xl rounded-br-sm bg-brand-dark px-3.5 py-2.5 text-white">
        <span className="sr-only">{t("chat.you")} </span>
        {message.text}
      </p>
      {message.delivery === "failed" && (
        <p className="mt-1 text-xs text-crust">
          {t("chat.notDelivered")}{" "}
          <button type="button" className="font-semibold text-brand-dark underline underline-offset-2" onClick={() => onRetry(message.id)}>
            {t("chat.retry")}
          </button>
        </p>
      )}
    </li>
  );
}

/** The transcript (a polite live log, so new lines are read out), the bot's typing, then the composer. */
export function ChatView({
  state,
  shopName,
  onSend,
  onRetry,
}: {
  state: ChatState;
  shopName: string;
  onSend: (text: string) => void;
  onRetry: (id: string) => void;
}) {
  const t = useT();
  const scroller = useRef<HTMLDivElement>(null);
  const log = useRef<HTMLDivElement>(null);
  const typing = isTyping(state.stage);
  const composing = state.stage === "open";

  // The intro form has just gone away with the focus in it: keep focus in the panel, on the conversation.
  useEffect(() => {
    const active = document.activeElement;
    if (!active || active === document.body) log.current?.focus();
  }, []);

  useEffect(() => {
    const element = scroller.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [state.messages.length, typing]);

  return (
    <>
      <div ref={scroller} className="min-h-0 flex-1 overflow-y-auto py-3">
        <div
          ref={log}
          role="log"
          aria-live="polite"
          aria-label={t("chat.transcript", { shop: shopName })}
          tabIndex={-1}
          className="px-4 pb-2 focus:outline-none"
          {...(composing ? {} : { "data-autofocus": true })}
        >
          <ol className="space-y-2.5">
            {state.messages.map((message) => (
              <Bubble key={message.id} message={message} shopName={shopName} state={state} onRetry={onRetry} />
            ))}
          </ol>
        </div>
        {typing && <TypingIndicator shopName={shopName} />}
      </div>
      {composing && <Composer onSend={onSend} />}
    </>
  );
}
