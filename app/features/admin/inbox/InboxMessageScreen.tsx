import { Form, useNavigation } from "react-router";
import { FormAlert } from "../../../ui/FormAlert.tsx";
import { ADMIN_BUTTON, ADMIN_BUTTON_QUIET, ADMIN_CARD, ADMIN_INPUT, ADMIN_LABEL } from "../admin-ui.ts";
import { useShopTimeZone } from "../../content/news/format.ts";
import { localizePath } from "../../../i18n/config.ts";
import { useLocale, useT } from "../../../i18n/i18n.tsx";
import { formatPhone, telOf } from "../../../../server/i18n/phone.shared.ts";
import { formatMomentIn } from "../../../i18n/formatters.ts";
import type { inboxMessageLoader, inboxMessageAction } from "../../../routes/admin/inbox.server.ts";
import type { ActionData, LoaderData } from "../../../lib/route-data.ts";

/** One contact or chat message, the replies already sent, and the reply form. */
export function InboxMessageScreen({
  loaderData,
  actionData: answer,
}: {
  loaderData: LoaderData<typeof inboxMessageLoader>;
  actionData: ActionData<typeof inboxMessageAction>;
}) {
  const t = useT();
  const locale = useLocale();
  const busy = useNavigation().state === "submitting";
  const { message, replies, done, replyMax } = loaderData;
  const timeZone = useShopTimeZone();
  // On the shop's clock: the same on the server and in every browser (no mismatch when the page wakes up).
  const when = { format: (at: Date) => formatMomentIn(at, timeZone, locale) };
  const time = (iso: string) => (
    <time dateTime={iso} suppressHydrationWarning>
      {when.format(new Date(iso))}
    </time>
  );
  const language = t(message.locale === "vi" ? "adminInbox.langVi" : "adminInbox.langEn");
  const name = message.name || t("adminInbox.noName");
  const replyAnswer = answer?.intent === "reply" ? answer : undefined;
  return (
    <article aria-labelledby="message-title" data-testid="admin-inbox-message" data-kind={message.kind} data-id={message.id}>
      <a
        href={`${localizePath("/admin/inbox", locale)}?${new URLSearchParams({ tab: "messages", kind: message.kind })}`}
        className="inline-flex min-h-11 items-center font-bold underline underline-offset-4"
      >
        ← {t("adminInbox.back")}
      </a>
      <h1 id="message-title" className="mt-2 text-2xl font-black wrap-break-word sm:text-3xl">
        {t("adminInbox.messageTitle", { name })}
      </h1>
      <div className="mt-3 space-y-3">
        {done && !answer && <FormAlert message={done} tone="success" />}
        {answer?.error && answer.intent !== "reply" && <FormAlert message={answer.error} focusKey={1} />}
      </div>

      <section className={`${ADMIN_CARD} mt-4`} data-testid="inbox-message-body">
        <p className="flex flex-wrap gap-x-4 gap-y-1">
          {message.email && (
            <a
              href={`mailto:${message.email}`}
              className="inline-flex min-h-11 items-center font-semibold wrap-anywhere underline underline-offset-4"
            >
              {message.email}
            </a>
          )}
          {message.phone && (
            <a href={telOf(message.phone)} className="inline-flex min-h-11 items-center font-semibold underline underline-offset-4">
              {formatPhone(message.phone)}
            </a>
          )}
        </p>
        <p className="text-sm text-crust">
          {t("adminInbox.received", { time: when.format(new Date(message.created_at)) })} · {t("adminInbox.language", { language })}
          {message.conversation && <> · {t("adminInbox.conversation", { id: message.conversation })}</>}
        </p>
        <p className="mt-3 whitespace-pre-line wrap-anywhere">{message.message}</p>
        <div className="mt-3 flex flex-wrap items-center gap-3">
          <p className="text-sm font-semibold" data-testid="inbox-message-state">
            {message.handled_at
              ? t("adminInbox.handledBy", { name: message.handled_by ?? "", time: when.format(new Date(message.handled_at)) })
              : t("adminInbox.notHandled")}
          </p>
          <Form method="post">
            <input type="hidden" name="intent" value="handled" />
            <input type="hidden" name="handled" value={message.handled_at ? "0" : "1"} />
            <input type="hidden" name="expected_updated_at" value={message.updated_at} />
            <button type="submit" className={ADMIN_BUTTON_QUIET}>
              {t(message.handled_at ? "adminInbox.markUnhandled" : "adminInbox.markHandled")}
            </button>
          </Form>
        </div>
      </section>

      <section className={`${ADMIN_CARD} mt-4`} aria-labelledby="replies-title" data-testid="inbox-replies">
        <h2 id="replies-title" className="text-xl font-black">
          {t("adminInbox.replies")}
        </h2>
        {replies.length === 0 ? (
          <p className="mt-2">{t("adminInbox.repliesEmpty")}</p>
        ) : (
          <ol className="mt-2 space-y-3">
            {replies.map((reply) => (
              <li key={reply.id} className="rounded-xl bg-cream p-3" data-testid="inbox-reply">
                <p className="text-sm font-semibold text-crust">
                  {t("adminInbox.repliedBy", { name: reply.staff_name, email: reply.to_email })} · {time(reply.created_at)}
                </p>
                <p className="mt-1 whitespace-pre-line wrap-anywhere">{reply.body}</p>
              </li>
            ))}
          </ol>
        )}
      </section>

      <section className={`${ADMIN_CARD} mt-4`} aria-labelledby="reply-title">
        <h2 id="reply-title" className="text-xl font-black">
          {t("adminInbox.replyTitle")}
        </h2>
        {message.email ? (
          <Form method="post" className="mt-2 space-y-3" data-testid="inbox-reply-form">
            <p className="text-sm text-crust">{t("adminInbox.replyHint", { email: message.email, language })}</p>
            {replyAnswer?.error && <FormAlert message={replyAnswer.error} focusKey={1} />}
            <input type="hidden" name="intent" value="reply" />
            <input type="hidden" name="expected_updated_at" value={message.updated_at} />
            <label className={ADMIN_LABEL}>
              {t("adminInbox.replyLabel")}
              <textarea
                name="body"
                rows={6}
                maxLength={replyMax}
                required
                defaultValue={replyAnswer?.body ?? ""}
                className={ADMIN_INPUT}
                aria-invalid={replyAnswer?.error ? true : undefined}
              />
            </label>
            <button type="submit" className={ADMIN_BUTTON} disabled={busy}>
              {t("adminInbox.send")}
            </button>
          </Form>
        ) : (
          <p className="mt-2">{t("adminInbox.noEmail")}</p>
        )}
      </section>
    </article>
  );
}
