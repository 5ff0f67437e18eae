import { useActionData, useFetcher, useLocation } from "react-router";
import type { CampaignView } from "../../../server/domain/campaigns/campaigns.service.ts";
import { useLocale, useT } from "../../i18n/i18n.tsx";
import { formatMomentIn } from "../../i18n/formatters.ts";
import { SubmitButton } from "../../ui/SubmitButton.tsx";
import { Breadcrumbs } from "../catalog/Breadcrumbs.tsx";
import { ProductCard } from "../catalog/ProductCard.tsx";
import { depositWords, pickupDayWords, pickupHoursWords, windowWords } from "./campaign-words.ts";
import type { WaitlistAnswer } from "./campaign-types.ts";

const INPUT =
  "mt-1 block w-full rounded-xl border border-black/20 bg-white px-3 py-2.5 text-base text-ink shadow-inner aria-[invalid=true]:border-red-700 aria-[invalid=true]:ring-1 aria-[invalid=true]:ring-red-700";

/** The page's text: paragraphs separated by blank lines, a single line break kept. */
function Paragraphs({ text }: { text: string }) {
  const paragraphs = text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
  return (
    <div className="space-y-4 text-lg leading-relaxed text-ink/90">
      {paragraphs.map((p, i) => (
        <p key={i} className="whitespace-pre-line">
          {p}
        </p>
      ))}
    </div>
  );
}

/** A full day's form: an e-mail to be told when a place frees. Posts to the page's action, with or without JavaScript. */
function WaitlistForm({ date, dayWords }: { date: string; dayWords: string }) {
  const t = useT();
  const { pathname } = useLocation();
  const fetcher = useFetcher<WaitlistAnswer>({ key: `waitlist-${date}` });
  const actionData = useActionData<WaitlistAnswer | { kind: string }>();
  const fromPage =
    actionData && "date" in actionData && actionData.kind === "waitlist" && actionData.date === date ? actionData : undefined;
  const result = fetcher.data ?? fromPage;
  const error = result && !result.ok ? (result.errors.email?.[0] ?? result.message) : undefined;
  const id = `waitlist-${date}`;
  return (
    <fetcher.Form
      method="post"
      action={`${pathname}#day-${date}`}
      preventScrollReset
      noValidate
      className="mt-3"
      aria-labelledby={`${id}-legend`}
    >
      <input type="hidden" name="intent" value="waitlist" />
      <input type="hidden" name="date" value={date} />
      <p id={`${id}-legend`} className="font-semibold text-ink">
        {t("campaigns.waitlist.legend", { date: dayWords })}
      </p>
      {result?.ok ? (
        <p role="status" className="mt-2 rounded-xl bg-green-50 p-3 font-semibold text-green-800">
          {result.message}
        </p>
      ) : (
        <div className="mt-2 flex flex-col gap-2 sm:flex-row sm:items-end">
          <label htmlFor={`${id}-email`} className="flex-1 text-sm font-semibold text-ink">
            {t("campaigns.waitlist.email")}
            <input
              id={`${id}-email`}
              name="email"
              type="email"
              autoComplete="email"
              required
              maxLength={254}
              defaultValue={result?.email}
              aria-invalid={error ? true : undefined}
              aria-describedby={[error ? `${id}-error` : "", `${id}-hint`].filter(Boolean).join(" ")}
              className={INPUT}
            />
          </label>
          <SubmitButton size="sm" pending={fetcher.state === "submitting"}>
            {t("campaigns.waitlist.submit")}
          </SubmitButton>
        </div>
      )}
      {error && (
        <p id={`${id}-error`} role="alert" className="mt-2 font-semibold text-red-700">
          {error}
        </p>
      )}
      {!result?.ok && (
        <p id={`${id}-hint`} className="mt-1 text-sm text-crust">
          {t("campaigns.waitlist.hint")}
        </p>
      )}
    </fetcher.Form>
  );
}

/**
 * A seasonal pre-order's page (/tet, /vi/trung-thu): its text, where its order window stands, its pickup days with
 * what is left (a full one offers its waitlist), its deposit and cancellation rule, and its products. `now` is the
 * render's instant (the loader's), so the window's words are the same on the server and in the browser.
 */
export function CampaignPage({ campaign, now }: { campaign: CampaignView; now: string }) {
  const t = useT();
  const locale = useLocale();
  const at = new Date(now);
  const windowText = windowWords(campaign, at, campaign.time_zone, locale);
  const open = campaign.state === "open";
  return (
    <div className="mx-auto max-w-6xl px-4 pb-16 pt-6">
      <Breadcrumbs
        crumbs={[
          { name: t("catalog.home"), path: "/" },
          { name: campaign.name, path: `/${campaign.slug}` },
        ]}
      />
      <article className="mt-6">
        <header className="max-w-3xl">
          <p className="text-sm font-bold uppercase tracking-wider text-brand-dark">{t("campaigns.seasonal")}</p>
          <h1 className="mt-1 text-3xl font-black leading-tight text-ink md:text-5xl">{campaign.name}</h1>
          {campaign.banner && <p className="mt-4 text-xl text-crust">{campaign.banner}</p>}
          <p
            data-testid="campaign-window"
            className={`mt-5 inline-block rounded-2xl px-4 py-3 text-lg font-bold ${open ? "bg-brand-dark text-white" : "bg-white text-ink ring-1 ring-black/10"}`}
          >
            {windowText}
          </p>
        </header>

        {campaign.body && (
          <div className="mt-8 max-w-3xl">
            <Paragraphs text={campaign.body} />
          </div>
        )}

        <div className="mt-10 grid gap-8 lg:grid-cols-2">
          <section aria-labelledby="campaign-days" className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-black/5 md:p-6">
            <h2 id="campaign-days" className="text-2xl font-black">
              {t("campaigns.pickupDays")}
            </h2>
            {open && <p className="mt-1 text-crust">{t("campaigns.pickupDaysIntro")}</p>}
            <ul className="mt-4 divide-y divide-black/10" data-testid="pickup-days">
              {campaign.pickup_days.map((day) => {
                const dayWords = pickupDayWords(day.date, locale);
                return (
                  <li key={day.date} id={`day-${day.date}`} className="scroll-mt-24 py-3">
                    <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
                      <p>
                        <span className="font-bold text-ink">{dayWords}</span>{" "}
                        <span className="whitespace-nowrap text-crust">{pickupHoursWords(day.start, day.end, locale)}</span>
                      </p>
                      <p className={`whitespace-nowrap font-semibold ${day.full ? "text-red-700" : "text-green-800"}`}>
                        {day.full ? t("campaigns.full") : t("campaigns.left", { count: day.remaining_units })}
                      </p>
                    </div>
                    {day.full && campaign.state !== "closed" && <WaitlistForm date={day.date} dayWords={dayWords} />}
                  </li>
                );
              })}
            </ul>
            <p className="mt-3 text-sm text-crust">{t("campaigns.leftAsOf", { time: formatMomentIn(at, campaign.time_zone, locale) })}</p>
          </section>

          <section aria-labelledby="campaign-deposit" className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-black/5 md:p-6">
            <h2 id="campaign-deposit" className="text-2xl font-black">
              {t("campaigns.depositTitle")}
            </h2>
            <p className="mt-3 text-lg" data-testid="campaign-deposit">
              {depositWords(campaign.deposit, campaign.cancel_until_days, locale)}
            </p>
          </section>
        </div>

        {campaign.products.length > 0 && (
          <section aria-labelledby="campaign-products" className="mt-12">
            <h2 id="campaign-products" className="text-2xl font-black">
              {t("campaigns.products")}
            </h2>
            {open && <p className="mt-1 text-crust">{t("campaigns.howTo")}</p>}
            <ul className="mt-4 grid grid-cols-2 gap-4 md:grid-cols-4">
              {campaign.products.map((product) => (
                <li key={product.id} className="flex flex-col gap-1">
                  <ProductCard product={product} />
                  {product.per_customer_limit !== null && (
                    <p className="px-1 text-sm text-crust">{t("campaigns.perCustomer", { count: product.per_customer_limit })}</p>
                  )}
                </li>
              ))}
            </ul>
          </section>
        )}
      </article>
    </div>
  );
}
