import { Form, useActionData } from "react-router";
import type { LoaderData } from "../../../lib/route-data.ts";
import { ADMIN_BUTTON, ADMIN_CARD } from "../admin-ui.ts";
import { FormAlert } from "../../../ui/FormAlert.tsx";
import { useLocale, useT } from "../../../i18n/i18n.tsx";
import { dayName, WEEK } from "../../../lib/opening-hours.ts";
import { FormField } from "../../../ui/FormField.tsx";
import { COLUMN_ROWS, LINK_ROWS, SOCIAL_ROWS } from "./site-form.ts";
import type { siteAction, siteLoader } from "../../../routes/admin/structure.server.ts";

// /admin/site: the shop's details (header's top bar, footer) and the footer's texts, English and Vietnamese side by
// side; one plain form, one version.

const FIELDSET = "grid content-start gap-3 rounded-xl border border-black/10 p-3";

export interface SiteScreenProps {
  loaderData: LoaderData<typeof siteLoader>;
}

export function SiteScreen({ loaderData }: SiteScreenProps) {
  const t = useT();
  const locale = useLocale();
  const answer = useActionData<typeof siteAction>();
  const { site } = loaderData;
  const typed = answer?.values;
  const value = (field: string, saved: string) => (typed ? (typed[field] ?? "") : saved);
  const errors = (field: string) => (answer?.errors?.[field] ? [answer.errors[field]] : undefined);
  const language = (lang: "en" | "vi") => t(lang === "en" ? "adminStructure.english" : "adminStructure.vietnamese");
  const bilingual = (field: string, label: string, saved: { en: string; vi: string }, multiline = false) => (
    <div className="grid gap-3 md:grid-cols-2">
      {(["en", "vi"] as const).map((lang) => {
        const missing = !saved[lang] && !!saved[lang === "en" ? "vi" : "en"];
        const common = {
          name: `${field}_${lang}`,
          lang,
          label: `${label} (${language(lang)})`,
          labelNote: missing ? t("adminStructure.missingIn", { language: language(lang) }) : undefined,
          defaultValue: value(`${field}_${lang}`, saved[lang]),
          errors: errors(`${field}_${lang}`),
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
            <FormField
              name="phone"
              type="tel"
              autoComplete="off"
              label={t("adminStructure.phone")}
              required
              defaultValue={value("phone", site.phone)}
              errors={errors("phone")}
            />
            <FormField
              name="email"
              type="email"
              autoComplete="off"
              label={t("adminStructure.email")}
              required
              defaultValue={value("email", site.email)}
              errors={errors("email")}
            />
          </div>
        </fieldset>
        <fieldset className={FIELDSET}>
          <legend className="px-1 text-lg font-black">{t("adminStructure.address")}</legend>
          <FormField
            name="street"
            label={t("adminStructure.street")}
            required
            defaultValue={value("street", site.address.street)}
            errors={errors("street")}
          />
          <div className="grid gap-3 sm:grid-cols-2">
            <FormField
              name="city"
              label={t("adminStructure.city")}
              required
              defaultValue={value("city", site.address.city)}
              errors={errors("city")}
            />
            <FormField
              name="state"
              label={t("adminStructure.state")}
              required
              defaultValue={value("state", site.address.state)}
              errors={errors("state")}
            />
            <FormField
              name="zip"
              label={t("adminStructure.zip")}
              required
              defaultValue={value("zip", site.address.zip)}
              errors={errors("zip")}
            />
            <FormField
              name="country"
              label={t("adminStructure.country")}
              required
              defaultValue={value("country", site.address.country)}
              errors={errors("country")}
            />
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
                <FormField
                  name={`hours.${h.day}.opens`}
                  type="time"
                  label={t("adminStructure.opens", { day })}
                  defaultValue={value(`hours.${h.day}.opens`, h.opens)}
                  errors={errors(`hours.${h.day}.opens`)}
                />
                <FormField
                  name={`hours.${h.day}.closes`}
                  type="time"
                  label={t("adminStructure.closes", { day })}
                  defaultValue={value(`hours.${h.day}.closes`, h.closes)}
                  errors={errors(`hours.${h.day}.closes`)}
                />
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
                name={`socials.${n}.network`}
                autoComplete="off"
                label={t("adminStructure.network", { n: n + 1 })}
                defaultValue={value(`socials.${n}.network`, site.socials[n]?.network ?? "")}
                errors={errors(`socials.${n}.network`)}
              />
              <FormField
                name={`socials.${n}.url`}
                type="url"
                autoComplete="off"
                label={t("adminStructure.socialUrl", { n: n + 1 })}
                defaultValue={value(`socials.${n}.url`, site.socials[n]?.url ?? "")}
                errors={errors(`socials.${n}.url`)}
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
                        name={`${name}.url`}
                        autoComplete="off"
                        label={t("adminStructure.linkUrl", { m: l + 1, n: c + 1 })}
                        defaultValue={value(`${name}.url`, link?.url ?? "")}
                        errors={errors(`${name}.url`)}
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
