import { metaLocale } from "../../lib/seo.ts";
import { formatMoney, formatNumber, pluralOf } from "../../i18n/formatters.ts";
import { LocaleLink, translate, useLocale, useT } from "../../i18n/i18n.tsx";
import { statusWord, statusWordKey } from "../../../server/domain/orders/status-words.shared.ts";
import type { MessageKey } from "../../i18n/messages/en.ts";
import { clockTime, longDay, shortDay } from "../../../server/domain/checkout/shop-clock.shared.ts";
import { overviewLoader } from "./overview.server.ts";
import type { Route } from "./+types/overview";
import { formatPhone } from "../../../server/i18n/phone.shared.ts";

export const loader = overviewLoader;

export function meta({ matches }: Route.MetaArgs) {
  const locale = metaLocale(matches);
  return [
    {
      title: `${translate(locale, "account.nav.overview")} · ${translate(locale, "account.profileTitle")} · ${translate(locale, "meta.siteName")}`,
    },
    { name: "description", content: translate(locale, "account.profileDescription") },
    { name: "robots", content: "noindex" },
  ];
}

const LEVELS: Record<string, MessageKey> = {
  member: "account.level.member",
  silver: "account.level.silver",
  gold: "account.level.gold",
};

const CARD = "rounded-2xl bg-white p-5 shadow-sm ring-1 ring-black/5 md:p-6";
const LINK = "font-bold text-brand-dark underline underline-offset-4 hover:text-crust";

export default function ProfileOverview({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const numbers = (n: number) => formatNumber(n, locale);
  const levelName = (level: string) => {
    const key = LEVELS[level.toLowerCase()];
    return key ? t(key) : level;
  };
  const { latestOrder: order, next, unreadNotices } = loaderData;
  const birthday =
    loaderData.birthday && /^\d{4}-\d{2}-\d{2}$/.test(loaderData.birthday) ? longDay(loaderData.birthday, locale) : loaderData.birthday;
  const rows: [string, string, string][] = [
    ["name", t("account.name"), loaderData.name],
    ["email", t("account.email"), loaderData.email ?? t("account.notGiven")],
    ["phone", t("account.phone"), loaderData.phone ? formatPhone(loaderData.phone) : t("account.notGiven")],
    ["birthday", t("overview.birthday"), birthday || t("account.notGiven")],
    ["points", t("account.points"), numbers(loaderData.points)],
    ["level", t("account.membership"), levelName(loaderData.level)],
  ];
  return (
    <div className="space-y-6">
      <section aria-labelledby="overview-title" className={CARD}>
        <h2 id="overview-title" className="text-2xl font-bold">
          {t("account.nav.overview")}
        </h2>
        <dl className="mt-4 divide-y divide-black/10">
          {rows.map(([key, label, value]) => (
            <div key={key} className="grid gap-1 py-3 sm:grid-cols-3" data-testid={`profile-${key}`}>
              <dt className="font-semibold text-crust">{label}</dt>
              <dd className="min-w-0 wrap-anywhere sm:col-span-2">
                {value}
                {key === "level" && (
                  <span className="mt-1 block text-sm text-crust" data-testid="profile-next-level">
                    {next
                      ? t("overview.nextLevel", { points: numbers(next.points_needed), level: levelName(next.level) })
                      : t("overview.topLevel")}
                  </span>
                )}
              </dd>
            </div>
          ))}
        </dl>
      </section>
      <div className="grid gap-6 lg:grid-cols-2">
        <section aria-labelledby="latest-order-title" className={CARD} data-testid="profile-latest-order">
          <h2 id="latest-order-title" className="text-xl font-bold">
            {t("overview.latestOrder")}
          </h2>
          {order ? (
            <div className="mt-3 space-y-1">
              <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
                <LocaleLink
                  to={`/profile/orders/${order.code}`}
                  className={`font-mono tracking-wider ${LINK}`}
                  aria-label={t("profileOrders.open", { code: order.code })}
                >
                  {order.code}
                </LocaleLink>
                <span
                  className="rounded-full bg-cream px-3 py-0.5 text-sm font-bold ring-1 ring-black/10"
                  data-testid="profile-latest-order-status"
                >
                  {t(statusWordKey(statusWord(order.status, order.fulfilment)))}
                </span>
              </div>
              <p className="font-semibold text-ink">
                {t(order.fulfilment === "delivery" ? "profileOrders.delivery" : "profileOrders.pickup", {
                  date: shortDay(order.slot.date, locale),
                  start: clockTime(order.slot.start, locale),
                })}
              </p>
              <p className="font-black text-ink">{t("overview.total", { total: formatMoney(order.total_cents) })}</p>
              <p className="pt-2">
                <LocaleLink to="/profile/orders" className={LINK}>
                  {t("overview.allOrders")}
                </LocaleLink>
              </p>
            </div>
          ) : (
            <p className="mt-3" data-testid="profile-no-orders">
              {t("overview.noOrders")}
            </p>
          )}
        </section>
        <section aria-labelledby="overview-notices-title" className={CARD} data-testid="profile-notices-summary">
          <h2 id="overview-notices-title" className="text-xl font-bold">
            {t("overview.notices")}
          </h2>
          <p className="mt-3">
            <LocaleLink to="/profile/notice" className={LINK} data-testid="profile-unread-notices">
              {unreadNotices > 0
                ? t(`profileNotices.unreadCount.${pluralOf(unreadNotices, locale)}`, { count: numbers(unreadNotices) })
                : t("overview.noUnread")}
            </LocaleLink>
          </p>
        </section>
      </div>
    </div>
  );
}
