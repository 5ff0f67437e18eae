import { useEffect, useRef } from "react";
import type { PrintLine } from "../../../../server/domain/orders/print.service.ts";
import type { TicketView } from "../../../routes/admin/print.server.ts";
import { cakeWord } from "../../../../server/domain/custom-cakes/custom-cake-words.shared.ts";
import { clockTime, longDay } from "../../../../server/domain/checkout/shop-clock.shared.ts";
import { formatPhone } from "../../../../server/i18n/phone.shared.ts";
import { formatMomentIn, formatMoney, timeZoneName } from "../../../i18n/formatters.ts";
import { useLocale, useT } from "../../../i18n/i18n.tsx";
import { PrintToolbar } from "./PrintToolbar.tsx";

// A kitchen ticket for an 80 mm receipt printer: black on white, large monospace type, the code large, everything
// the kitchen makes the order from. The paper is 80 mm wide; as long as the ticket (measured once the page's
// JavaScript runs, so that a roll printer cuts one ticket), else A4-long pieces of roll.

function Line({ line }: { line: PrintLine }) {
  const t = useT();
  const locale = useLocale();
  const vi = locale === "vi";
  const name = vi ? line.name_vi : line.name_en;
  const other = vi ? line.name_en : line.name_vi;
  const variant = vi ? line.variant_vi : line.variant_en;
  return (
    <li className="break-inside-avoid border-t border-dashed border-black py-[2mm]" data-testid="ticket-line">
      <p className="text-[13pt] leading-tight font-bold">
        <span className="tabular-nums">{line.quantity} ×</span> {name}
        {line.is_gift && <span className="font-normal"> ({t("adminPrint.gift")})</span>}
      </p>
      {other !== name && <p className="text-[9pt] leading-tight">{other}</p>}
      {variant && <p className="text-[11pt] font-bold">{variant}</p>}
      {line.modifiers.length > 0 && (
        <ul className="text-[11pt] leading-snug" data-testid="ticket-choices">
          {line.modifiers.map((m, i) => (
            <li key={`${m.group_id}-${m.choice_id}-${i}`}>
              + {m.quantity > 1 ? `${m.quantity} × ` : ""}
              {vi ? m.label_vi : m.label_en} <span className="text-[9pt]">({vi ? m.group_vi : m.group_en})</span>
            </li>
          ))}
        </ul>
      )}
      {line.note &&
        (line.note_kind === "inscription" ? (
          <div className="mt-[1mm]">
            <p className="text-[9pt] font-bold uppercase">{t("adminPrint.inscription")}</p>
            {/* As the piping bag writes it: the customer's characters, nothing trimmed or corrected. */}
            <p
              className="border-2 border-black px-[2mm] py-[1.5mm] text-center text-[14pt] font-bold whitespace-pre-wrap wrap-anywhere"
              data-testid="ticket-inscription"
            >
              {line.note}
            </p>
          </div>
        ) : (
          <p className="mt-[1mm] text-[11pt] whitespace-pre-wrap wrap-anywhere" data-testid="ticket-note">
            <span className="font-bold">{t("adminPrint.kitchenNote")}:</span> {line.note}
          </p>
        ))}
    </li>
  );
}

export function TicketScreen({ loaderData: order }: { loaderData: TicketView }) {
  const t = useT();
  const locale = useLocale();
  const { lines, cake, shop, printedAt } = order;
  const sheet = useRef<HTMLDivElement>(null);
  // The page as long as the ticket: one cut per ticket on a roll printer, one page in a PDF. The rule goes after the
  // route's stylesheet (ticket-page.css, the length without the script) and leaves with the page.
  useEffect(() => {
    const page = document.createElement("style");
    page.dataset.testid = "ticket-page-size";
    document.head.append(page);
    const fit = () => {
      if (!sheet.current) return;
      const mm = (sheet.current.getBoundingClientRect().height * 25.4) / 96;
      page.textContent = `@page { size: 80mm ${Math.ceil(mm + 10)}mm; margin: 3mm; }`;
    };
    fit();
    window.addEventListener("beforeprint", fit);
    return () => {
      window.removeEventListener("beforeprint", fit);
      page.remove();
    };
  }, []);
  const zone = order.slot.time_zone;
  const slot = order.slot.start
    ? t("adminPrint.slot", {
        date: longDay(order.slot.date, locale),
        start: clockTime(order.slot.start, locale),
        end: clockTime(order.slot.end, locale),
      })
    : longDay(order.slot.date, locale);
  const pre = order.pre_order;
  const deposit = pre
    ? {
        none: null,
        paid: t("adminPrint.depositPaid", { amount: formatMoney(pre.deposit_cents) }),
        due: t("adminPrint.depositDue", { amount: formatMoney(pre.deposit_cents) }),
        refunded: t("adminPrint.depositRefunded", { amount: formatMoney(pre.deposit_cents) }),
        kept: t("adminPrint.depositKept", { amount: formatMoney(pre.deposit_cents) }),
      }[pre.deposit_status]
    : null;
  const items = lines.reduce((sum, l) => sum + l.quantity, 0);
  const item = (term: string, value: string, testId?: string) => (
    <p className="text-[10pt] wrap-anywhere" data-testid={testId}>
      <span className="font-bold">{term}:</span> {value}
    </p>
  );
  return (
    <div data-testid="ticket-page">
      <PrintToolbar code={order.code} hint={t("adminPrint.ticketHint")} />
      <div className="overflow-x-auto print:overflow-visible">
        <div
          ref={sheet}
          className="mx-auto w-[80mm] bg-white p-[3mm] text-black shadow-md ring-1 ring-black/10 print:m-0 print:w-[74mm] print:p-0 print:shadow-none print:ring-0"
          data-testid="ticket"
          data-code={order.code}
          lang={locale}
        >
          <div>
            <p className="text-center text-[11pt] font-bold">{shop.name}</p>
            <h1 className="mt-[1mm] text-center font-mono text-[19pt] leading-none font-black tracking-wide" data-testid="ticket-code">
              {order.code}
            </h1>
            {order.status === "canceled" && (
              <p className="mt-[1mm] border-2 border-black text-center text-[13pt] font-black">{t("adminPrint.canceled")}</p>
            )}
            <p className="mt-[2mm] text-center text-[14pt] font-black" data-testid="ticket-fulfilment">
              {t(order.fulfilment === "delivery" ? "adminPrint.delivery" : "adminPrint.pickup")}
            </p>
            <p className="text-center text-[12pt] font-bold" data-testid="ticket-slot">
              {slot}
            </p>
            <p className="text-center text-[8pt]">{t("adminPrint.zone", { zone: timeZoneName(zone, locale) })}</p>

            <div className="mt-[2mm] border-t-2 border-black pt-[1mm]">
              {item(t("adminPrint.customer"), order.full_name, "ticket-customer")}
              {item(t("adminPrint.phone"), formatPhone(order.phone))}
              {order.address && item(t("adminPrint.deliverTo"), order.address)}
            </div>

            <p className="mt-[2mm] text-[10pt] font-bold">{t("adminPrint.items", { count: items })}</p>
            <ul className="border-b border-dashed border-black">
              {lines.map((line) => (
                <Line key={line.id} line={line} />
              ))}
            </ul>

            {order.notes && (
              <div className="mt-[2mm] break-inside-avoid">
                <p className="text-[10pt] font-bold uppercase">{t("adminPrint.orderNotes")}</p>
                <p className="text-[11pt] whitespace-pre-wrap wrap-anywhere" data-testid="ticket-order-notes">
                  {order.notes}
                </p>
              </div>
            )}

            {cake && (
              <div className="mt-[2mm] break-inside-avoid border-2 border-black p-[1.5mm]" data-testid="ticket-cake">
                <p className="text-[11pt] font-black">{t("adminPrint.customCake", { code: cake.code })}</p>
                {item(t("adminCustomCakes.occasion"), cakeWord(locale, "occasion", cake.occasion))}
                {item(t("adminCustomCakes.servings"), String(cake.servings))}
                {item(t("adminCustomCakes.size"), cakeWord(locale, "size", cake.size))}
                {item(t("adminCustomCakes.flavour"), cakeWord(locale, "flavour", cake.flavour))}
                {item(t("adminCustomCakes.filling"), cakeWord(locale, "filling", cake.filling))}
                {cake.frosting_colour.trim() && item(t("adminCustomCakes.frosting"), cake.frosting_colour)}
                {cake.inscription && (
                  <div className="mt-[1mm]">
                    <p className="text-[9pt] font-bold uppercase">{t("adminPrint.inscription")}</p>
                    <p
                      lang={cake.locale}
                      className="border-2 border-black px-[2mm] py-[1.5mm] text-center text-[14pt] font-bold whitespace-pre-wrap wrap-anywhere"
                      data-testid="ticket-cake-inscription"
                    >
                      {cake.inscription}
                    </p>
                  </div>
                )}
                {cake.notes && item(t("adminCustomCakes.notes"), cake.notes)}
                {cake.quote_notes && item(t("adminCustomCakes.quoteNotes"), cake.quote_notes)}
              </div>
            )}

            <div className="mt-[2mm] text-[10pt]" data-testid="ticket-money">
              {deposit && <p>{deposit}</p>}
              {pre && !pre.collected && order.status !== "canceled" && (
                <p className="font-bold">{t("adminPrint.balance", { amount: formatMoney(pre.balance_cents) })}</p>
              )}
              {!pre &&
                (order.paid_by_card ? (
                  <p>{t("adminPrint.paidByCard")}</p>
                ) : (
                  <p className="font-bold">{t("adminPrint.toPay", { amount: formatMoney(order.total_cents) })}</p>
                ))}
            </div>
            <p className="mt-[2mm] border-t border-black pt-[1mm] text-center text-[8pt]" data-testid="ticket-printed">
              {t("adminPrint.printedAt", { time: formatMomentIn(printedAt, zone, locale) })}
            </p>
          </div>
        </div>
      </div>
    </div>
  );
}
