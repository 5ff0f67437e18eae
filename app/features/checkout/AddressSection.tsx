import type { CheckoutOptionsView } from "../../../server/domain/checkout/options-view.ts";
import { LocaleLink, useT } from "../../i18n/i18n.tsx";
import { FormField } from "../../ui/FormField.tsx";
import type { FieldErrors } from "../accounts/session/auth-outcomes.ts";
import type { CheckoutValues, Fulfilment } from "./checkout-form.ts";
import { Section } from "./CheckoutParts.tsx";
import { DeliveryZones } from "./DeliveryZones.tsx";
import { zipKey, zipMessage, type CheckoutOptions } from "./use-checkout-options.ts";
import type { SetField } from "./use-checkout-values.ts";

/** The address's fieldset is shown while delivery or card is chosen (checked radios, so without JavaScript too: app.css). */
const ADDRESS_SHOWN = "checkout-address";

/**
 * The address, asked only where it is used (a delivery's, a card's billing): shown by CSS while delivery or card is
 * chosen, so the form works without JavaScript too. A pickup paid at the shop needs none. Beside the ZIP of a
 * delivery: whether it is served, as the options last said for that ZIP, and where the shop delivers.
 */
export function AddressSection(props: {
  options: CheckoutOptionsView;
  optionsFor: CheckoutOptions["optionsFor"];
  fulfilment: Fulfilment;
  payCard: boolean;
  values: CheckoutValues;
  errors: FieldErrors;
  set: SetField;
}) {
  const { options, optionsFor, fulfilment, payCard, values, errors, set } = props;
  const t = useT();
  const delivery = options.fulfilment_methods.find((m) => m.code === "delivery");
  const askedForThisZip = optionsFor.zip === zipKey(values.zip) && optionsFor.fulfilment === "delivery";
  const zipFromOptions = fulfilment === "delivery" && options.delivery && askedForThisZip ? options.delivery : null;
  const zipErrors = errors.zip ?? (zipFromOptions && !zipFromOptions.ok ? [zipMessage(t, options)] : undefined);
  const zipOutside = zipFromOptions?.reason === "zip_outside_zones";
  const zipHint =
    zipFromOptions?.ok && delivery?.zone
      ? t("checkout.deliveryTo", { zip: zipFromOptions.zip, zone: delivery.zone })
      : t("checkout.zipHint");
  return (
    <Section
      legend={t(fulfilment === "delivery" ? "checkout.addressDelivery" : "checkout.addressBilling")}
      testId="checkout-address"
      describedBy="address-why"
      className={ADDRESS_SHOWN}
    >
      <p id="address-why" className="text-sm text-crust">
        {fulfilment === "delivery"
          ? t(payCard ? "checkout.addressWhyDeliveryCard" : "checkout.addressWhyDelivery")
          : t("checkout.addressWhyCard")}
      </p>
      <FormField
        name="address"
        label={`${t("checkout.address")} *`}
        autoComplete="address-line1"
        required
        maxLength={200}
        value={values.address}
        onChange={(e) => set("address", e.target.value)}
        errors={errors.address}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          name="city"
          label={`${t("checkout.city")} *`}
          autoComplete="address-level2"
          required
          maxLength={100}
          value={values.city}
          onChange={(e) => set("city", e.target.value)}
          errors={errors.city}
        />
        <FormField
          name="state"
          label={`${t("checkout.state")} *`}
          autoComplete="address-level1"
          required
          maxLength={100}
          value={values.state}
          onChange={(e) => set("state", e.target.value)}
          errors={errors.state}
        />
        <FormField
          name="zip"
          label={fulfilment === "delivery" ? `${t("checkout.zip")} *` : t("checkout.zip")}
          labelNote={fulfilment === "delivery" ? undefined : t("checkout.optional")}
          hint={zipHint}
          autoComplete="postal-code"
          inputMode="numeric"
          required={fulfilment === "delivery"}
          maxLength={10}
          value={values.zip}
          onChange={(e) => set("zip", e.target.value)}
          errors={zipErrors}
        />
        <FormField
          name="country"
          label={`${t("checkout.country")} *`}
          autoComplete="country-name"
          required
          maxLength={100}
          value={values.country}
          onChange={(e) => set("country", e.target.value)}
          errors={errors.country}
        />
      </div>
      {fulfilment === "delivery" && (
        // Beside the ZIP: where the shop delivers and for what, open at once when the ZIP typed is not served.
        <details
          key={zipOutside ? "outside" : "asked"}
          open={zipOutside || undefined}
          className="rounded-2xl bg-cream/40 p-3 ring-1 ring-black/5"
          data-testid="delivery-area"
        >
          <summary className="min-h-11 cursor-pointer content-center font-bold text-brand-dark">{t("checkout.deliveryWhere")}</summary>
          <div className="mt-2 space-y-3">
            <DeliveryZones zones={options.delivery_zones} headingLevel={4} />
            <LocaleLink to="/delivery" className="inline-block font-semibold text-brand-dark underline underline-offset-2">
              {t("checkout.deliveryPage")}
            </LocaleLink>
          </div>
        </details>
      )}
    </Section>
  );
}
