import { useEffect, useRef, useState } from "react";
import type { CheckoutOptionsView } from "../../../server/domain/checkout/options-view.ts";
import type { Locale } from "../../i18n/config.ts";
import { countryName } from "../../i18n/formatters.ts";
import type { FieldErrors } from "../accounts/session/auth-outcomes.ts";
import type { CheckoutData, CheckoutFailure } from "./checkout-data.ts";
import { EMPTY_VALUES, type CheckoutValues } from "./checkout-form.ts";
import { restoreCheckoutForm, saveCheckoutForm } from "./checkout-storage.ts";
import { slotIsOpen } from "./use-checkout-options.ts";

/** Sets one field and clears its error. */
export type SetField = <K extends keyof CheckoutValues>(field: K, value: CheckoutValues[K]) => void;

/**
 * What the checkout form holds and its errors: first the customer's details and default address, or what a form
 * posted without JavaScript sent back; then this tab's copy of what was typed (checkout-storage.ts), restored once
 * (not after a refused post, whose values win) and kept as it changes. `firstOptions` are the options the page was
 * rendered with: a restored slot no longer open is left out.
 */
export function useCheckoutValues(
  data: CheckoutData,
  failure: CheckoutFailure | undefined,
  locale: Locale,
  firstOptions: CheckoutOptionsView | null,
) {
  const [values, setValues] = useState<CheckoutValues>(() => ({
    ...EMPTY_VALUES,
    ...(data.customer ? { email: data.customer.email, phone: data.customer.phone, full_name: data.customer.name } : {}),
    ...(data.customer?.address ?? {}),
    ...failure?.values,
    country: countryName(failure?.values?.country ?? data.customer?.address?.country ?? EMPTY_VALUES.country, locale),
    password: "",
    password_confirmation: "",
  }));
  const [errors, setErrors] = useState<FieldErrors>(failure?.errors ?? {});

  // Read here and now: the effect below writes the form's first values over the tab's copy in this same commit. No
  // answer of the options can have come before this first effect, so the first options are the ones in force.
  const restored = useRef(false);
  const firstValues = useRef(values);
  const shownOptions = useRef(firstOptions);
  useEffect(() => {
    if (restored.current) return;
    restored.current = true;
    if (failure) return;
    const kept = restoreCheckoutForm(firstValues.current);
    setValues(kept.slot && !slotIsOpen(shownOptions.current, kept.slot) ? { ...kept, slot: "" } : kept);
  }, [failure]);
  useEffect(() => {
    if (restored.current) saveCheckoutForm(values);
  }, [values]);

  const set: SetField = (field, value) => {
    setValues((v) => ({ ...v, [field]: value }));
    if (errors[field]) setErrors(({ [field]: _gone, ...rest }) => rest);
  };

  return { values, setValues, errors, setErrors, set };
}
