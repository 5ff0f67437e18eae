import type { ReactNode } from "react";
import { DECLINE_REASON_MAX } from "../../../server/domain/custom-cakes/custom-cake-rules.shared.ts";
import type { CakeRequestView } from "../../../server/domain/custom-cakes/custom-cakes.types.ts";
import { longDay } from "../../../server/domain/checkout/shop-clock.shared.ts";
import { formatMoney, formatMomentIn } from "../../i18n/formatters.ts";
import { LocaleLink, useLocale, useT } from "../../i18n/i18n.tsx";
import { ConfirmForm } from "../../ui/ConfirmForm.tsx";
import { FormAlert } from "../../ui/FormAlert.tsx";
import { AcceptForm, type CardForm } from "./AcceptForm.tsx";
import { InscriptionPreview } from "./InscriptionPreview.tsx";

const CARD = "rounded-3xl bg-white p-5 shadow-sm ring-1 ring-black/5";

function Row({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div className="grid gap-1 py-2 sm:grid-cols-3" data-testid={testId}>
      <dt className="font-semibold text-crust">{label}</dt>
      <dd className="min-w-0 break-words sm:col-span-2">{children}</dd>
    </div>
  );
}

/** The customer's custom cake: what was asked, where it stands, and the quote to accept or decline. */
export function CakeRequestPage(props: {
  cake: CakeRequestView;
  cakeKey: string;
  sent: boolean;
  done: "declined" | null;
  card: CardForm | null;
  idempotencyKey: string;
  failure: { intent: string; message: string; idempotencyKey: string } | undefined;
}) {
  const { cake, cakeKey, failure } = props;
  const t = useT();
  const locale = useLocale();
  const zone = cake.time_zone;
  const moment = (iso: string) => formatMomentIn(iso, zone, locale);
  const quote = cake.quote;
  const keyFields: Record<string, string> = cakeKey ? { key: cakeKey } : {};

  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 pb-16 pt-8 md:pt-12" data-testid="cake-request" data-status={cake.status}>
      <div>
        <h1 className="text-3xl font-black leading-tight md:text-4xl">{t("customCakes.requestTitle", { code: cake.code })}</h1>
        <p className="mt-2 inline-block rounded-full bg-cream px-3 py-1 font-bold" data-testid="cake-status">
          {t(`status.${cake.status}`)}
        </p>
        <p className="mt-2 text-crust" data-testid="cake-status-words">
          {t(`customCakes.statusWords.${cake.status}`)}
        </p>
      </div>
      {props.sent && <FormAlert tone="success" message={t("customCakes.sent", { email: cake.email })} />}
      {props.done === "declined" && <FormAlert tone="info" message={t("customCakes.declinedDone")} />}
      {failure && <FormAlert message={failure.message} focusKey={1} />}

      {cake.status === "quoted" && quote && (
        <section aria-labelledby="quote-title" className={`${CARD} ring-2 ring-brand-dark/30`} data-testid="cake-quote">
          <h2 id="quote-title" className="text-xl font-black">
            {t("customCakes.quoteTitle")}
          </h2>
          <dl className="mt-2 divide-y divide-black/5">
            <Row label={t("customCakes.quotePrice")} testId="quote-price">
              {formatMoney(quote.price_cents)}
            </Row>
            <Row label={t("customCakes.quoteTax")}>{formatMoney(quote.tax_cents)}</Row>
            <Row label={t("customCakes.quoteTotal")} testId="quote-total">
              <strong>{formatMoney(quote.total_cents)}</strong>
            </Row>
            <Row label={t("customCakes.quoteDate")} testId="quote-date">
              {longDay(quote.date, locale)}
              {quote.date_changed && (
                <p className="mt-1 text-sm font-semibold text-amber-900" data-testid="quote-date-changed">
                  {t("customCakes.quoteOtherDate", { asked: longDay(cake.date_wanted, locale) })}
                </p>
              )}
            </Row>
            <Row label={t("customCakes.quoteDeposit")} testId="quote-deposit">
              <strong>{formatMoney(quote.deposit_cents)}</strong>
            </Row>
            <Row label={t("customCakes.quoteBalance")} testId="quote-balance">
              {formatMoney(quote.balance_cents)}
            </Row>
            {quote.notes && (
              <Row label={t("customCakes.quoteNotes")}>
                <p className="whitespace-pre-line">{quote.notes}</p>
              </Row>
            )}
          </dl>
          <p className="mt-3 font-semibold" data-testid="quote-expires">
            {t("customCakes.acceptBy", { when: moment(quote.expires_at) })}
          </p>
          <p className="mt-1 text-sm text-crust" data-testid="quote-policy">
            {t("customCakes.policy", { until: moment(quote.refund_until) })}
          </p>
          <div className="mt-4">
            <AcceptForm
              card={props.card}
              idempotencyKey={failure?.idempotencyKey ?? props.idempotencyKey}
              depositCents={quote.deposit_cents}
              cakeKey={cakeKey}
            />
          </div>
        </section>
      )}

      {(cake.status === "requested" || cake.status === "quoted") && (
        <div data-testid="cake-decline">
          <ConfirmForm
            intent="decline"
            fields={keyFields}
            title={t(cake.status === "quoted" ? "customCakes.declineTitle" : "customCakes.withdrawTitle", { code: cake.code })}
            body={<p>{t("customCakes.declineBody")}</p>}
            confirmLabel={t(cake.status === "quoted" ? "customCakes.declineConfirm" : "customCakes.withdrawConfirm")}
            className="inline-flex min-h-12 items-center justify-center rounded-full px-5 py-2.5 font-bold text-red-800 ring-1 ring-red-800/40 hover:bg-red-50"
            extra={
              <div className="mt-3">
                <label htmlFor="decline-reason" className="font-semibold">
                  {t("customCakes.declineReason")}
                  <span className="ml-1 font-normal text-crust">{t("customCakes.optional")}</span>
                </label>
                <textarea
                  id="decline-reason"
                  name="reason"
                  rows={3}
                  maxLength={DECLINE_REASON_MAX}
                  className="mt-1.5 block w-full rounded-xl border border-black/25 bg-white px-3.5 py-2.5 text-base"
                />
              </div>
            }
          >
            {t(cake.status === "quoted" ? "customCakes.decline" : "customCakes.withdraw")}
          </ConfirmForm>
        </div>
      )}

      {cake.status === "accepted" && cake.order && (
        <p className={CARD} data-testid="cake-order">
          {t("customCakes.acceptedOrder")}{" "}
          <LocaleLink
            to={`/cart/order-success?code=${encodeURIComponent(cake.order.code)}`}
            className="font-bold text-brand-dark underline underline-offset-4"
          >
            {t("customCakes.seeOrder", { code: cake.order.code })}
          </LocaleLink>
        </p>
      )}
      {(cake.status === "declined" || cake.status === "expired") && (
        <div className={CARD} data-testid="cake-ended">
          {cake.status === "declined" && cake.declined_by === "shop" && cake.decline_reason && (
            <p className="mb-2">{t("customCakes.shopReason", { reason: cake.decline_reason })}</p>
          )}
          <LocaleLink to="/custom-cakes" className="font-bold text-brand-dark underline underline-offset-4">
            {t("customCakes.newRequest")}
          </LocaleLink>
        </div>
      )}

      <section aria-labelledby="asked-title" className={CARD} data-testid="cake-asked">
        <h2 id="asked-title" className="text-xl font-black">
          {t("customCakes.askedTitle")}
        </h2>
        <dl className="mt-2 divide-y divide-black/5">
          <Row label={t("customCakes.occasion")}>{t(`occasion.${cake.occasion}`)}</Row>
          <Row label={t("customCakes.date")}>{longDay(cake.date_wanted, locale)}</Row>
          <Row label={t("customCakes.fulfilment")}>
            {cake.fulfilment === "delivery"
              ? `${t("customCakes.delivery")}: ${[cake.address.address, cake.address.city, cake.address.state, cake.address.zip].filter(Boolean).join(", ")}`
              : t("customCakes.pickup")}
          </Row>
          <Row label={t("customCakes.servings")}>
            {t("customCakes.servingsAndSize", { servings: cake.servings, size: t(`size.${cake.size}`) })}
          </Row>
          <Row label={t("customCakes.flavour")}>{t(`flavour.${cake.flavour}`)}</Row>
          <Row label={t("customCakes.filling")}>{t(`filling.${cake.filling}`)}</Row>
          {cake.frosting_colour && <Row label={t("customCakes.frostingColour")}>{cake.frosting_colour}</Row>}
          <Row label={t("customCakes.inscription")}>
            <InscriptionPreview text={cake.inscription} />
          </Row>
          {cake.notes && (
            <Row label={t("customCakes.notes")}>
              <p className="whitespace-pre-line">{cake.notes}</p>
            </Row>
          )}
          <Row label={t("customCakes.photos")}>{t("customCakes.photoCount", { count: cake.photo_count })}</Row>
          <Row label={t("customCakes.contact")}>
            {cake.full_name} · {cake.email} · {cake.phone}
          </Row>
        </dl>
      </section>
    </div>
  );
}
