import type { ReactNode } from "react";
import { metaLocale } from "../../lib/seo.ts";
import { Form, useNavigation } from "react-router";
import { FormAlert } from "../../ui/FormAlert.tsx";
import { translate, useT } from "../../i18n/i18n.tsx";
import { ConfirmForm } from "../../ui/ConfirmForm.tsx";
import { FormField } from "../../ui/FormField.tsx";
import { SubmitButton } from "../../ui/SubmitButton.tsx";
import { accountInfoAction, accountInfoLoader, type AccountFormResult, type AccountIntent } from "./account-info.server.ts";
import type { Route } from "./+types/account-info";

export const loader = accountInfoLoader;
export const action = accountInfoAction;

export function meta({ matches }: Route.MetaArgs) {
  const locale = metaLocale(matches);
  return [
    { title: `${translate(locale, "profileAccount.infoTitle")} · ${translate(locale, "meta.siteName")}` },
    { name: "robots", content: "noindex" },
  ];
}

const CARD = "scroll-mt-32 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-black/5 md:p-6";

function AccountForm({
  intent,
  title,
  children,
  button,
  result,
  saved,
  aside,
}: {
  intent: AccountIntent;
  title: string;
  children: ReactNode;
  button: string;
  result: AccountFormResult | null;
  saved: string | null;
  /** Shown above the form, in the same card (a form of its own: forms do not nest). */
  aside?: ReactNode;
}) {
  const t = useT();
  const navigation = useNavigation();
  const pending = navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  return (
    <section id={intent} aria-labelledby={`${intent}-title`} className={CARD} data-testid={`account-${intent}`}>
      <h3 id={`${intent}-title`} className="text-xl font-black">
        {title}
      </h3>
      {aside}
      <Form method="post" className="mt-4 space-y-4" noValidate>
        <input type="hidden" name="intent" value={intent} />
        {result ? <FormAlert message={result.message} focusKey={1} /> : saved && <FormAlert tone="success" message={saved} />}
        {children}
        <SubmitButton width="phone" pending={pending} pendingLabel={t("profileAccount.saving")}>
          {button}
        </SubmitButton>
      </Form>
    </section>
  );
}

export default function AccountInfo({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const { profile, saved, pendingUntil } = loaderData;
  const result = (intent: AccountIntent) => (actionData && actionData.intent === intent ? actionData : null);
  const savedText = (intent: AccountIntent) => (!actionData && saved?.intent === intent ? saved.message : null);
  const errors = (intent: AccountIntent, field: string) => result(intent)?.fieldErrors[field];
  const value = (intent: AccountIntent, field: string, fallback: string) => result(intent)?.values[field] ?? fallback;
  // The form's values again after a refusal; the saved ones otherwise. A key per render keeps them in step.
  const formKey = (intent: AccountIntent) =>
    `${intent}-${actionData ? "refused" : (saved?.intent ?? "")}-${profile.name}-${profile.email}-${profile.pending_email ?? ""}`;

  return (
    <div className="space-y-6" data-testid="account-info-page">
      <h2 className="text-2xl font-black">{t("profileAccount.infoTitle")}</h2>

      <AccountForm
        key={formKey("details")}
        intent="details"
        title={t("profileAccount.detailsTitle")}
        button={t("profileAccount.saveDetails")}
        result={result("details")}
        saved={savedText("details")}
      >
        <FormField
          name="name"
          label={t("account.name")}
          required
          autoComplete="name"
          defaultValue={value("details", "name", profile.name)}
          errors={errors("details", "name")}
        />
        <FormField
          name="phone"
          label={t("account.phone")}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          hint={t("profileAccount.phoneHint")}
          defaultValue={value("details", "phone", profile.phone ?? "")}
          errors={errors("details", "phone")}
        />
        <FormField
          name="birthday"
          label={t("profileAccount.birthday")}
          labelNote={t("profileAccount.optional")}
          type="date"
          autoComplete="bday"
          min="1900-01-01"
          defaultValue={value("details", "birthday", profile.birthday ?? "")}
          errors={errors("details", "birthday")}
        />
      </AccountForm>

      <AccountForm
        key={formKey("email")}
        intent="email"
        title={t("profileAccount.emailTitle")}
        button={t("profileAccount.saveEmail")}
        result={result("email")}
        saved={savedText("email")}
        aside={
          profile.pending_email && (
            <div className="mt-4 rounded-2xl bg-cream p-4" data-testid="pending-email">
              <p className="text-ink wrap-break-word">
                {t("profileAccount.pendingEmail", { email: profile.pending_email, until: pendingUntil ?? "" })}
              </p>
              <ConfirmForm
                intent="cancel_email"
                formClassName="mt-3"
                className="inline-flex min-h-11 items-center rounded-full bg-white px-5 py-2 font-bold text-brand-dark ring-1 ring-brand-dark hover:bg-cream focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-dark disabled:cursor-wait disabled:opacity-70"
                title={t("profileAccount.cancelEmailTitle", { email: profile.pending_email })}
                body={<p>{t("profileAccount.cancelEmailBody", { email: profile.pending_email })}</p>}
                confirmLabel={t("profileAccount.cancelEmailConfirm", { email: profile.pending_email })}
                pendingLabel={t("profileAccount.saving")}
              >
                {t("profileAccount.cancelEmailChange")}
              </ConfirmForm>
            </div>
          )
        }
      >
        <p className="text-crust wrap-anywhere" data-testid="current-email">
          {profile.email ? t("profileAccount.currentEmail", { email: profile.email }) : t("profileAccount.noEmail")}
        </p>
        <FormField
          name="email"
          label={t("profileAccount.newEmail")}
          type="email"
          required
          autoComplete="email"
          defaultValue={value("email", "email", "")}
          errors={errors("email", "email")}
        />
        <FormField
          name="email_password"
          label={t("profileAccount.currentPassword")}
          type="password"
          required
          autoComplete="current-password"
          errors={errors("email", "email_password")}
        />
      </AccountForm>

      <AccountForm
        key={formKey("password")}
        intent="password"
        title={t("profileAccount.passwordTitle")}
        button={t("profileAccount.savePassword")}
        result={result("password")}
        saved={savedText("password")}
      >
        <FormField
          name="current_password"
          label={t("profileAccount.currentPassword")}
          type="password"
          required
          autoComplete="current-password"
          errors={errors("password", "current_password")}
        />
        <FormField
          name="password"
          label={t("profileAccount.newPassword")}
          type="password"
          required
          autoComplete="new-password"
          hint={t("account.passwordHint")}
          errors={errors("password", "password")}
        />
        <FormField
          name="password_confirmation"
          label={t("profileAccount.newPasswordConfirmation")}
          type="password"
          required
          autoComplete="new-password"
          errors={errors("password", "password_confirmation")}
        />
      </AccountForm>
    </div>
  );
}
