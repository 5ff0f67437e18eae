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
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormField
        name="full_name"
        label={t("profileAccount.fullName")}
        required
        autoComplete="name"
        defaultValue={values.full_name}
        errors={errors.full_name}
      />
      <FormField
        name="phone"
        label={t("account.phone")}
        type="tel"
        inputMode="tel"
        required
        autoComplete="tel"
        defaultValue={values.phone}
        errors={errors.phone}
      />
      <div className="sm:col-span-2">
        <FormField
          name="address"
          label={t("checkout.address")}
          required
          autoComplete="address-line1"
          defaultValue={values.address}
          errors={errors.address}
        />
      </div>
      <div className="sm:col-span-2">
        <FormField
          name="ward"
          label={t("profileAccount.ward")}
          labelNote={t("profileAccount.optional")}
          autoComplete="address-line2"
          defaultValue={values.ward}
          errors={errors.ward}
        />
      </div>
      <FormField
        name="city"
        label={t("checkout.city")}
        required
        autoComplete="address-level2"
        defaultValue={values.city}
        errors={errors.city}
      />
      <FormField
        name="state"
        label={t("profileAccount.stateLabel")}
        required
        autoComplete="address-level1"
        defaultValue={values.state}
        errors={errors.state}
      />
      <FormField
        name="zip"
        label={t("profileAccount.zipLabel")}
        required
        autoComplete="postal-code"
        defaultValue={values.zip}
        errors={errors.zip}
      />
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
