import { useT } from "../../../i18n/i18n.tsx";
import type { MessageKey } from "../../../i18n/messages/en.ts";
import { FormField } from "../../../ui/FormField.tsx";

// The home page editor's shared pieces: a section's name in the page's language, the missing-translation flag, and
// one text in both languages side by side (stacked on a phone), each with its own message and flag; a section's or
// an item's texts so.

type T = ReturnType<typeof useT>;

const SECTION_NAMES: Record<string, MessageKey> = {
  slideshow: "adminHome.section.slideshow",
  customers: "adminHome.section.customers",
  new_section: "adminHome.section.new_section",
  why_choose_us: "adminHome.section.why_choose_us",
  about_section: "adminHome.section.about_section",
  features_slider: "adminHome.section.features_slider",
};

/** The section's name for staff ("Slideshow", "Trình chiếu ảnh"); an unknown key as it is. */
export function sectionName(t: T, key: string): string {
  const name = SECTION_NAMES[key];
  return name ? t(name) : key;
}

/** The texts a section or an item has in both languages. */
export type HomeText = "title" | "subtitle" | "body" | "cta_label";

const FIELD_NAMES: Record<string, MessageKey> & Record<HomeText, MessageKey> = {
  title: "adminHome.fieldTitle",
  subtitle: "adminHome.fieldSubtitle",
  body: "adminHome.fieldBody",
  cta_label: "adminHome.fieldCta",
};

/** "title.vi" → "Title (Tiếng Việt)". */
function fieldText(t: T, field: string): string {
  const [name = "", locale] = field.split(".");
  const label = FIELD_NAMES[name] ? t(FIELD_NAMES[name]) : name;
  return `${label} (${locale === "vi" ? t("adminHome.vietnamese") : t("adminHome.english")})`;
}

/** The flag of texts written in one language only; nothing when none is missing. */
export function MissingTranslations({ fields }: { fields: string[] }) {
  const t = useT();
  if (fields.length === 0) return null;
  const unique = [...new Set(fields)];
  return (
    <p
      className="mt-2 inline-block rounded-lg bg-amber-100 px-2 py-1 text-sm font-semibold text-amber-950"
      data-testid="missing-translation"
    >
      {t("adminHome.missingIn", { fields: unique.map((f) => fieldText(t, f)).join(", ") })}
    </p>
  );
}

interface BilingualProps {
  /** The posted names are `${name}_en` and `${name}_vi`. */
  name: string;
  label: string;
  values: { en: string; vi: string };
  errors: (field: string) => string[] | undefined;
  multiline?: boolean;
  required?: boolean;
  hint?: string;
  maxLength: number;
}

/** One text in English and Vietnamese side by side; the language left empty while the other is written is flagged. */
export function BilingualField({ name, label, values, errors, multiline = false, required = false, hint, maxLength }: BilingualProps) {
  const t = useT();
  const missing = (locale: "en" | "vi") => values[locale].trim() === "" && values[locale === "en" ? "vi" : "en"].trim() !== "";
  const field = (locale: "en" | "vi") => {
    const common = {
      name: `${name}_${locale}`,
      label: `${label} (${locale === "en" ? t("adminHome.english") : t("adminHome.vietnamese")})`,
      labelNote: missing(locale) ? `· ${t("adminHome.missing")}` : undefined,
      errors: errors(`${name}_${locale}`),
      required: required && locale === "en",
      defaultValue: values[locale],
      lang: locale,
      maxLength,
    };
    return multiline ? <FormField {...common} multiline rows={3} /> : <FormField {...common} autoComplete="off" />;
  };
  return (
    <fieldset className="grid gap-3 md:grid-cols-2">
      <legend className="sr-only">{label}</legend>
      {field("en")}
      {field("vi")}
      {hint && <p className="text-sm text-crust md:col-span-2">{hint}</p>}
    </fieldset>
  );
}

/**
 * A section's or an item's texts, each in both languages, in the order of `limits` (each text's longest length): the
 * title is required and says how it is used, the body is a textarea. After a refused save, what was typed.
 */
export function HomeTexts({
  limits,
  saved,
  typed,
  errors,
}: {
  limits: Partial<Record<HomeText, number>>;
  saved: Partial<Record<HomeText, { en: string; vi: string }>> | null;
  typed: Record<string, string> | undefined;
  errors: (field: string) => string[] | undefined;
}) {
  const t = useT();
  return (Object.entries(limits) as [HomeText, number][]).map(([name, maxLength]) => (
    <BilingualField
      key={name}
      name={name}
      label={t(FIELD_NAMES[name])}
      values={typed ? { en: typed[`${name}_en`] ?? "", vi: typed[`${name}_vi`] ?? "" } : (saved?.[name] ?? { en: "", vi: "" })}
      errors={errors}
      required={name === "title"}
      hint={name === "title" ? t("adminHome.titleHint") : undefined}
      multiline={name === "body"}
      maxLength={maxLength}
    />
  ));
}
