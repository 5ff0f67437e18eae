import { useRef } from "react";
import { useT } from "../../i18n/i18n.tsx";
import { readIntro, type ChatIntro } from "./chat-state.ts";

const FIELD = "mt-1 block w-full rounded-lg border border-black/25 bg-white px-3 py-2 text-base text-ink";

/**
 * Name, phone, e-mail and message; only the message is needed. An empty message shows nothing and the
 * form simply does not submit (the button stays enabled; focus goes to the message).
 */
export function IntroForm({ onStart }: { onStart: (intro: ChatIntro) => void }) {
  const t = useT();
  const message = useRef<HTMLTextAreaElement>(null);
  const optional = <span className="font-normal text-crust"> {t("chat.optional")}</span>;

  return (
    <form
      noValidate
      className="space-y-3 p-4"
      onSubmit={(event) => {
        event.preventDefault();
        const intro = readIntro(new FormData(event.currentTarget));
        if (intro) onStart(intro);
        else message.current?.focus();
      }}
    >
      <p>{t("chat.introLead")}</p>
      <div>
        <label htmlFor="chat-name" className="text-sm font-semibold">
          {t("chat.name")}
          {optional}
        </label>
        <input id="chat-name" name="name" autoComplete="name" maxLength={80} className={FIELD} data-autofocus />
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <div>
          <label htmlFor="chat-phone" className="text-sm font-semibold">
            {t("chat.phone")}
            {optional}
          </label>
          <input id="chat-phone" name="phone" type="tel" autoComplete="tel" maxLength={20} className={FIELD} />
        </div>
        <div>
          <label htmlFor="chat-email" className="text-sm font-semibold">
            {t("chat.email")}
            {optional}
          </label>
          <input id="chat-email" name="email" type="email" inputMode="email" autoComplete="email" maxLength={254} className={FIELD} />
        </div>
      </div>
      <div>
        <label htmlFor="chat-message" className="text-sm font-semibold">
          {t("chat.message")}
        </label>
        <textarea ref={message} id="chat-message" name="message" rows={3} maxLength={2000} className={FIELD} />
      </div>
      <button type="submit" className="w-full rounded-full bg-brand-dark px-5 py-2.5 font-semibold text-white hover:bg-crust">
        {t("chat.start")}
      </button>
    </form>
  );
}
