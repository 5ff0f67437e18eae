import type { FieldErrors } from "../../../server/api/envelope.ts";
import { countryName } from "../../i18n/formatters.ts";
import { useLocale, useT } from "../../i18n/i18n.tsx";
import { DEFAULT_COUNTRY } from "../checkout/checkout-form.ts";
import { FormField } from "../../ui/FormField.tsx";

/** The fields of a saved address, as the address book's forms post them. */
export const ADDRESS_FIELDS = ["full_name", "phone", "address", "ward", "city", "state", "zip", "country"] as const;

type Values = Partial<Record<(typeof ADDRESS_FIELDS)[number], string>>;

/** An address's fields, filled with `values` (the saved address, or what was posted), with the server's messages. */
export function AddressFields({ values, errors = {} }: { values: Values; errors?: FieldErrors }) {
  const t = useT();
  const locale = useLocale();
  // Each field's name, with what it holds and the server's messages about it.
  const field = (name: (typeof ADDRESS_FIELDS)[number]) => ({ name, defaultValue: values[name], errors: errors[name] });
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormField label={t("profileAccount.fullName")} required autoComplete="name" {...field("full_name")} />
      <FormField label={t("account.phone")} type="tel" inputMode="tel" required autoComplete="tel" {...field("phone")} />
      <div className="sm:col-span-2">
        <FormField label={t("checkout.address")} required autoComplete="address-line1" {...field("address")} />
      </div>
      <div className="sm:col-span-2">
        <FormField
          label={t("profileAccount.ward")}
          labelNote={t("profileAccount.optional")}
          autoComplete="address-line2"
          {...field("ward")}
        />
      </div>
      <FormField label={t("checkout.city")} required autoComplete="address-level2" {...field("city")} />
      <FormField label={t("profileAccount.stateLabel")} required autoComplete="address-level1" {...field("state")} />
      <FormField label={t("profileAccount.zipLabel")} required autoComplete="postal-code" {...field("zip")} />
      <FormField
        name="country"
        label={t("checkout.country")}
        required
        autoComplete="country-name"
        defaultValue={countryName(values.country ?? DEFAULT_COUNTRY, locale)}
        errors={errors.country}
      />
    </div>
  );
}
