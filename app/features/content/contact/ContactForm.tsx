import { useEffect, useRef } from "react";
import { Form } from "react-router";
import { LocaleLink, useT } from "../../../i18n/i18n.tsx";
import { telHref } from "../../../shell/SiteHeader.tsx";
import { CONTACT_FIELDS, type ContactField, type ContactFormResult } from "./contact-form.ts";
import { FormField } from "../../../ui/FormField.tsx";
import { SubmitButton } from "../../../ui/SubmitButton.tsx";

const LABELS: Record<ContactField, "contact.fieldName" | "contact.fieldEmail" | "contact.fieldPhone" | "contact.fieldMessage"> = {
  name: "contact.fieldName",
  email: "contact.fieldEmail",
  phone: "contact.fieldPhone",
  message: "contact.fieldMessage",
};

/** Moves focus to `ref` whenever a new answer arrives, so keyboard and screen-reader users land on it. */
function useFocusOn(ref: React.RefObject<HTMLElement | null>, answer: unknown) {
  useEffect(() => {
    if (answer) ref.current?.focus();
  }, [ref, answer]);
}

function Sent({ email, phone }: { email: string; phone: string | undefined }) {
  const t = useT();
  const heading = useRef<HTMLHeadingElement>(null);
  useFocusOn(heading, email);
  return (
    <div role="status" className="rounded-2xl bg-white p-6 text-center shadow-sm ring-1 ring-black/5 md:p-10">
      <svg viewBox="0 0 48 48" width={56} height={56} aria-hidden="true" focusable="false" className="mx-auto text-brand-dark">
        <circle cx="24" cy="24" r="22" fill="currentColor" opacity="0.12" />
        <path d="M14 25l7 7 14-15" fill="none" stroke="currentColor" strokeWidth={4} strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <h2 ref={heading} tabIndex={-1} className="mt-3 text-2xl font-bold focus:outline-none">
        {t("contact.sentTitle")}
      </h2>
      <p className="mt-3 text-lg">{t("contact.sentBody", { email })}</p>
      {phone && (
        <p className="mt-2 text-crust">
          {t("contact.urgent")}{" "}
          <a className="whitespace-nowrap font-semibold text-brand-dark underline-offset-2 hover:underline" href={telHref(phone)}>
            {phone}
          </a>
        </p>
      )}
      <LocaleLink
        to="/contact"
        className="mt-6 inline-block rounded-full border-2 border-brand-dark px-5 py-2.5 font-semibold text-brand-dark hover:bg-cream"
      >
        {t("contact.sendAnother")}
      </LocaleLink>
    </div>
  );
}

/**
 * The contact form: a plain POST to the page's action, so it works without JavaScript; with JavaScript React
 * Router submits it without a reload. Errors come from the server, next to each field and in a summary.
 */
export function ContactForm({
  result,
  pending,
  shopPhone,
}: {
  result: ContactFormResult | undefined;
  pending: boolean;
  shopPhone: string | undefined;
}) {
  const t = useT();
  const alert = useRef<HTMLDivElement>(null);
  const failure = result && result.status !== "sent" ? result : undefined;
  useFocusOn(alert, failure);

  if (result?.status === "sent") return <Sent email={result.email} phone={shopPhone} />;

  const errors = failure?.status === "invalid" ? failure.errors : {};
  const values = failure?.values;
  const invalid = CONTACT_FIELDS.filter((field) => errors[field]?.length);

  return (
    <section aria-labelledby="contact-form-heading" className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-black/5 md:p-8">
      <h2 id="contact-form-heading" className="text-2xl font-bold">
        {t("contact.formHeading")}
      </h2>
      <p className="mt-1 text-crust">{t("contact.formIntro")}</p>

      {failure && (
        <div
          ref={alert}
          tabIndex={-1}
          role="alert"
          data-testid="contact-alert"
          className="mt-5 rounded-xl border-2 border-red-700 bg-red-50 p-4 text-red-900 focus:outline-none"
        >
          {failure.status === "rate_limited" ? (
            <p className="font-semibold">{t("contact.rateLimited", { minutes: Math.max(1, Math.ceil(failure.retryAfter / 60)) })}</p>
          ) : (
            <>
              <p className="font-semibold">{t("contact.errorSummary")}</p>
              <ul className="mt-2 list-disc space-y-1 pl-5">
                {invalid.map((field) => (
                  <li key={field}>
                    <a href={`#field-${field}`} className="underline underline-offset-2">
                      {t(LABELS[field])}: {errors[field]!.join(" ")}
                    </a>
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
      )}

      <Form method="post" noValidate className="mt-5 space-y-5">
        <p className="text-sm text-crust">{t("contact.requiredNote")}</p>
        <FormField
          name="name"
          label={t("contact.fieldName")}
          errors={errors.name}
          required
          autoComplete="name"
          maxLength={80}
          defaultValue={values?.name}
        />
        <FormField
          name="email"
          type="email"
          label={t("contact.fieldEmail")}
          errors={errors.email}
          required
          autoComplete="email"
          inputMode="email"
          maxLength={254}
          defaultValue={values?.email}
        />
        <FormField
          name="phone"
          type="tel"
          label={t("contact.fieldPhone")}
          labelNote={t("contact.optional")}
          hint={t("contact.fieldPhoneHint")}
          errors={errors.phone}
          autoComplete="tel"
          maxLength={20}
          defaultValue={values?.phone}
        />
        <FormField
          multiline
          name="message"
          label={t("contact.fieldMessage")}
          hint={t("contact.fieldMessageHint")}
          errors={errors.message}
          required
          rows={6}
          maxLength={4000}
          defaultValue={values?.message}
        />
        {/* The spam trap: hidden from people and assistive technology, filled only by bots. */}
        <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
          <label htmlFor="field-website">{t("contact.honeypot")}</label>
          <input id="field-website" name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
        </div>
        <SubmitButton pending={pending} pendingLabel={t("contact.sending")} size="lg" width="phone">
          {t("contact.send")}
        </SubmitButton>
      </Form>
    </section>
  );
}
