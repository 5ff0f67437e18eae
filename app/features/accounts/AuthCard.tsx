import type { ReactNode } from "react";
import { FormField } from "../../ui/FormField.tsx";

/** The frame of the account forms: one heading, an intro, the form, and links below it. */
export function AuthCard({
  title,
  intro,
  children,
  footer,
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <div className="mx-auto max-w-md px-4 pb-16 pt-8 md:pt-12">
      <h1 className="text-3xl font-black leading-tight md:text-4xl">{title}</h1>
      {intro && <p className="mt-3 text-lg text-crust">{intro}</p>}
      <div className="mt-6 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-black/5 md:p-6">{children}</div>
      {footer && <div className="mt-6 space-y-2 text-center">{footer}</div>}
    </div>
  );
}

export const TEXT_LINK = "font-semibold text-brand-dark underline underline-offset-2 hover:text-ink";

export function RememberField({ label, hint, defaultChecked = false }: { label: string; hint: string; defaultChecked?: boolean }) {
  return (
    <div className="flex items-start gap-3">
      <input
        id="field-remember"
        name="remember"
        type="checkbox"
        value="1"
        defaultChecked={defaultChecked}
        aria-describedby="field-remember-hint"
        className="mt-1 h-5 w-5 accent-brand-dark"
      />
      <div>
        <label htmlFor="field-remember" className="font-semibold">
          {label}
        </label>
        <p id="field-remember-hint" className="text-sm text-crust">
          {hint}
        </p>
      </div>
    </div>
  );
}

/** A new password and its repetition, for registration and for the reset: the browser may suggest a strong one. */
export function NewPasswordFields({
  label,
  confirmationLabel,
  hint,
  errors,
}: {
  label: string;
  confirmationLabel: string;
  hint: string;
  errors: { password?: string[] | undefined; password_confirmation?: string[] | undefined };
}) {
  return (
    <>
      <FormField name="password" type="password" label={label} hint={hint} autoComplete="new-password" required errors={errors.password} />
      <FormField
        name="password_confirmation"
        type="password"
        label={confirmationLabel}
        autoComplete="new-password"
        required
        errors={errors.password_confirmation}
      />
    </>
  );
}
