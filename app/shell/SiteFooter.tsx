import { LocaleLink, useLocale, useT } from "../i18n/i18n.tsx";
import { menuLink } from "../lib/menu.ts";
import { dayName, formatTime, WEEK } from "../lib/opening-hours.ts";
import { telHref } from "./SiteHeader.tsx";
import type { FooterState } from "./shell-state.ts";

export function SiteFooter({ footer }: { footer: FooterState }) {
  const t = useT();
  const locale = useLocale();
  const data = footer.data;

  return (
    <footer className="mt-16 bg-ink pb-24 text-cream md:pb-0">
      {footer.error && (
        <p role="alert" data-testid="footer-error" className="mx-auto max-w-6xl px-4 pt-8 text-amber-200">
          {footer.error}
        </p>
      )}
      {!data && !footer.error && footer.loading && <p className="mx-auto max-w-6xl px-4 py-8">{t("footer.loading")}</p>}
      {data && (
        <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
          <section aria-labelledby="footer-shop">
            <h2 id="footer-shop" className="text-xl font-black text-white">
              {data.shop_name}
            </h2>
            {data.about && <p className="mt-3 text-sm leading-relaxed text-cream/85">{data.about}</p>}
          </section>
          <section aria-labelledby="footer-contact">
            <h2 id="footer-contact" className="font-bold text-white">
              {t("footer.contact")}
            </h2>
            <address className="mt-3 space-y-1 text-sm not-italic text-cream/85">
              {data.address && (
                <p>
                  {data.address.street}
                  <br />
                  {data.address.city}, {data.address.state} {data.address.zip}
                </p>
              )}
              {data.phone && (
                <p>
                  <a className="underline-offset-2 hover:underline" href={telHref(data.phone)}>
                    {data.phone}
                  </a>
                </p>
              )}
              {data.email && (
                <p>
                  <a className="underline-offset-2 hover:underline" href={`mailto:${data.email}`}>
                    {data.email}
                  </a>
                </p>
              )}
            </address>
            <p className="mt-3 text-sm">
              <LocaleLink
                to="/delivery"
                className="font-semibold text-cream underline underline-offset-2 hover:text-white"
                data-testid="footer-delivery"
              >
                {t("footer.delivery")}
              </LocaleLink>
            </p>
            <p className="mt-2 text-sm">
              <LocaleLink
                to="/custom-cakes"
                className="font-semibold text-cream underline underline-offset-2 hover:text-white"
                data-testid="footer-custom-cakes"
              >
                {t("footer.customCakes")}
              </LocaleLink>
            </p>
          </section>
          <section aria-labelledby="footer-hours">
            <h2 id="footer-hours" className="font-bold text-white">
              {data.opening_hours_label ?? t("footer.hours")}
            </h2>
            <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm text-cream/85">
              {WEEK.map((day) => {
                const hours = data.opening_hours?.find((h) => h.day === day);
                return (
                  <div key={day} className="contents">
                    <dt className="capitalize">{dayName(day, locale)}</dt>
                    <dd>{hours ? `${formatTime(hours.opens, locale)} – ${formatTime(hours.closes, locale)}` : t("footer.closed")}</dd>
                  </div>
                );
              })}
            </dl>
          </section>
          <nav aria-label={t("footer.links")} className="space-y-6 text-sm">
            {data.columns?.map((column) => (
              <div key={column.title}>
                <h2 className="font-bold text-white">{column.title}</h2>
                <ul className="mt-2 space-y-1">
                  {column.links.map((link) => {
                    const target = menuLink({ url: link.url, target: null });
                    return (
                      <li key={link.url + link.label}>
                        {target.kind === "internal" ? (
                          <LocaleLink to={target.to} className="text-cream/85 hover:text-white hover:underline">
                            {link.label}
                          </LocaleLink>
                        ) : target.kind === "external" ? (
                          <a
                            href={target.href}
                            target="_blank"
                            rel="noopener noreferrer"
                            className="text-cream/85 hover:text-white hover:underline"
                          >
                            {link.label}
                          </a>
                        ) : (
                          <span className="text-cream/60">{link.label}</span>
                        )}
                      </li>
                    );
                  })}
                </ul>
              </div>
            ))}
            {data.socials && data.socials.length > 0 && (
              <div>
                <h2 className="font-bold text-white">{t("footer.follow")}</h2>
                <ul className="mt-2 flex gap-3">
                  {data.socials.map((social) => (
                    <li key={social.network}>
                      <a
                        href={social.url}
                        target="_blank"
                        rel="noopener noreferrer"
                        className="capitalize text-cream/85 hover:text-white hover:underline"
                      >
                        {social.network}
                      </a>
                    </li>
                  ))}
                </ul>
              </div>
            )}
          </nav>
        </div>
      )}
      {data?.copyright && (
        <p className="border-t border-white/10 px-4 py-5 text-center text-xs text-cream/75">
          {data.copyright.replace("©", `© ${new Date().getFullYear()}`)}
        </p>
      )}
    </footer>
  );
}
