import type { BoardOrder } from "../../../../server/domain/orders/order-moves.service.ts";
import type { OrderLineView } from "../../../../server/domain/orders/order-view.ts";
import { staffStatusWordKey, statusWord, type OrderStatus } from "../../../../server/domain/orders/status-words.shared.ts";
import { useLocale, useT } from "../../../i18n/i18n.tsx";
import type { MessageKey } from "../../../i18n/messages/en.ts";
import { ADMIN_CARD } from "../admin-ui.ts";
import { LineOptions } from "../../catalog/LineOptions.tsx";
import { MoveForms } from "./MoveForms.tsx";
import { PrintLinks } from "../print/PrintLinks.tsx";
import { formatPhone, telOf } from "../../../../server/i18n/phone.shared.ts";
import { formatList, formatMoney, formatMomentIn } from "../../../i18n/formatters.ts";

// One order on the board: everything the counter and the kitchen need to hand it over, and its moves as plain form
// posts (they work without JavaScript). The status and the "new" mark are words, not colours only.

const STATUS_TONE: Record<OrderStatus, string> = {
  unfinished: "bg-amber-100 text-amber-950 ring-amber-700/40",
  shipped: "bg-sky-100 text-sky-950 ring-sky-700/40",
  delivered: "bg-indigo-100 text-indigo-950 ring-indigo-700/40",
  completed: "bg-emerald-100 text-emerald-950 ring-emerald-700/40",
  canceled: "bg-stone-200 text-stone-800 ring-stone-600/40",
};

const ALLERGENS = new Set(["milk", "egg", "fish", "shellfish", "tree_nuts", "peanuts", "wheat", "soy", "sesame"]);

export interface OrderCardProps {
  order: BoardOrder;
  /** Placed since the page was first opened. */
  isNew: boolean;
  /** The board's date: a move comes back to it. */
  date: string;
  timeZone: string;
  /** A refused move of this order, in the page's language, and the reason that was typed. */
  refusal?: { error: string; reason?: string } | undefined;
}

function lastDigits(accountNumber: string): string {
  return /(\d{4})\D*$/.exec(accountNumber)?.[1] ?? "";
}

export function OrderCard({ order, isNew, date, timeZone, refusal }: OrderCardProps) {
  const t = useT();
  const locale = useLocale();
  const allergenNames = (codes: string[]) =>
    formatList(
      codes.map((code) => (ALLERGENS.has(code) ? t(`catalog.allergen.${code}` as MessageKey) : code)),
      locale,
    );
  const headingId = `order-${order.code}`;
  const canceled = order.status === "canceled";

  // Keyed by place: two lines may share a SKU and a note, and differ only by their add-ons.
  const line = (item: OrderLineView, gift: boolean, i: number) => (
    <li key={`${gift ? "g" : "l"}-${i}`} className="py-1.5">
      <p className="text-lg">
        <span className="font-black tabular-nums">{item.quantity} ×</span> <span className="font-semibold">{item.name}</span>
        {gift && <span className="text-crust"> ({t("adminBoard.gift")})</span>}
      </p>
      <LineOptions variant={item.variant} modifiers={item.modifiers} className="ml-7 text-base text-ink" />
      {item.note && (
        <p className="ml-7 font-semibold text-brand-dark">
          {t(item.note_kind === "inscription" ? "adminBoard.inscription" : "adminBoard.note", { note: item.note })}
        </p>
      )}
      {item.allergens.length > 0 && (
        <p className="ml-7 text-sm text-crust">{t("adminBoard.contains", { allergens: allergenNames(item.allergens) })}</p>
      )}
    </li>
  );

  const card = order.payment.card;
  const payment =
    order.payment.status === "voided"
      ? t("adminBoard.cardVoided")
      : order.payment.status === "refunded"
        ? t("adminBoard.cardRefunded")
        : order.payment.option === "card"
          ? card && lastDigits(card.account_number)
            ? t("adminBoard.paidByCardLast4", { card: card.account_type || "Card", last4: lastDigits(card.account_number) })
            : t("adminBoard.paidByCard")
          : t(order.fulfilment === "delivery" ? "adminBoard.toPayOnDelivery" : "adminBoard.toPayAtPickup");
  const where = order.address;
  const address = where ? [where.address, where.city, [where.state, where.zip].filter(Boolean).join(" ")].filter(Boolean).join(", ") : "";

  return (
    <article
      aria-labelledby={headingId}
      className={`${ADMIN_CARD} flex flex-col gap-3 ${isNew ? "ring-4 ring-amber-400 print:ring-0" : ""} ${canceled ? "border-dashed" : ""}`}
      data-testid="board-order"
      data-code={order.code}
      data-status={order.status}
      data-new={isNew ? "true" : undefined}
    >
      <header className="flex flex-wrap items-start gap-2">
        <h3 id={headingId} className="mr-auto text-xl font-black tracking-wide">
          {order.code}
        </h3>
        {isNew && (
          <span
            className="rounded-full bg-amber-400 px-3 py-1 text-sm font-black uppercase text-ink print:ring-1 print:ring-black"
            data-testid="board-order-new"
          >
            {t("adminBoard.new")}
          </span>
        )}
        <span className={`rounded-full px-3 py-1 text-sm font-bold ring-1 ${STATUS_TONE[order.status]}`} data-testid="board-order-status">
          {t("adminBoard.status", { status: t(staffStatusWordKey(statusWord(order.status, order.fulfilment))) })}
        </span>
      </header>

      <div className="grid gap-1">
        <p className="text-lg font-bold">{order.full_name}</p>
        <p>
          <span className="text-crust">{t("adminBoard.phone")}: </span>
          <a href={telOf(order.phone)} className="font-semibold underline underline-offset-4">
            {formatPhone(order.phone)}
          </a>
        </p>
        {order.email !== null && (
          <p className="wrap-anywhere">
            <span className="text-crust">{t("adminBoard.email")}: </span>
            {order.email}
          </p>
        )}
        <p className="font-semibold">
          {order.fulfilment === "pickup" ? t("adminBoard.pickup") : t("adminBoard.delivery")}
          {order.fulfilment === "delivery" && address && (
            <span className="block font-normal">
              {t("adminBoard.deliveryTo", { address })}
              {order.delivery_zone ? ` · ${t("adminBoard.zone", { zone: order.delivery_zone })}` : ""}
            </span>
          )}
        </p>
        <p className="text-sm text-crust">
          {t("adminBoard.placedAt", { time: formatMomentIn(order.created_at, timeZone, locale, { year: false }) })}
        </p>
      </div>

      {/* Not a landmark: every card would add another region of the same name. A heading, like the gifts'. */}
      <div>
        <h4 className="sr-only">{t("adminBoard.items")}</h4>
        <ul className="divide-y divide-black/10 border-y border-black/10">{order.lines.map((item, i) => line(item, false, i))}</ul>
        {order.gifts.length > 0 && (
          <>
            <h4 className="mt-2 font-bold">{t("adminBoard.gifts")}</h4>
            <ul className="divide-y divide-black/10">{order.gifts.map((item, i) => line(item, true, i))}</ul>
          </>
        )}
      </div>

      {order.notes.trim() && (
        <div className="rounded-xl bg-cream p-3 print:border print:border-black/40">
          <h4 className="font-bold">{t("adminBoard.customerNotes")}</h4>
          <p className="whitespace-pre-line">{order.notes}</p>
        </div>
      )}

      <p className="flex flex-wrap items-baseline justify-between gap-2">
        <span>{payment}</span>
        <span className="text-lg">
          {t("adminBoard.total")} <strong className="tabular-nums">{formatMoney(order.totals.total_cents)}</strong>
        </span>
      </p>

      {refusal && (
        <p
          role="alert"
          className="rounded-xl bg-red-50 p-3 font-semibold text-red-800 ring-1 ring-red-700/40"
          data-testid="board-order-refusal"
        >
          {refusal.error}
        </p>
      )}

      <MoveForms
        code={order.code}
        status={order.status}
        fulfilment={order.fulfilment}
        moves={order.moves}
        refusal={refusal}
        hidden={{ date }}
      />
      <PrintLinks code={order.code} />
    </article>
  );
}
