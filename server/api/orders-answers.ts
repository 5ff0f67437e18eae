import type { AdminCustomerDetail } from "../domain/customers/customers.service.ts";
import type { AdminOrderDetail } from "../domain/orders/admin-orders.service.ts";
import type { CancelRefusal, OrderCancelError } from "../domain/orders/cancel.service.ts";
import type { Board } from "../domain/orders/board.service.ts";
import { STATUS_LABEL } from "../domain/orders/orders.service.ts";
import type { OrderStatus } from "../domain/orders/status-words.shared.ts";
import { apiMessage } from "../i18n/api-messages.ts";
import type { Lang } from "../i18n/language.ts";
import { ApiError } from "./envelope.ts";

// How orders are answered: each order's status label in the reader's language (the services give the status; the
// answers of the API and the pages say it), and how a refused cancel is answered.

export const CANCEL_ANSWERS: Record<CancelRefusal, { status: 409 }> = {
  shipped: { status: 409 },
  finished: { status: 409 },
  alreadyCanceled: { status: 409 },
  tooLate: { status: 409 },
};

export function cancelRefusal(error: OrderCancelError, lang: Lang): ApiError {
  return new ApiError(
    CANCEL_ANSWERS[error.refusal].status,
    error.text.key,
    undefined,
    undefined,
    apiMessage(lang, error.text.key, error.text.params),
  );
}

/** A thing with an order's status, with that status's label in `lang` beside it (`status_label`). */
export function labelled<T extends { status: OrderStatus }>(item: T, lang: Lang): T & { status_label: string } {
  return { ...item, status_label: apiMessage(lang, STATUS_LABEL[item.status]) };
}

/** The same, for each of a list. */
export const labelledAll = <T extends { status: OrderStatus }>(items: readonly T[], lang: Lang) =>
  items.map((item) => labelled(item, lang));

/** Something that carries one order (a cancel's or a move's result, a refusal's order now), with its label. */
export function withLabelledOrder<T extends { order: { status: OrderStatus } }>(value: T, lang: Lang) {
  return { ...value, order: labelled(value.order, lang) };
}

/** An order's page for the staff: its labels, and who moved it named in `lang` (the customer, the system, or by name). */
export function adminOrderAnswer(detail: AdminOrderDetail, lang: Lang) {
  return {
    ...detail,
    order: labelled(detail.order, lang),
    history: detail.history.map((change) => ({
      ...labelled(change, lang),
      by: {
        kind: change.by.kind,
        name:
          change.by.kind === "staff"
            ? change.by.name
            : apiMessage(lang, change.by.kind === "customer" ? "adminOrderActorCustomer" : "adminOrderActorSystem"),
      },
    })),
  };
}

/** A customer's page for the staff: their orders with their labels. */
export function adminCustomerAnswer(detail: AdminCustomerDetail, lang: Lang) {
  return { ...detail, orders: labelledAll(detail.orders, lang) };
}

/** The board of the day, each order with its label. */
export function boardAnswer(board: Board, lang: Lang) {
  return { ...board, slots: board.slots.map((slot) => ({ ...slot, orders: labelledAll(slot.orders, lang) })) };
}
