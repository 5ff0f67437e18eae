import type { CakeRequestStatus } from "../../../../server/domain/custom-cakes/custom-cake-rules.shared.ts";
import { cakeWord } from "../../../../server/domain/custom-cakes/custom-cake-words.shared.ts";
import { shortDay } from "../../../../server/domain/checkout/shop-clock.shared.ts";
import { localizePath } from "../../../i18n/config.ts";
import { formatMoney, formatMomentIn } from "../../../i18n/formatters.ts";
import { useLocale, useT } from "../../../i18n/i18n.tsx";
import type { MessageKey } from "../../../i18n/messages/en.ts";
import type { LoaderData } from "../../../lib/route-data.ts";
import type { customCakesLoader } from "../../../routes/admin/custom-cakes.server.ts";
import { CAKE_FILTERS } from "../../../routes/admin/custom-cakes.shared.ts";

/** A status's colour, the same on the list and the request's page. */
const TONE: Record<CakeRequestStatus, string> = {
  requested: "bg-amber-100 text-amber-900 ring-amber-300",
  quoted: "bg-sky-100 text-sky-900 ring-sky-300",
  accepted: "bg-emerald-100 text-emerald-900 ring-emerald-300",
  declined: "bg-stone-200 text-stone-800 ring-stone-300",
  expired: "bg-stone-200 text-stone-800 ring-stone-300",
};

export function CakeStatusBadge({ status }: { status: CakeRequestStatus }) {
  const locale = useLocale();
  return (
    <span
      className={`inline-block rounded-full px-3 py-0.5 text-sm font-bold ring-1 ${TONE[status]}`}
      data-testid="cake-status"
      data-status={status}
    >
      {cakeWord(locale, "status", status)}
    </span>
  );
}

const FILTER_LABEL: Partial<Record<string, MessageKey>> = { open: "adminCustomCakes.filterOpen", all: "adminCustomCakes.filterAll" };
const LINK =
  "inline-flex min-h-11 items-center rounded-xl px-3 font-bold underline-offset-4 hover:underline aria-[current=page]:bg-brand-dark aria-[current=page]:text-white";
/** From a laptop up a row is a table's row under a header; on a phone and a tablet, a card. */
const ROW = "lg:grid lg:grid-cols-[9rem_7.5rem_minmax(0,1fr)_minmax(0,1.2fr)_8.5rem_9rem] lg:items-center lg:gap-3";

/** The custom cake requests by the day they are for, soonest first; the open ones by default, or all, or one status. */
export function CustomCakesScreen({ loaderData }: { loaderData: LoaderData<typeof customCakesLoader> }) {
  const t = useT();
  const locale = useLocale();
  const { filter, requests, timeZone } = loaderData;
  const base = localizePath("/admin/custom-cakes", locale);
  return (
    <section aria-labelledby="custom-cakes-title" data-testid="admin-custom-cakes-page">
      <h1 id="custom-cakes-title" className="text-3xl font-black">
        {t("adminCustomCakes.title")}
      </h1>
      <p className="mt-2 max-w-3xl text-crust">{t("adminCustomCakes.intro")}</p>
      <nav aria-label={t("adminCustomCakes.filters")} className="mt-4">
        <ul className="flex flex-wrap gap-2" data-testid="admin-custom-cakes-filters">
          {CAKE_FILTERS.map((name) => (
            <li key={name}>
              <a
                href={name === "open" ? base : `${base}?status=${name}`}
                aria-current={filter === name ? "page" : undefined}
                className={`${LINK} ring-1 ring-brand-dark/30`}
              >
                {FILTER_LABEL[name] ? t(FILTER_LABEL[name]!) : cakeWord(locale, "status", name)}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {requests.length === 0 ? (
        <p className="mt-6" data-testid="admin-custom-cakes-empty">
          {t("adminCustomCakes.empty")}
        </p>
      ) : (
        <div className="mt-4">
          <div className={`hidden px-4 pb-1 text-sm font-bold uppercase tracking-wide text-crust ${ROW}`} aria-hidden="true">
            <span>{t("adminCustomCakes.colDate")}</span>
            <span>{t("adminCustomCakes.colCode")}</span>
            <span>{t("adminCustomCakes.colCustomer")}</span>
            <span>{t("adminCustomCakes.colCake")}</span>
            <span>{t("adminCustomCakes.colStatus")}</span>
            <span className="text-right">{t("adminCustomCakes.colPrice")}</span>
          </div>
          <ul className="space-y-2" data-testid="admin-custom-cakes-list">
            {requests.map((r) => (
              <li
                key={r.id}
                className={`relative rounded-2xl border border-black/10 bg-white p-4 shadow-sm hover:border-brand-dark/60 ${ROW}`}
                data-testid="admin-custom-cake-row"
                data-code={r.code}
              >
                <p className="font-black">{shortDay(r.date, locale)}</p>
                <div className="flex items-start justify-between gap-3 lg:block">
                  <a
                    href={localizePath(`/admin/custom-cakes/${r.id}`, locale)}
                    className="font-mono text-base font-black tracking-wide text-brand-dark after:absolute after:inset-0 after:rounded-2xl hover:underline"
                    aria-label={t("adminCustomCakes.open", { code: r.code })}
                  >
                    {r.code}
                  </a>
                  <span className="lg:hidden">
                    <CakeStatusBadge status={r.status} />
                  </span>
                </div>
                <div className="mt-1 min-w-0 lg:mt-0">
                  <p className="font-bold wrap-break-word">{r.full_name}</p>
                  <p className="text-sm text-crust">{cakeWord(locale, "occasion", r.occasion)}</p>
                </div>
                <div className="mt-1 min-w-0 text-sm lg:mt-0">
                  <p className="wrap-break-word">
                    {t("adminCustomCakes.servingsSize", { servings: r.servings, size: cakeWord(locale, "size", r.size) })}
                  </p>
                  {r.photo_count > 0 && <p className="text-crust">{t("adminCustomCakes.photoCount", { count: r.photo_count })}</p>}
                </div>
                <span className="hidden lg:block">
                  <CakeStatusBadge status={r.status} />
                </span>
                <div className="mt-1 flex flex-wrap justify-between gap-x-3 lg:mt-0 lg:block lg:text-right">
                  {r.price_cents === null ? (
                    <span className="text-sm text-crust">{t("adminCustomCakes.notQuoted")}</span>
                  ) : (
                    <span className="font-black">{formatMoney(r.price_cents)}</span>
                  )}
                  {r.status === "quoted" && r.quote_expires_at && (
                    <span className="block text-sm text-crust">
                      {t("adminCustomCakes.expires", { time: formatMomentIn(r.quote_expires_at, timeZone, locale) })}
                    </span>
                  )}
                  {r.order_code && <span className="block font-mono text-sm">{r.order_code}</span>}
                </div>
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
