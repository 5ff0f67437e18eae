import { useT } from "../../i18n/i18n.tsx";
import { FormField } from "../../ui/FormField.tsx";
import type { FieldErrors } from "../accounts/session/auth-outcomes.ts";
import type { CheckoutData } from "./checkout-data.ts";
import type { CheckoutValues } from "./checkout-form.ts";
import { Section } from "./CheckoutParts.tsx";
import type { SetField } from "./use-checkout-values.ts";

/** Who orders: the e-mail and phone the shop writes to and calls, and a name. */
export function ContactSection(props: { customer: CheckoutData["customer"]; values: CheckoutValues; errors: FieldErrors; set: SetField }) {
  const { customer, values, errors, set } = props;
  const t = useT();
  return (
    <Section legend={t("checkout.contact")} testId="checkout-contact">
      {customer !== null && <p className="text-sm text-crust">{t("checkout.signedInAs", { name: customer.name || customer.email })}</p>}
      <FormField
        name="email"
        type="email"
        label={`${t("checkout.email")} *`}
        autoComplete="email"
        required
        value={values.email}
        onChange={(e) => set("email", e.target.value)}
        errors={errors.email}
      />
      <FormField
        name="phone"
        type="tel"
        label={`${t("checkout.phone")} *`}
        hint={t("checkout.phoneHint")}
        autoComplete="tel"
        required
        value={values.phone}
        onChange={(e) => set("phone", e.target.value)}
        errors={errors.phone}
      />
      <FormField
        name="full_name"
        label={t("checkout.fullName")}
        labelNote={t("checkout.optional")}
        autoComplete="name"
        maxLength={100}
        value={values.full_name}
        onChange={(e) => set("full_name", e.target.value)}
        errors={errors.full_name}
      />
    </Section>
  );
}
