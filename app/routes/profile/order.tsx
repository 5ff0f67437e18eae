import { Form, useNavigation } from "react-router";
import { metaLocale } from "../../lib/seo.ts";
import { formatMomentIn, formatMoney } from "../../i18n/formatters.ts";
import { LocaleLink, translate, useLocale, useT } from "../../i18n/i18n.tsx";
import { statusWord, statusWordKey } from "../../../server/domain/orders/status-words.shared.ts";
import { FormAlert } from "../../ui/FormAlert.tsx";
import { OrderBlock, OrderCodeAndStatus, OrderDetails } from "../../features/orders/OrderDetails.tsx";
import { ConfirmForm } from "../../ui/ConfirmForm.tsx";
import { SubmitButton } from "../../ui/SubmitButton.tsx";
import { orderAction, orderLoader } from "./orders.server.ts";
import type { Route } from "./+types/order";

export const loader = orderLoader;
export const action = orderAction;

export function meta({ data: loaded, matches }: Route.MetaArgs) {
  const locale = metaLocale(matches);
  const title = loaded
    ? translate(locale, "profileOrders.metaTitle", { code: loaded.order.code })
    : translate(locale, "error.notFoundTitle");
  return [{ title: `${title} · ${translate(locale, "meta.siteName")}` }, { name: "robots", content: "noindex" }];
}

export default function ProfileOrder({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const navigation = useNavigation();
  const { order, history, cancelUntil, doneText, cancelDeposit } = loaderData;
  // Until the next page is there: the action's redirect is followed by loading the cart, about a second.
  const pending = navigation.state !== "idle" ? navigation.formData?.get("intent") : null;
  const deadline = cancelUntil ? formatMomentIn(cancelUntil, order.slot.time_zone, locale) : null;
  return (
    <article aria-labelledby="order-title" data-testid="profile-order-page">
      <LocaleLink to="/profile/orders" className="font-semibold text-brand-dark underline underline-offset-4">
        ‹ {t("profileOrders.back")}
      </LocaleLink>
      <h2 id="order-title" className="mt-4 text-2xl font-black">
        {t("profileOrders.orderTitle")}
      </h2>
      <OrderCodeAndStatus order={order} />
      <div className="mt-4 space-y-3">
        {actionData?.error ? (
          <FormAlert message={actionData.error} focusKey={1} />
        ) : (
          doneText && <FormAlert tone="success" message={doneText} />
        )}
      </div>
      <section
        aria-labelledby="order-actions"
        className="mt-6 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-black/5 md:p-6"
        data-testid="order-actions"
      >
        <h2 id="order-actions" className="text-xl font-black">
          {t("profileAccount.actions")}
        </h2>
        <div className="mt-3 flex flex-col gap-4 sm:flex-row sm:flex-wrap sm:items-start">
          {order.status === "unfinished" && (
            <ConfirmForm
              intent="cancel"
              formClassName="space-y-2 sm:max-w-xs"
              className="inline-flex w-full items-center justify-center rounded-full px-6 py-3 font-bold text-red-800 ring-2 ring-red-800 hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-dark disabled:opacity-70 sm:w-auto"
              aria-describedby={deadline ? "cancel-until" : undefined}
              title={t("profileAccount.cancelTitle", { code: order.code })}
              body={
                <>
                  <p>{t("profileAccount.cancelBody", { code: order.code, total: formatMoney(order.totals.total_cents) })}</p>
                  {/* A pre-order's deposit: the customer is told before confirming whether it comes back. */}
                  {order.pre_order && cancelDeposit !== "none" && (
                    <p data-testid="cancel-deposit">
                      {cancelDeposit === "keep" && order.pre_order.refund_until
                        ? t("order.preorder.cancelKeeps", {
                            deadline: formatMomentIn(order.pre_order.refund_until, order.slot.time_zone, locale),
                            amount: formatMoney(order.pre_order.deposit_cents),
                          })
                        : t("order.preorder.cancelRefunds", { amount: formatMoney(order.pre_order.deposit_cents) })}
                    </p>
                  )}
                </>
              }
              confirmLabel={t("profileAccount.cancelConfirm", { code: order.code })}
              pendingLabel={t("profileAccount.canceling")}
              after={
                deadline && (
                  <p id="cancel-until" className="text-sm text-crust">
                    {t("profileAccount.cancelUntil", { deadline })}
                  </p>
                )
              }
            >
              {t("profileAccount.cancel")}
            </ConfirmForm>
          )}
          <Form method="post" className="space-y-2 sm:max-w-xs">
            <input type="hidden" name="intent" value="reorder" />
            <SubmitButton
              width="phone"
              pending={pending === "reorder"}
              pendingLabel={t("profileAccount.reordering")}
              aria-busy={pending === "reorder" || undefined}
              aria-describedby="reorder-hint"
            >
              {t("profileAccount.reorder")}
            </SubmitButton>
            {/* The wait said aloud too: the button's new words alone are not announced. */}
            <span role="status" className="sr-only">
              {pending === "reorder" ? t("profileAccount.reordering") : ""}
            </span>
            <p id="reorder-hint" className="text-sm text-crust">
              {t("profileAccount.reorderHint")}
            </p>
          </Form>
        </div>
      </section>
      <div className="mt-6 space-y-6">
        <OrderDetails order={order} />
        <OrderBlock title={t("profileOrders.history")} testId="order-history">
          <ol className="space-y-1">
            {history.map((change, i) => (
              <li key={`${change.status}-${i}`} className="flex flex-wrap justify-between gap-x-4">
                <span className="font-semibold">
                  {t(statusWordKey(statusWord(change.status, order.fulfilment, { justPlaced: i === 0 })))}
                </span>
                <time dateTime={change.at} className="text-sm text-crust">
                  {formatMomentIn(change.at, order.slot.time_zone, locale)}
                </time>
              </li>
            ))}
          </ol>
        </OrderBlock>
      </div>
    </article>
  );
}
