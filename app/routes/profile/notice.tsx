import { Form } from "react-router";
import { metaLocale } from "../../lib/seo.ts";
import { formatDayTime, useShopTimeZone } from "../../features/content/news/format.ts";
import { ORDER_CARD } from "../../features/orders/OrderDetails.tsx";
import { localizePath } from "../../i18n/config.ts";
import { pluralOf } from "../../i18n/formatters.ts";
import { LocaleLink, translate, useLocale, useT } from "../../i18n/i18n.tsx";
import { Pagination } from "../../ui/Pagination.tsx";
import { submitButtonClass } from "../../ui/SubmitButton.tsx";
import { noticesAction, noticesLoader } from "./notice.server.ts";
import type { Route } from "./+types/notice";

export const loader = noticesLoader;
export const action = noticesAction;

export function meta({ matches }: Route.MetaArgs) {
  const locale = metaLocale(matches);
  return [
    {
      title: `${translate(locale, "profileNotices.title")} · ${translate(locale, "account.profileTitle")} · ${translate(locale, "meta.siteName")}`,
    },
    { name: "robots", content: "noindex" },
  ];
}

const SMALL_BUTTON =
  "inline-flex min-h-11 items-center justify-center rounded-full px-4 py-2 text-sm font-bold text-brand-dark ring-1 ring-brand-dark/40 hover:bg-brand-dark hover:text-white " +
  "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-dark";

export default function ProfileNotices({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const timeZone = useShopTimeZone();
  const { notices, unread, pagination } = loaderData;
  return (
    <section aria-labelledby="notices-title" data-testid="profile-notices">
      <div className="flex flex-wrap items-end justify-between gap-x-4 gap-y-3">
        <div className="min-w-0">
          <h2 id="notices-title" className="text-2xl font-black">
            {t("profileNotices.title")}
          </h2>
          <p className="mt-1 text-crust">{t("profileNotices.intro")}</p>
          <p className="mt-1 font-semibold text-ink" data-testid="notices-unread-count">
            {unread > 0 ? t(`profileNotices.unreadCount.${pluralOf(unread, locale)}`, { count: unread }) : t("profileNotices.allRead")}
          </p>
        </div>
        {unread > 0 && (
          <Form method="post">
            <input type="hidden" name="intent" value="read-all" />
            <button type="submit" className={submitButtonClass("sm", "phone")}>
              {t("profileNotices.markAllRead")}
            </button>
          </Form>
        )}
      </div>
      {notices.length === 0 ? (
        <div className={`${ORDER_CARD} mt-6`} data-testid="notices-empty">
          <p>{t("profileNotices.empty")}</p>
        </div>
      ) : (
        <ul className="mt-6 space-y-4">
          {notices.map((notice) => {
            const isUnread = notice.read_at === null;
            return (
              <li
                key={notice.id}
                className={`${ORDER_CARD} ${isUnread ? "border-l-8 border-brand-dark" : ""}`}
                data-testid="notice"
                data-unread={isUnread ? "true" : "false"}
              >
                <article aria-labelledby={`notice-${notice.id}-title`}>
                  <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
                    <h3
                      id={`notice-${notice.id}-title`}
                      className={`min-w-0 break-words text-lg ${isUnread ? "font-black" : "font-semibold text-crust"}`}
                    >
                      {isUnread && (
                        <span
                          className="mr-2 inline-block rounded-full bg-brand-dark px-2.5 py-0.5 align-middle text-xs font-bold uppercase tracking-wide text-white"
                          data-testid="notice-unread"
                        >
                          {t("profileNotices.unread")}
                          <span className="sr-only">: </span>
                        </span>
                      )}
                      {notice.title}
                    </h3>
                    <p className="text-sm text-crust">
                      <time dateTime={notice.created_at}>
                        {t("profileNotices.received", { date: formatDayTime(notice.created_at, locale, timeZone) })}
                      </time>
                    </p>
                  </div>
                  <p className="mt-2 break-words text-ink">{notice.body}</p>
                  {(notice.order_code || isUnread) && (
                    <div className="mt-3 flex flex-wrap items-center gap-3">
                      {notice.order_code && (
                        <LocaleLink
                          to={`/profile/orders/${notice.order_code}`}
                          className="font-mono font-bold tracking-wider text-brand-dark underline underline-offset-4 hover:text-crust"
                          data-testid="notice-order"
                        >
                          {t("profileNotices.openOrder", { code: notice.order_code })}
                        </LocaleLink>
                      )}
                      {isUnread && (
                        <Form method="post" className="ml-auto">
                          <input type="hidden" name="intent" value="read" />
                          <input type="hidden" name="id" value={notice.id} />
                          <button type="submit" className={SMALL_BUTTON}>
                            {t("profileNotices.markRead")}
                            <span className="sr-only">: {notice.title}</span>
                          </button>
                        </Form>
                      )}
                    </div>
                  )}
                </article>
              </li>
            );
          })}
        </ul>
      )}
      <Pagination
        page={pagination.page}
        pages={pagination.last_page}
        label={t("profileNotices.pages")}
        href={(n) => `${localizePath("/profile/notice", locale)}${n > 1 ? `?page=${n}` : ""}`}
      />
    </section>
  );
}
