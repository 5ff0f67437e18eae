import type { ShopInfo } from "../../../../server/domain/content/theme.service.ts";
import { useLocale, useT } from "../../../i18n/i18n.tsx";
import { PhoneIcon, PinIcon } from "../../../shell/icons.tsx";
import { mapsHref, telHref } from "../../../shell/SiteHeader.tsx";
import { dayName, formatTime, WEEK } from "../../../lib/opening-hours.ts";

const MailIcon = ({ className }: { className?: string }) => (
  <svg
    viewBox="0 0 24 24"
    width={24}
    height={24}
    fill="none"
    stroke="currentColor"
    strokeWidth={2}
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
    focusable="false"
    className={className}
  >
    <rect x="2" y="4" width="20" height="16" rx="2" />
    <path d="M22 6l-10 7L2 6" />
  </svg>
);

const CARD = "rounded-2xl bg-white p-5 shadow-sm ring-1 ring-black/5 md:p-6";
const LINK = "font-semibold text-brand-dark underline-offset-2 hover:underline";

/** Address, phone, e-mail and opening hours of the shop, with today's hours first. */
export function ShopDetails({ shop, today }: { shop: ShopInfo; today: number }) {
  const t = useT();
  const locale = useLocale();
  const hoursOf = (day: number) => shop.opening_hours.find((h) => h.day === day);
  const todays = hoursOf(today);

  return (
    <div className="space-y-5">
      <section aria-labelledby="contact-visit" className={CARD}>
        <h2 id="contact-visit" className="text-xl font-bold">
          {t("contact.visitHeading")}
        </h2>
        <address className="mt-4 space-y-4 not-italic">
          <div className="flex gap-3">
            <PinIcon className="mt-0.5 h-5 w-5 shrink-0 text-brand-dark" />
            <p>
              <span className="sr-only">{t("contact.address")}: </span>
              {shop.name}
              <br />
              {shop.address.street}
              <br />
              {shop.address.city}, {shop.address.state} {shop.address.zip}
              <br />
              <a className={LINK} href={mapsHref(shop.address)} target="_blank" rel="noopener noreferrer">
                {t("contact.directions")}
                <span className="sr-only"> {t("contact.newTab")}</span>
              </a>
            </p>
          </div>
          <div className="flex gap-3">
            <PhoneIcon className="mt-0.5 h-5 w-5 shrink-0 text-brand-dark" />
            <p>
              <span className="sr-only">{t("contact.phone")}: </span>
              <a className={`${LINK} text-lg`} href={telHref(shop.phone)}>
                {shop.phone}
              </a>
            </p>
          </div>
          <div className="flex gap-3">
            <MailIcon className="mt-0.5 h-5 w-5 shrink-0 text-brand-dark" />
            <p>
              <span className="sr-only">{t("contact.email")}: </span>
              <a className={`${LINK} break-all`} href={`mailto:${shop.email}`}>
                {shop.email}
              </a>
            </p>
          </div>
        </address>
      </section>

      <section aria-labelledby="contact-hours" className={CARD}>
        <h2 id="contact-hours" className="text-xl font-bold">
          {t("contact.hoursHeading")}
        </h2>
        <p className="mt-2 font-semibold text-crust" data-testid="today-hours">
          {todays
            ? t("contact.openToday", { opens: formatTime(todays.opens, locale), closes: formatTime(todays.closes, locale) })
            : t("contact.closedToday")}
        </p>
        <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-6 gap-y-1.5">
          {WEEK.map((day) => {
            const hours = hoursOf(day);
            const isToday = day === today;
            return (
              <div key={day} className={`contents ${isToday ? "font-bold" : ""}`}>
                <dt className="capitalize">
                  {dayName(day, locale)}
                  {isToday && <span className="sr-only"> ({t("contact.today")})</span>}
                </dt>
                <dd className={hours ? "" : "text-crust"}>
                  {hours ? `${formatTime(hours.opens, locale)} – ${formatTime(hours.closes, locale)}` : t("contact.closed")}
                </dd>
              </div>
            );
          })}
        </dl>
        <p className="mt-4 rounded-xl bg-cream px-4 py-3 text-sm">{t("contact.cakeNote")}</p>
      </section>
    </div>
  );
}
