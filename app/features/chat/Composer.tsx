import { useEffect, useRef, useState } from "react";
import { useT } from "../../i18n/i18n.tsx";
import { SendIcon } from "./icons.tsx";

/** Further messages: Enter sends (Shift+Enter for a new line; never while an input method is composing). */
export function Composer({ onSend }: { onSend: (text: string) => void }) {
  const t = useT();
  const [text, setText] = useState("");
  const field = useRef<HTMLTextAreaElement>(null);

  // Appearing after the bot's last line: take focus only if the visitor is not busy elsewhere in the panel.
  useEffect(() => {
    const active = document.activeElement;
    if (!active || active === document.body || active.getAttribute("role") === "log") field.current?.focus();
  }, []);

  const submit = () => {
    const message = text.trim();
    if (!message) return;
    onSend(message);
    setText("");
    field.current?.focus();
  };

  return (
    <form
      className="flex items-end gap-2 border-t border-black/10 bg-white p-3"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <label htmlFor="chat-composer" className="sr-only">
        {t("chat.composerLabel")}
      </label>
      <textarea
        ref={field}
        id="chat-composer"
        rows={1}
        maxLength={2000}
        value={text}
        placeholder={t("chat.composerLabel")}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
            event.preventDefault();
            submit();
          }
        }}
        className="max-h-32 min-h-11 flex-1 resize-none rounded-2xl border border-black/25 bg-white px-3 py-2.5 text-base text-ink placeholder:text-crust/80"
        data-autofocus
      />
      <button type="submit" className="grid h-11 w-11 shrink-0 place-items-center rounded-full bg-brand-dark text-white hover:bg-crust">
        <SendIcon className="h-5 w-5" />
        <span className="sr-only">{t("chat.send")}</span>
      </button>
    </form>
  );
}
