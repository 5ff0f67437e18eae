import { Form, useActionData } from "react-router";
import type { LoaderData } from "../../../lib/route-data.ts";
import { ADMIN_BUTTON, ADMIN_CARD } from "../admin-ui.ts";
import { fieldsOf } from "../form-fields.tsx";
import { FormAlert } from "../../../ui/FormAlert.tsx";
import { useLocale, useT } from "../../../i18n/i18n.tsx";
import { dayName, WEEK } from "../../../lib/opening-hours.ts";
import { FormField } from "../../../ui/FormField.tsx";
import { COLUMN_ROWS, LINK_ROWS, SOCIAL_ROWS } from "./site-form.ts";
import type { siteAction, siteLoader } from "../../../routes/admin/structure.server.ts";

// /admin/site: the shop's details (header's top bar, footer) and the footer's texts, English and Vietnamese side by
// side; one plain form, one version.

const FIELDSET = "grid content-start gap-3 rounded-xl border border-black/10 p-3";
/** The address's short lines, two by two under the street. */
const ADDRESS_LINES = ["city", "state", "zip", "country"] as const;

export interface SiteScreenProps {
  loaderData: LoaderData<typeof siteLoader>;
}

export function SiteScreen({ loaderData }: SiteScreenProps) {
  const t = useT();
  const locale = useLocale();
  const answer = useActionData<typeof siteAction>();
  const { site } = loaderData;
  const { field } = fieldsOf(answer);
  const language = (lang: "en" | "vi") => t(lang === "en" ? "adminStructure.english" : "adminStructure.vietnamese");
  const bilingual = (name: string, label: string, saved: { en: string; vi: string }, multiline = false) => (
    <div className="grid gap-3 md:grid-cols-2">
      {(["en", "vi"] as const).map((lang) => {
        const missing = !saved[lang] && !!saved[lang === "en" ? "vi" : "en"];
        const common = {
          ...field(`${name}_${lang}`, saved[lang]),
          lang,
          label: `${label} (${language(lang)})`,
          labelNote: missing ? t("adminStructure.missingIn", { language: language(lang) }) : undefined,
        };
        return multiline ? <FormField key={lang} multiline rows={4} {...common} /> : <FormField key={lang} {...common} />;
      })}
    </div>
  );
  const socialRows = Math.min(SOCIAL_ROWS, site.socials.length + 2);
  const columnRows = Math.min(COLUMN_ROWS, site.columns.length + 1);
  return (
    <section aria-labelledby="site-title" data-testid="admin-site-page">
      <h1 id="site-title" className="text-3xl font-black">
        {t("adminStructure.siteTitle")}
      </h1>
      <p className="mt-2 max-w-3xl text-crust">{t("adminStructure.siteIntro")}</p>
      <Form method="post" className={`${ADMIN_CARD} mt-4 grid max-w-4xl gap-5`} data-testid="site-form" key={site.version}>
        {answer && <FormAlert message={answer.message} tone="error" focusKey={1} />}
        <input type="hidden" name="expected_version" value={site.version} />
        <fieldset className={FIELDSET}>
          <legend className="px-1 text-lg font-black">{t("adminStructure.shopName")}</legend>
          {bilingual("name", t("adminStructure.shopName"), site.name)}
          {bilingual("tagline", t("adminStructure.tagline"), site.tagline, true)}
        </fieldset>
        <fieldset className={FIELDSET}>
          <legend className="px-1 text-lg font-black">{t("adminStructure.contact")}</legend>
          <div className="grid gap-3 sm:grid-cols-2">
            <FormField {...field("phone", site.phone)} type="tel" autoComplete="off" label={t("adminStructure.phone")} required />
            <FormField {...field("email", site.email)} type="email" autoComplete="off" label={t("adminStructure.email")} required />
          </div>
        </fieldset>
        <fieldset className={FIELDSET}>
          <legend className="px-1 text-lg font-black">{t("adminStructure.address")}</legend>
          <FormField {...field("street", site.address.street)} label={t("adminStructure.street")} required />
          <div className="grid gap-3 sm:grid-cols-2">
            {ADDRESS_LINES.map((line) => (
              <FormField key={line} {...field(line, site.address[line])} label={t(`adminStructure.${line}`)} required />
            ))}
          </div>
        </fieldset>
        <fieldset className={FIELDSET}>
          <legend className="px-1 text-lg font-black">{t("adminStructure.hours")}</legend>
          <p className="text-sm text-crust">{t("adminStructure.hoursHint")}</p>
          {WEEK.map((weekday) => {
            const h = site.hours.find((o) => o.day === weekday) ?? { day: weekday, opens: "", closes: "" };
            const day = dayName(h.day, locale);
            return (
              <div key={h.day} className="grid grid-cols-2 gap-3">
                <FormField {...field(`hours.${h.day}.opens`, h.opens)} type="time" label={t("adminStructure.opens", { day })} />
                <FormField {...field(`hours.${h.day}.closes`, h.closes)} type="time" label={t("adminStructure.closes", { day })} />
              </div>
            );
          })}
        </fieldset>
        <fieldset className={FIELDSET}>
          <legend className="px-1 text-lg font-black">{t("adminStructure.socials")}</legend>
          <p className="text-sm text-crust">{t("adminStructure.socialsHint")}</p>
          {[...Array(socialRows).keys()].map((n) => (
            <div key={n} className="grid gap-3 sm:grid-cols-[12rem_1fr]">
              <FormField
                {...field(`socials.${n}.network`, site.socials[n]?.network ?? "")}
                autoComplete="off"
                label={t("adminStructure.network", { n: n + 1 })}
              />
              <FormField
                {...field(`socials.${n}.url`, site.socials[n]?.url ?? "")}
                type="url"
                autoComplete="off"
                label={t("adminStructure.socialUrl", { n: n + 1 })}
              />
            </div>
          ))}
        </fieldset>
        <fieldset className={FIELDSET}>
          <legend className="px-1 text-lg font-black">{t("adminStructure.footerTexts")}</legend>
          {bilingual("about", t("adminStructure.about"), site.about, true)}
          {bilingual("hours_label", t("adminStructure.hoursLabel"), site.hours_label)}
          {bilingual("copyright", t("adminStructure.copyright"), site.copyright)}
        </fieldset>
        <fieldset className={FIELDSET}>
          <legend className="px-1 text-lg font-black">{t("adminStructure.footerColumns")}</legend>
          <p className="text-sm text-crust">{t("adminStructure.footerColumnsHint")}</p>
          {[...Array(columnRows).keys()].map((c) => {
            const saved = site.columns[c];
            const linkRows = Math.min(LINK_ROWS, (saved?.links.length ?? 0) + 1);
            return (
              <fieldset key={c} className={FIELDSET} data-testid={`footer-column-${c}`}>
                <legend className="px-1 font-black">{t("adminStructure.column", { n: c + 1 })}</legend>
                {bilingual(`columns.${c}.title`, t("adminStructure.columnTitle", { n: c + 1 }), saved?.title ?? { en: "", vi: "" })}
                {[...Array(linkRows).keys()].map((l) => {
                  const link = saved?.links[l];
                  const name = `columns.${c}.links.${l}`;
                  return (
                    <div key={l} className="grid gap-3 border-t border-black/10 pt-3">
                      {bilingual(`${name}.label`, t("adminStructure.linkLabel", { m: l + 1, n: c + 1 }), link?.label ?? { en: "", vi: "" })}
                      <FormField
                        {...field(`${name}.url`, link?.url ?? "")}
                        autoComplete="off"
                        label={t("adminStructure.linkUrl", { m: l + 1, n: c + 1 })}
                      />
                    </div>
                  );
                })}
              </fieldset>
            );
          })}
        </fieldset>
        <div>
          <button type="submit" className={ADMIN_BUTTON}>
            {t("adminStructure.save")}
          </button>
        </div>
      </Form>
    </section>
  );
}
