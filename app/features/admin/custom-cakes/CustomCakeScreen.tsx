import { Form, useLocation, useNavigation } from "react-router";
import type { ReactNode } from "react";
import { characterCount, DECLINE_REASON_MAX, QUOTE_NOTES_MAX } from "../../../../server/domain/custom-cakes/custom-cake-rules.shared.ts";
import { cakeWord } from "../../../../server/domain/custom-cakes/custom-cake-words.shared.ts";
import { longDay } from "../../../../server/domain/checkout/shop-clock.shared.ts";
import { formatPhone, telOf } from "../../../../server/i18n/phone.shared.ts";
import { localizePath } from "../../../i18n/config.ts";
import { countryName, formatMoney, formatMomentIn } from "../../../i18n/formatters.ts";
import { useLocale, useT } from "../../../i18n/i18n.tsx";
import type { ActionData, LoaderData } from "../../../lib/route-data.ts";
import type { customCakeAction, customCakeLoader } from "../../../routes/admin/custom-cakes.server.ts";
import { ConfirmForm } from "../../../ui/ConfirmForm.tsx";
import { FormAlert } from "../../../ui/FormAlert.tsx";
import { FormField } from "../../../ui/FormField.tsx";
import { AdminSection } from "../AdminSection.tsx";
import { ADMIN_BUTTON, ADMIN_BUTTON_QUIET } from "../admin-ui.ts";
import { BackLink, fieldsOf } from "../form-fields.tsx";
import { CakeStatusBadge } from "./CustomCakesScreen.tsx";

/** A term and its value in a card's list; on a phone the value goes under its term. */
function Item({ term, children, testId }: { term: string; children: ReactNode; testId?: string }) {
  return (
    <div className="py-2 sm:grid sm:grid-cols-[11rem_minmax(0,1fr)] sm:gap-3" data-testid={testId}>
      <dt className="font-semibold text-crust">{term}</dt>
      <dd className="min-w-0 wrap-break-word">{children}</dd>
    </div>
  );
}

/**
 * One custom cake request: everything asked (the inscription as it will be piped), the reference photos, whom to
 * call, the quote and the order it became, the history; and for an owner or a manager, the forms that quote it (or
 * quote it again) and decline it — the decline asks first. The kitchen reads it all without the forms.
 */
export function CustomCakeScreen({
  loaderData,
  actionData: answer,
}: {
  loaderData: LoaderData<typeof customCakeLoader>;
  actionData: ActionData<typeof customCakeAction>;
}) {
  const t = useT();
  const locale = useLocale();
  const location = useLocation();
  const navigation = useNavigation();
  const { request: r, mayAnswer, timeZone, done } = loaderData;
  const moment = (iso: string) => formatMomentIn(iso, timeZone, locale);
  const none = <span className="text-crust">{t("adminCustomCakes.none")}</span>;
  const open = r.status === "requested" || r.status === "quoted";
  const quoteFields = fieldsOf(answer?.intent === "quote" ? answer : undefined);
  const declineErrors = answer?.intent === "decline" ? answer.errors : {};
  const reasonError = answer?.intent === "decline" && answer.reasonMissing ? t("adminCustomCakes.reasonRequired") : declineErrors.reason;
  const search = new URLSearchParams(location.search);
  // The decline asks first: the action sends the page back with the question (and the reason) in its address.
  const askedReason = search.get("confirm") === "decline" ? (search.get("confirm.reason") ?? "") : null;
  const busy = navigation.state !== "idle";
  const { address, city, state, zip, country } = r.address;
  const where = [address, [city, state, zip].filter(Boolean).join(" "), country ? countryName(country, locale) : ""]
    .filter(Boolean)
    .join(", ");
  const q = r.quote;
  return (
    <article aria-labelledby="cake-title" data-testid="admin-custom-cake-page" data-id={r.id} data-status={r.status}>
      <BackLink to="/admin/custom-cakes">{t("adminCustomCakes.back")}</BackLink>
      <div className="mt-2 flex flex-wrap items-center gap-3">
        <h1 id="cake-title" className="text-3xl font-black">
          {t("adminCustomCakes.requestTitle", { code: r.code })}
        </h1>
        <CakeStatusBadge status={r.status} />
      </div>
      <p className="mt-1 text-crust">{t("adminCustomCakes.askedOn", { time: moment(r.created_at) })}</p>
      {done && (
        <div className="mt-4">
          <FormAlert tone="success" message={t(done === "quoted" ? "adminCustomCakes.doneQuoted" : "adminCustomCakes.doneDeclined")} />
        </div>
      )}

      <div className="mt-6 grid gap-4 lg:grid-cols-[minmax(0,1.2fr)_minmax(0,1fr)]">
        <div className="min-w-0 space-y-4">
          <AdminSection titleId="cake-asked" title={t("adminCustomCakes.asked")} testId="admin-custom-cake-asked">
            <dl className="mt-2 divide-y divide-black/10">
              <Item term={t("adminCustomCakes.occasion")}>{cakeWord(locale, "occasion", r.occasion)}</Item>
              <Item term={t("adminCustomCakes.dateWanted")}>
                <strong>{longDay(r.date_wanted, locale)}</strong>
              </Item>
              <Item term={t("adminCustomCakes.fulfilment")}>
                {r.fulfilment === "delivery" ? t("adminCustomCakes.delivery", { address: where }) : t("adminCustomCakes.pickup")}
              </Item>
              <Item term={t("adminCustomCakes.servings")}>{r.servings}</Item>
              <Item term={t("adminCustomCakes.size")}>{cakeWord(locale, "size", r.size)}</Item>
              <Item term={t("adminCustomCakes.flavour")}>{cakeWord(locale, "flavour", r.flavour)}</Item>
              <Item term={t("adminCustomCakes.filling")}>{cakeWord(locale, "filling", r.filling)}</Item>
              <Item term={t("adminCustomCakes.frosting")}>{r.frosting_colour.trim() || none}</Item>
              <Item term={t("adminCustomCakes.inscription")} testId="admin-custom-cake-inscription">
                {r.inscription ? (
                  <>
                    {/* As the piping bag writes it: the customer's characters, nothing trimmed or corrected. */}
                    <p
                      lang={r.locale}
                      className="rounded-2xl bg-rose-50 px-4 py-3 text-center font-serif text-2xl italic whitespace-pre-wrap text-rose-900 ring-1 ring-rose-200"
                    >
                      {r.inscription}
                    </p>
                    <p className="mt-1 text-sm text-crust">
                      {t("adminCustomCakes.inscriptionHint", { count: characterCount(r.inscription) })}
                    </p>
                  </>
                ) : (
                  none
                )}
              </Item>
              <Item term={t("adminCustomCakes.notes")}>{r.notes.trim() ? <p className="whitespace-pre-wrap">{r.notes}</p> : none}</Item>
            </dl>
          </AdminSection>

          <AdminSection
            titleId="cake-photos"
            title={t("adminCustomCakes.photos")}
            testId="admin-custom-cake-photos"
            empty={r.photos.length === 0 ? t("adminCustomCakes.noPhotos") : undefined}
          >
            <ul className="mt-3 grid grid-cols-1 gap-3 sm:grid-cols-2">
              {r.photos.map((photo) => (
                <li key={photo.position}>
                  <a href={photo.url} className="block" aria-label={t("adminCustomCakes.photoOpen", { n: photo.position })}>
                    <img
                      src={photo.url}
                      width={photo.width}
                      height={photo.height}
                      alt={t("adminCustomCakes.photoAlt", { n: photo.position, count: r.photos.length, code: r.code })}
                      loading="lazy"
                      className="h-auto w-full rounded-xl bg-cream object-contain ring-1 ring-black/10"
                      data-testid="admin-custom-cake-photo"
                    />
                  </a>
                  <a href={photo.url} className="mt-1 inline-flex min-h-11 items-center font-semibold text-brand-dark underline">
                    {t("adminCustomCakes.photoOpen", { n: photo.position })}
                  </a>
                </li>
              ))}
            </ul>
          </AdminSection>
        </div>

        <div className="min-w-0 space-y-4">
          <AdminSection titleId="cake-contact" title={t("adminCustomCakes.contact")} testId="admin-custom-cake-contact">
            <dl className="mt-2 divide-y divide-black/10">
              <Item term={t("adminCustomCakes.name")}>{r.full_name}</Item>
              <Item term={t("adminCustomCakes.phone")}>
                <a href={`tel:${telOf(r.phone)}`} className="font-semibold text-brand-dark underline">
                  {formatPhone(r.phone)}
                </a>
              </Item>
              <Item term={t("adminCustomCakes.email")}>
                <a href={`mailto:${r.email}`} className="wrap-anywhere text-brand-dark underline">
                  {r.email}
                </a>
              </Item>
              <Item term={t("adminCustomCakes.language")}>
                {t(r.locale === "vi" ? "adminCustomCakes.languageVi" : "adminCustomCakes.languageEn")}
              </Item>
              <Item term={t("adminCustomCakes.customer")}>
                {r.customer_id ? (
                  <a href={localizePath(`/admin/customers/${r.customer_id}`, locale)} className="text-brand-dark underline">
                    {t("adminCustomCakes.openCustomer")}
                  </a>
                ) : (
                  t("adminCustomCakes.guest")
                )}
              </Item>
            </dl>
          </AdminSection>

          <AdminSection
            titleId="cake-quote"
            title={t("adminCustomCakes.quote")}
            testId="admin-custom-cake-quote"
            empty={q ? undefined : t("adminCustomCakes.noQuote")}
          >
            {q && (
              <>
                <dl className="mt-2 divide-y divide-black/10">
                  <Item term={t("adminCustomCakes.quotePrice")}>{formatMoney(q.price_cents)}</Item>
                  <Item term={t("adminCustomCakes.quoteTax")}>{formatMoney(q.tax_cents)}</Item>
                  <Item term={t("adminCustomCakes.quoteTotal")}>
                    <strong>{formatMoney(q.total_cents)}</strong>
                  </Item>
                  <Item term={t("adminCustomCakes.quoteDeposit")}>{formatMoney(q.deposit_cents)}</Item>
                  <Item term={t("adminCustomCakes.quoteBalance")}>{formatMoney(q.balance_cents)}</Item>
                  <Item term={t("adminCustomCakes.quoteDate")}>
                    <strong>{longDay(q.date, locale)}</strong>
                    {q.date_changed && (
                      <span className="block text-sm font-semibold text-amber-900">
                        {t("adminCustomCakes.quoteDateChanged", { asked: longDay(r.date_wanted, locale) })}
                      </span>
                    )}
                  </Item>
                  <Item term={t("adminCustomCakes.quoteNotes")}>
                    {q.notes.trim() ? <p className="whitespace-pre-wrap">{q.notes}</p> : none}
                  </Item>
                </dl>
                <ul className="mt-2 space-y-1 text-sm text-crust">
                  <li>
                    {r.quoted_by
                      ? t("adminCustomCakes.quotedBy", { name: r.quoted_by, time: moment(q.quoted_at) })
                      : t("adminCustomCakes.quotedAt", { time: moment(q.quoted_at) })}
                  </li>
                  {r.status === "quoted" && <li>{t("adminCustomCakes.quoteExpires", { time: moment(q.expires_at) })}</li>}
                  <li>{t("adminCustomCakes.refundUntil", { time: moment(q.refund_until) })}</li>
                </ul>
              </>
            )}
            {r.order && (
              <p className="mt-3" data-testid="admin-custom-cake-order">
                <span className="font-semibold">{t("adminCustomCakes.order")}: </span>
                <a href={localizePath(`/admin/orders/${r.order.code}`, locale)} className="font-mono font-bold text-brand-dark underline">
                  {t("adminCustomCakes.openOrder", { code: r.order.code })}
                </a>
              </p>
            )}
            {r.declined_by && (
              <div className="mt-3" data-testid="admin-custom-cake-declined">
                <p className="font-semibold">
                  {t(r.declined_by === "shop" ? "adminCustomCakes.declinedByShop" : "adminCustomCakes.declinedByCustomer")}
                </p>
                {r.decline_reason.trim() && (
                  <p className="whitespace-pre-wrap">{t("adminCustomCakes.declineReasonShown", { reason: r.decline_reason })}</p>
                )}
              </div>
            )}
          </AdminSection>

          {!mayAnswer ? (
            <p className="rounded-xl bg-white/70 p-3 text-sm text-crust ring-1 ring-black/10" data-testid="admin-custom-cake-read-only">
              {t("adminCustomCakes.readOnly")}
            </p>
          ) : !open ? (
            <p className="rounded-xl bg-white/70 p-3 text-sm text-crust ring-1 ring-black/10">{t("adminCustomCakes.closed")}</p>
          ) : (
            <>
              <AdminSection
                titleId="cake-quote-form"
                title={t(r.status === "quoted" ? "adminCustomCakes.requoteForm" : "adminCustomCakes.quoteForm")}
                testId="admin-custom-cake-quote-form"
                className="print:hidden"
              >
                {r.status === "quoted" && (
                  <p className="mt-2 rounded-xl bg-amber-50 p-3 text-sm text-amber-950 ring-1 ring-amber-200">
                    {t("adminCustomCakes.requoteNote")}
                  </p>
                )}
                <Form method="post" className="mt-3 space-y-4" noValidate>
                  {answer?.intent === "quote" && <FormAlert message={answer.message} focusKey={1} />}
                  <input type="hidden" name="intent" value="quote" />
                  <input type="hidden" name="expected_version" value={r.version} />
                  <div className="grid gap-4 sm:grid-cols-2">
                    <FormField
                      {...quoteFields.field("price", "")}
                      label={t("adminCustomCakes.price")}
                      inputMode="decimal"
                      autoComplete="off"
                      required
                    />
                    <FormField
                      {...quoteFields.field("deposit", "")}
                      label={t("adminCustomCakes.deposit")}
                      hint={t("adminCustomCakes.depositHint")}
                      inputMode="decimal"
                      autoComplete="off"
                      required
                    />
                  </div>
                  <FormField
                    {...quoteFields.field("notes", "")}
                    multiline
                    rows={4}
                    maxLength={QUOTE_NOTES_MAX}
                    label={t("adminCustomCakes.quoteNotesField")}
                    hint={t("adminCustomCakes.quoteNotesHint")}
                  />
                  <FormField
                    {...quoteFields.field("date", "")}
                    type="date"
                    label={t("adminCustomCakes.otherDate")}
                    hint={t("adminCustomCakes.otherDateHint", { date: longDay(r.date_wanted, locale) })}
                  />
                  <button type="submit" className={ADMIN_BUTTON} disabled={busy} data-testid="admin-custom-cake-quote-submit">
                    {t(r.status === "quoted" ? "adminCustomCakes.sendRequote" : "adminCustomCakes.sendQuote")}
                  </button>
                </Form>
              </AdminSection>

              <AdminSection
                titleId="cake-decline-form"
                title={t("adminCustomCakes.declineForm")}
                testId="admin-custom-cake-decline-form"
                className="print:hidden"
              >
                {askedReason !== null ? (
                  <div className="mt-3">
                    <ConfirmForm
                      intent="decline"
                      fields={{ reason: askedReason, expected_version: r.version }}
                      className={ADMIN_BUTTON}
                      title={t("adminCustomCakes.declineTitle", { code: r.code })}
                      body={
                        <>
                          <p>{t("adminCustomCakes.declineBody", { name: r.full_name })}</p>
                          <p className="mt-2 whitespace-pre-wrap">{t("adminCustomCakes.declineQuote", { reason: askedReason })}</p>
                        </>
                      }
                      confirmLabel={t("adminCustomCakes.declineConfirm", { code: r.code })}
                    >
                      {t("adminCustomCakes.decline")}
                    </ConfirmForm>
                  </div>
                ) : (
                  <Form method="post" className="mt-3 space-y-4" noValidate>
                    {answer?.intent === "decline" && answer.message && <FormAlert message={answer.message} focusKey={1} />}
                    <input type="hidden" name="intent" value="decline" />
                    <input type="hidden" name="expected_version" value={r.version} />
                    <FormField
                      name="reason"
                      multiline
                      rows={3}
                      maxLength={DECLINE_REASON_MAX}
                      defaultValue={answer?.intent === "decline" ? answer.values.reason : ""}
                      errors={reasonError ? [reasonError] : undefined}
                      label={t("adminCustomCakes.reason")}
                      required
                    />
                    <button type="submit" className={ADMIN_BUTTON_QUIET} disabled={busy} data-testid="admin-custom-cake-decline-submit">
                      {t("adminCustomCakes.decline")}
                    </button>
                  </Form>
                )}
              </AdminSection>
            </>
          )}

          <AdminSection
            titleId="cake-history"
            title={t("adminCustomCakes.history")}
            testId="admin-custom-cake-history"
            empty={r.history.length === 0 ? t("adminCustomCakes.historyEmpty") : undefined}
          >
            <ol className="mt-2 space-y-2">
              {r.history.map((entry, i) => (
                <li key={`${entry.at}-${i}`} className="text-sm">
                  <time dateTime={entry.at} className="block font-semibold">
                    {moment(entry.at)}
                  </time>
                  <span className="wrap-break-word">
                    {t("adminCustomCakes.historyLine", { action: actionWords(t, entry.action), actor: entry.actor })}
                  </span>
                </li>
              ))}
            </ol>
          </AdminSection>
        </div>
      </div>
    </article>
  );
}

const ACTIONS = ["create", "quote", "requote", "accept", "decline"] as const;

/** An audit line's action ("cake_request.quote") in the staff member's words; one not known here as it is. */
function actionWords(t: (key: `adminCustomCakes.action.${(typeof ACTIONS)[number]}`) => string, action: string): string {
  const step = ACTIONS.find((a) => action === `cake_request.${a}`);
  return step ? t(`adminCustomCakes.action.${step}`) : action;
}
