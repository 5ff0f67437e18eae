import { useT } from "../../i18n/i18n.tsx";
import { FormField } from "../../ui/FormField.tsx";
import type { FieldErrors } from "../accounts/session/auth-outcomes.ts";
import type { CheckoutValues } from "./checkout-form.ts";
import type { SetField } from "./use-checkout-values.ts";

/** An account made with the order (a guest's choice): its password fields shown by CSS while the box is ticked. */
export function AccountSection({
  signedIn,
  values,
  errors,
  set,
}: {
  signedIn: boolean;
  values: CheckoutValues;
  errors: FieldErrors;
  set: SetField;
}) {
  const t = useT();
  return (
    <fieldset
      className="group rounded-3xl bg-white p-5 shadow-sm ring-1 ring-black/5 md:p-6"
      data-testid="checkout-account"
      disabled={signedIn}
    >
      <legend className="float-left mb-3 w-full text-xl font-black text-ink">{t("checkout.account")}</legend>
      <div className="clear-both space-y-4">
        <div className="flex items-start gap-3">
          <input
            id="create-account"
            name="create_account"
            type="checkbox"
            value="1"
            checked={values.create_account && !signedIn}
            disabled={signedIn}
            onChange={(e) => set("create_account", e.target.checked)}
            aria-describedby="create-account-hint"
            className="mt-1 h-5 w-5 shrink-0 accent-brand-dark"
          />
          <div>
            <label htmlFor="create-account" className="font-semibold">
              {t("checkout.createAccount")}
            </label>
            <p id="create-account-hint" className="text-sm text-crust" data-testid="create-account-hint">
              {signedIn ? t("checkout.createAccountSignedIn") : t("checkout.createAccountHint")}
            </p>
          </div>
        </div>
        {!signedIn && (
          // Shown by CSS while the box is ticked, so the form works without JavaScript too.
          <div className="hidden space-y-4 group-has-[#create-account:checked]:block" data-testid="account-fields">
            <FormField
              name="password"
              type="password"
              label={`${t("account.password")} *`}
              hint={t("account.passwordHint")}
              autoComplete="new-password"
              value={values.password}
              onChange={(e) => set("password", e.target.value)}
              errors={errors.password}
            />
            <FormField
              name="password_confirmation"
              type="password"
              label={`${t("account.passwordConfirmation")} *`}
              autoComplete="new-password"
              value={values.password_confirmation}
              onChange={(e) => set("password_confirmation", e.target.value)}
              errors={errors.password_confirmation}
            />
            <div className="flex items-start gap-3">
              <input
                id="field-remember"
                name="remember"
                type="checkbox"
                value="1"
                checked={values.remember}
                onChange={(e) => set("remember", e.target.checked)}
                aria-describedby="field-remember-hint"
                className="mt-1 h-5 w-5 shrink-0 accent-brand-dark"
              />
              <div>
                <label htmlFor="field-remember" className="font-semibold">
                  {t("account.remember")}
                </label>
                <p id="field-remember-hint" className="text-sm text-crust">
                  {t("account.rememberHint")}
                </p>
              </div>
            </div>
          </div>
        )}
      </div>
    </fieldset>
  );
}
