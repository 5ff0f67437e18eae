import { Form } from "react-router";
import { FormAlert } from "../../../ui/FormAlert.tsx";
import { ADMIN_BUTTON, ADMIN_BUTTON_QUIET, ADMIN_CARD } from "../admin-ui.ts";
import { useShopTimeZone } from "../../content/news/format.ts";
import { localizePath } from "../../../i18n/config.ts";
import { useLocale, useT } from "../../../i18n/i18n.tsx";
import type { MessageKey } from "../../../i18n/messages/en.ts";
import { Pagination } from "../../../ui/Pagination.tsx";
import { formatMomentIn } from "../../../i18n/formatters.ts";
import { ConfirmForm } from "../../../ui/ConfirmForm.tsx";
import type { inboxLoader, inboxAction } from "../../../routes/admin/inbox.server.ts";
import type { ActionData, LoaderData } from "../../../lib/route-data.ts";

const TAB_LABEL: Record<"messages" | "comments" | "ratings", MessageKey> = {
  messages: "adminInbox.tabMessages",
  comments: "adminInbox.tabComments",
  ratings: "adminInbox.tabRatings",
};
const LINK =
  "inline-flex min-h-11 items-center rounded-xl px-3 font-bold underline-offset-4 hover:underline aria-[current=page]:bg-brand-dark aria-[current=page]:text-white";

/** The inbox's three tabs: contact and chat messages, the news' comments, the ratings; each button a plain form post. */
export function InboxScreen({
  loaderData,
  actionData: refusal,
}: {
  loaderData: LoaderData<typeof inboxLoader>;
  actionData: ActionData<typeof inboxAction>;
}) {
  const t = useT();
  const locale = useLocale();
  const { tab, filters, messages, comments, ratings, done } = loaderData;
  const base = localizePath("/admin/inbox", locale);
  const href = (params: Record<string, string>) => `${base}?${new URLSearchParams(params)}`;
  const timeZone = useShopTimeZone();
  // On the shop's clock: the same on the server and in every browser (no mismatch when the page wakes up).
  const when = { format: (at: Date) => formatMomentIn(at, timeZone, locale) };
  const time = (iso: string) => (
    <time dateTime={iso} suppressHydrationWarning>
      {when.format(new Date(iso))}
    </time>
  );
  const waiting = messages.unhandled.contact + messages.unhandled.chat;
  const versionFields = (intent: string, id: number, version: string) => (
    <>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="expected_updated_at" value={version} />
    </>
  );
  return (
    <section aria-labelledby="inbox-title" data-testid="admin-inbox-page">
      <h1 id="inbox-title" className="text-3xl font-black">
        {t("adminInbox.title")}
      </h1>
      <p className="mt-2 max-w-3xl text-crust">{t("adminInbox.intro")}</p>
      <nav aria-label={t("adminInbox.tabs")} className="mt-4 flex flex-wrap gap-2">
        {(["messages", "comments", "ratings"] as const).map((name) => (
          <a
            key={name}
            href={href({ tab: name })}
            aria-current={tab === name ? "page" : undefined}
            className={LINK}
            data-testid={`inbox-tab-${name}`}
          >
            {t(TAB_LABEL[name])}
            {name === "messages" && waiting > 0 && (
              <span className="ml-2 rounded-full bg-amber-200 px-2 text-sm text-ink">{t("adminInbox.waiting", { count: waiting })}</span>
            )}
          </a>
        ))}
      </nav>
      <div className="mt-4 space-y-3">
        {done && !refusal && <FormAlert message={done} tone="success" />}
        {refusal?.error && <FormAlert message={refusal.error} focusKey={1} />}
      </div>

      {tab === "messages" && (
        <div className="mt-4 space-y-4" data-testid="inbox-messages">
          <div className="flex flex-wrap gap-x-6 gap-y-2">
            <nav aria-label={t("adminInbox.kinds")} className="flex flex-wrap gap-2">
              {(["contact", "chat"] as const).map((kind) => (
                <a
                  key={kind}
                  href={href({ tab, kind, state: filters.state })}
                  aria-current={filters.kind === kind ? "page" : undefined}
                  className={LINK}
                >
                  {t(kind === "contact" ? "adminInbox.kindContact" : "adminInbox.kindChat")} ({messages.unhandled[kind]})
                </a>
              ))}
            </nav>
            <nav aria-label={t("adminInbox.states")} className="flex flex-wrap gap-2">
              {(["all", "unhandled", "handled"] as const).map((state) => (
                <a
                  key={state}
                  href={href({ tab, kind: filters.kind, state })}
                  aria-current={filters.state === state ? "page" : undefined}
                  className={LINK}
                >
                  {t(
                    state === "all"
                      ? "adminInbox.stateAll"
                      : state === "unhandled"
                        ? "adminInbox.stateUnhandled"
                        : "adminInbox.stateHandled",
                  )}
                </a>
              ))}
            </nav>
          </div>
          {messages.messages.length === 0 ? (
            <p>{t("adminInbox.messagesEmpty")}</p>
          ) : (
            <ul className="space-y-3">
              {messages.messages.map((m) => (
                <li
                  key={`${m.kind}-${m.id}`}
                  className={ADMIN_CARD}
                  data-testid="inbox-message"
                  data-id={m.id}
                  data-handled={m.handled_at ? "1" : "0"}
                >
                  <p className="font-bold wrap-break-word">
                    {m.name || t("adminInbox.noName")}
                    {m.email && <span className="ml-2 font-normal wrap-anywhere text-crust">{m.email}</span>}
                  </p>
                  <p className="text-sm text-crust">
                    {time(m.created_at)} ·{" "}
                    {m.handled_at ? (
                      t("adminInbox.handledBy", { name: m.handled_by ?? "", time: when.format(new Date(m.handled_at)) })
                    ) : (
                      <strong className="text-amber-800">{t("adminInbox.notHandled")}</strong>
                    )}
                  </p>
                  <p className="mt-2 line-clamp-4 whitespace-pre-line wrap-anywhere">{m.message}</p>
                  <div className="mt-3 flex flex-wrap gap-2">
                    <a href={localizePath(`/admin/inbox/${m.kind}/${m.id}`, locale)} className={ADMIN_BUTTON}>
                      {t("adminInbox.open")}
                    </a>
                    <Form method="post">
                      {versionFields("handled", m.id, m.updated_at)}
                      <input type="hidden" name="kind" value={m.kind} />
                      <input type="hidden" name="handled" value={m.handled_at ? "0" : "1"} />
                      <button type="submit" className={ADMIN_BUTTON_QUIET}>
                        {t(m.handled_at ? "adminInbox.markUnhandled" : "adminInbox.markHandled")}
                      </button>
                    </Form>
                  </div>
                </li>
              ))}
            </ul>
          )}
          <Pagination
            page={messages.pagination.page}
            pages={messages.pagination.last_page}
            label={t("adminInbox.pages")}
            href={(page) => href({ tab, kind: filters.kind, state: filters.state, page: String(page) })}
          />
        </div>
      )}

      {tab === "comments" && comments && (
        <div className="mt-4 space-y-4" data-testid="inbox-comments">
          <nav aria-label={t("adminInbox.states")} className="flex flex-wrap gap-2">
            {(["all", "published", "hidden"] as const).map((status) => (
              <a key={status} href={href({ tab, status })} aria-current={filters.status === status ? "page" : undefined} className={LINK}>
                {t(
                  status === "all"
                    ? "adminInbox.statusAll"
                    : status === "published"
                      ? "adminInbox.statusPublished"
                      : "adminInbox.statusHidden",
                )}
              </a>
            ))}
          </nav>
          {comments.comments.length === 0 ? (
            <p>{t("adminInbox.commentsEmpty")}</p>
          ) : (
            <ul className="space-y-3">
              {comments.comments.map((c) => (
                <li key={c.id} className={ADMIN_CARD} data-testid="inbox-comment" data-id={c.id} data-status={c.status}>
                  <p className="font-bold wrap-break-word">
                    {c.name}
                    {c.status === "hidden" && (
                      <span className="ml-2 rounded-full bg-black/10 px-2 text-sm">{t("adminInbox.statusHidden")}</span>
                    )}
                  </p>
                  <p className="text-sm text-crust">
                    {t("adminInbox.onPost", { title: c.post_title })} · {time(c.created_at)}
                  </p>
                  <p className="mt-2 whitespace-pre-line wrap-anywhere">{c.content}</p>
                  <div className="mt-3 flex flex-wrap gap-2">
                    <Form method="post">
                      {versionFields(c.status === "hidden" ? "approve" : "hide", c.id, c.updated_at)}
                      <button type="submit" className={ADMIN_BUTTON}>
                        {t(c.status === "hidden" ? "adminInbox.approve" : "adminInbox.hide")}
                      </button>
                    </Form>
                    <ConfirmForm
                      intent="delete-comment"
                      fields={{ id: c.id, expected_updated_at: c.updated_at }}
                      className={ADMIN_BUTTON_QUIET}
                      title={t("adminConfirm.commentTitle", { name: c.name })}
                      body={
                        <p>
                          {t("adminConfirm.commentBody", { name: c.name, post: c.post_title })} {t("adminConfirm.noUndo")}
                        </p>
                      }
                      confirmLabel={t("adminConfirm.commentConfirm", { name: c.name })}
                    >
                      {t("adminInbox.delete")}
                    </ConfirmForm>
                  </div>
                </li>
              ))}
            </ul>
          )}
          <Pagination
            page={comments.pagination.page}
            pages={comments.pagination.last_page}
            label={t("adminInbox.pages")}
            href={(page) => href({ tab, status: filters.status, page: String(page) })}
          />
        </div>
      )}

      {tab === "ratings" && ratings && (
        <div className="mt-4 space-y-4" data-testid="inbox-ratings">
          {ratings.ratings.length === 0 ? (
            <p>{t("adminInbox.ratingsEmpty")}</p>
          ) : (
            <ul className="space-y-3">
              {ratings.ratings.map((r) => (
                <li
                  key={r.id}
                  className={`${ADMIN_CARD} flex flex-wrap items-center justify-between gap-3`}
                  data-testid="inbox-rating"
                  data-id={r.id}
                >
                  <div>
                    <p className="font-bold">
                      <span aria-hidden="true">
                        {"★".repeat(r.rating)}
                        {"☆".repeat(5 - r.rating)}
                      </span>{" "}
                      <span className="sr-only">{t("adminInbox.stars", { count: r.rating })}</span>
                    </p>
                    <p className="text-sm text-crust">
                      {t("adminInbox.onPost", { title: r.post_title })} ·{" "}
                      {t(r.by === "customer" ? "adminInbox.byCustomer" : "adminInbox.byVisitor")} · {time(r.updated_at)}
                    </p>
                  </div>
                  <ConfirmForm
                    intent="delete-rating"
                    fields={{ id: r.id, expected_updated_at: r.updated_at }}
                    className={ADMIN_BUTTON_QUIET}
                    title={t("adminConfirm.ratingTitle", { post: r.post_title })}
                    body={
                      <p>
                        {t("adminConfirm.ratingBody", { count: r.rating })} {t("adminConfirm.noUndo")}
                      </p>
                    }
                    confirmLabel={t("adminConfirm.ratingConfirm")}
                  >
                    {t("adminInbox.delete")}
                  </ConfirmForm>
                </li>
              ))}
            </ul>
          )}
          <Pagination
            page={ratings.pagination.page}
            pages={ratings.pagination.last_page}
            label={t("adminInbox.pages")}
            href={(page) => href({ tab, page: String(page) })}
          />
        </div>
      )}
    </section>
  );
}
