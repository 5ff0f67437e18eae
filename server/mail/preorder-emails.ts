import { formatMoney } from "../i18n/formatters.shared.ts";
import { apiMessage, type ApiMessageKey } from "../i18n/api-messages.ts";
import type { Lang } from "../i18n/language.ts";
import { longDay } from "../domain/checkout/shop-clock.shared.ts";
import type { OrderView } from "../domain/orders/order-view.ts";
import { addOnsText } from "../domain/cart/line-options.shared.ts";
import type { MailBrand } from "./email-layout.tsx";
import { renderMessageEmail, type MessagePart } from "./message-email.tsx";
import { formatSlot, preorderPolicy, type OrderEmail } from "./order-email.ts";

// The e-mails seasonal pre-orders send on their own schedule: the customer's reminder the day before pickup, the
// shop's list of a pickup day's orders, and the note to a waitlist that a place is free on a full pickup day.

const oneLine = (text: string) => text.replace(/\s+/g, " ").trim();

function lineText(line: OrderView["lines"][number]): string {
  const options = [line.variant ?? "", addOnsText(line.modifiers)].map(oneLine).filter(Boolean).join(", ");
  return `${line.quantity} × ${oneLine(line.name)}${options ? ` (${options})` : ""}`;
}

/** The day before pickup: when and where, what, and what is left to pay. */
export async function preorderReminderEmail(lang: Lang, order: OrderView, orderUrl: string, shop: MailBrand): Promise<OrderEmail> {
  const say = (key: ApiMessageKey, params?: Record<string, string | number>) => apiMessage(lang, key, params);
  const name = oneLine(order.full_name);
  const campaign = order.pre_order?.campaign.name ?? "";
  const subject = say("emailReminderSubject", { code: order.code });
  const when = formatSlot(lang, order.slot);
  const where = shop.address ? say("emailOrderPickupWhere", { address: oneLine(shop.address) }) : say("emailOrderPickupAtShop");
  const items = [...order.lines, ...order.gifts].map(lineText);
  // The day before pickup the refund's deadline has passed: only what is left to pay (or a deposit still due).
  const policy = preorderPolicy(lang, order, { refund: false });
  const parts: MessagePart[] = [
    name ? say("emailGreeting", { name }) : say("emailOrderGreetingNoName"),
    { text: say("emailReminderIntro", { campaign, code: order.code }), strong: true },
    { lines: [when, where] },
    { heading: say("emailOrderItemsHeading") },
    { lines: items },
    ...policy,
    { action: { href: orderUrl, label: say("emailOrderLinkButton") } },
    say("emailSignature"),
  ];
  const text = [
    parts[0] as string,
    "",
    say("emailReminderIntro", { campaign, code: order.code }),
    when,
    where,
    "",
    `${say("emailOrderItemsHeading")}:`,
    ...items.map((i) => `- ${i}`),
    "",
    ...policy,
    "",
    orderUrl,
    "",
    say("emailSignature"),
    "",
  ].join("\n");
  return { subject, text, html: await renderMessageEmail({ lang, brand: shop, preview: subject, parts }) };
}

export interface PickupListEntry {
  code: string;
  full_name: string;
  phone: string;
  lines: string[];
  deposit_status: string;
  balance_cents: number;
}

/** The shop's list of a pickup day's pre-orders (in English, as the shop's copies are), with what each has left to pay. */
export async function pickupListEmail(
  campaign: string,
  date: string,
  entries: readonly PickupListEntry[],
  listUrl: string,
  shop: MailBrand,
): Promise<OrderEmail> {
  const lang: Lang = "en";
  const say = (key: ApiMessageKey, params?: Record<string, string | number>) => apiMessage(lang, key, params);
  const day = longDay(date, lang);
  const subject = say("emailPickupListSubject", { campaign, date: day, count: entries.length });
  const rows = entries.map(
    (e) =>
      `${e.code} · ${oneLine(e.full_name) || "—"} · ${oneLine(e.phone)} · ${e.lines.join("; ")} · ${say("emailPickupListBalance", {
        amount: formatMoney(e.balance_cents),
        deposit: e.deposit_status,
      })}`,
  );
  const parts: MessagePart[] = [
    { text: subject, strong: true },
    entries.length ? { lines: rows } : say("emailPickupListNone"),
    { action: { href: listUrl, label: say("emailPickupListButton") } },
  ];
  const text = [subject, "", ...(entries.length ? rows.map((r) => `- ${r}`) : [say("emailPickupListNone")]), "", listUrl, ""].join("\n");
  return { subject, text, html: await renderMessageEmail({ lang, brand: shop, preview: subject, parts }) };
}

/** To the first people on a full day's waitlist: a place is free, first come first served. */
export async function waitlistPlaceEmail(
  lang: Lang,
  campaign: string,
  date: string,
  pageUrl: string,
  shop: MailBrand,
): Promise<OrderEmail> {
  const say = (key: ApiMessageKey, params?: Record<string, string | number>) => apiMessage(lang, key, params);
  const day = longDay(date, lang);
  const subject = say("emailWaitlistSubject", { campaign, date: day });
  const parts: MessagePart[] = [
    { text: say("emailWaitlistIntro", { campaign, date: day }), strong: true },
    say("emailWaitlistFirstCome"),
    { action: { href: pageUrl, label: say("emailWaitlistButton") } },
    say("emailSignature"),
  ];
  const text = [
    say("emailWaitlistIntro", { campaign, date: day }),
    say("emailWaitlistFirstCome"),
    "",
    pageUrl,
    "",
    say("emailSignature"),
    "",
  ].join("\n");
  return { subject, text, html: await renderMessageEmail({ lang, brand: shop, preview: subject, parts }) };
}
