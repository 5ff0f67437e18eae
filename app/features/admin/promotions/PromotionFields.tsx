import { useT } from "../../../i18n/i18n.tsx";
import { FormField } from "../../../ui/FormField.tsx";
import type { fieldsOf } from "../form-fields.tsx";

// What a coupon's form and a gift promotion's share: the name in both languages (the Vietnamese one flagged when
// only the English is written) and the days it runs.

type Fields = ReturnType<typeof fieldsOf>;

interface Saved {
  name: { en: string; vi: string };
  missing_translations: string[];
  starts_on: string | null;
  ends_on: string | null;
}

export function PromotionNameFields({
  saved,
  fields,
  label,
  labelVi,
  hint,
  maxLength,
}: {
  saved: Saved | null | undefined;
  fields: Fields;
  label: string;
  labelVi: string;
  hint: string;
  maxLength: number;
}) {
  const t = useT();
  const { typed, field } = fields;
  const missingVi = (typed ? typed.name_en && !typed.name_vi : saved?.missing_translations.includes("name.vi"))
    ? `· ${t("adminHome.missing")}`
    : undefined;
  return (
    <fieldset className="grid gap-3 md:grid-cols-2">
      <legend className="sr-only">{label}</legend>
      <FormField {...field("name_en", saved?.name.en ?? "")} lang="en" label={label} required maxLength={maxLength} autoComplete="off" />
      <FormField
        {...field("name_vi", saved?.name.vi ?? "")}
        lang="vi"
        label={labelVi}
        labelNote={missingVi}
        maxLength={maxLength}
        autoComplete="off"
      />
      <p className="text-sm text-crust md:col-span-2">{hint}</p>
    </fieldset>
  );
}

export function PromotionDates({ saved, fields }: { saved: Saved | null | undefined; fields: Fields }) {
  const t = useT();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormField {...fields.field("starts_on", saved?.starts_on ?? "")} type="date" label={t("adminPromotions.startsOn")} />
      <FormField
        {...fields.field("ends_on", saved?.ends_on ?? "")}
        type="date"
        label={t("adminPromotions.endsOn")}
        hint={t("adminPromotions.datesHint")}
      />
    </div>
  );
}
