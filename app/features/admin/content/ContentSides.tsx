import { useLocale, useT } from "../../../i18n/i18n.tsx";
import { FormField } from "../../../ui/FormField.tsx";
import { ADMIN_CARD } from "../admin-ui.ts";

// Both languages of a post or page side by side (one above the other on a phone): title, excerpt or summary, the
// body as HTML (a plain textarea; the hint names the tags the sanitiser keeps), SEO title and description. A side
// with nothing in it is a missing translation, flagged at its top.

type Side = { title: string; body_html: string; seo_title: string; seo_description: string } & ({ excerpt: string } | { summary: string });

export interface ContentSidesProps {
  kind: "post" | "page";
  saved: Record<"en" | "vi", Side | null> | null;
  /** What was typed, after a refused save. */
  typed?: Record<string, string>;
  errors: (field: string) => string[] | undefined;
}

export function ContentSides({ kind, saved, typed, errors }: ContentSidesProps) {
  const t = useT();
  const pageLocale = useLocale();
  const lead = kind === "post" ? "excerpt" : "summary";
  // The back office's own language first: on a phone, where the sides are one above the other, it is the one at hand.
  const order = pageLocale === "vi" ? (["vi", "en"] as const) : (["en", "vi"] as const);
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      {order.map((locale) => {
        const side = saved?.[locale] ?? null;
        const value = (field: string) =>
          typed ? (typed[`${field}_${locale}`] ?? "") : ((side as Record<string, string> | null)?.[field] ?? "");
        const missing = typed
          ? !["title", lead, "body_html", "seo_title", "seo_description"].some((f) => (typed[`${f}_${locale}`] ?? "").trim())
          : side === null;
        const language = t(`adminContent.lang.${locale}`);
        return (
          <fieldset key={locale} lang={locale} className={`${ADMIN_CARD} grid min-w-0 gap-4`} data-testid={`content-side-${locale}`}>
            <legend className="px-1 text-xl font-black">{language}</legend>
            {missing && (
              <p
                className="rounded-xl bg-amber-50 p-3 font-semibold text-amber-900 ring-1 ring-amber-300"
                data-testid={`content-missing-${locale}`}
              >
                {t("adminContent.sideMissing", { language })}
              </p>
            )}
            <FormField
              name={`title_${locale}`}
              label={t("adminContent.title")}
              maxLength={200}
              defaultValue={value("title")}
              errors={errors(`title_${locale}`)}
            />
            <FormField
              name={`${lead}_${locale}`}
              label={t(kind === "post" ? "adminContent.excerpt" : "adminContent.summary")}
              hint={t(kind === "post" ? "adminContent.excerptHint" : "adminContent.summaryHint")}
              multiline
              rows={3}
              maxLength={1000}
              defaultValue={value(lead)}
              errors={errors(`${lead}_${locale}`)}
            />
            <FormField
              name={`body_html_${locale}`}
              label={t("adminContent.body")}
              hint={t("adminContent.bodyHint")}
              multiline
              rows={14}
              spellCheck={false}
              defaultValue={value("body_html")}
              errors={errors(`body_html_${locale}`)}
            />
            <FormField
              name={`seo_title_${locale}`}
              label={t("adminContent.seoTitle")}
              hint={t("adminContent.seoTitleHint")}
              maxLength={120}
              defaultValue={value("seo_title")}
              errors={errors(`seo_title_${locale}`)}
            />
            <FormField
              name={`seo_description_${locale}`}
              label={t("adminContent.seoDescription")}
              hint={t("adminContent.seoDescriptionHint")}
              multiline
              rows={2}
              maxLength={320}
              defaultValue={value("seo_description")}
              errors={errors(`seo_description_${locale}`)}
            />
          </fieldset>
        );
      })}
    </div>
  );
}
