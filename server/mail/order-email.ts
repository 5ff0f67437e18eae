import {
  formatMomentIn as formatMomentInZone,
  countryName,
  dateTimeFormat,
  formatDate,
  formatList,
  formatMoney,
  numberFormat,
  timeZoneName,
  wallOf,
} from "../i18n/formatters.shared.ts";
import { apiMessage, type ApiMessageKey } from "../i18n/api-messages.ts";
import type { Lang } from "../i18n/language.ts";
import { LOCALE_TAGS } from "../i18n/locales.shared.ts";
import type { MailBrand } from "./email-layout.tsx";
import { renderMessageEmail, type MessagePart } from "./message-email.tsx";
import { renderOrderConfirmation, renderShopOrder } from "./order-emails.tsx";
import { languageName } from "../domain/content/shop-mail.ts";
import { instantAt } from "../domain/fulfilment/shop-time.ts";
import { addOnsText } from "../domain/cart/line-options.shared.ts";
import type { OrderLineView, OrderSlotView, OrderView } from "../domain/orders/order-view.ts";
import { apiStatusWordKey, statusWord } from "../domain/orders/status-words.shared.ts";
import { formatPhone } from "../i18n/phone.shared.ts";

// The e-mails sent when an order is placed: the customer's confirmation in the language it ordered in,
// and the shop's copy, in English, with everything the kitchen needs; and the customer's e-mail when the staff move
// its order's status. Each has a text and an HTML part; the HTML is drawn by the shared e-mail layout (server/mail/),
// which escapes every value that came from a customer.

export interface OrderEmail {
  subject: string;
  text: string;
  html: string;
}

/** The shop: its name, where a pickup happens and whom to call (the "shop" theme option), its public address. */
export type ShopContact = MailBrand;

const ALLERGEN_LABEL: Record<string, ApiMessageKey> = {
  milk: "emailAllergenMilk",
  egg: "emailAllergenEgg",
  fish: "emailAllergenFish",
  shellfish: "emailAllergenShellfish",
  tree_nuts: "emailAllergenTreeNuts",
  "tree nuts": "emailAllergenTreeNuts",
  peanuts: "emailAllergenPeanuts",
  wheat: "emailAllergenWheat",
  soy: "emailAllergenSoy",
  sesame: "emailAllergenSesame",
};

/** One line: a customer's text must not break a subject or the layout of a text e-mail. */
const oneLine = (text: string) => text.replace(/\s+/g, " ").trim();

// ICU puts thin and narrow no-break spaces in times and ranges ("9:00 AM"); some mail clients show them as boxes.
const plainSpaces = (text: string) => text.replace(/[\u2009\u202f\u00a0]/g, " ");

function formatRate(lang: Lang, percent: number): string {
  return plainSpaces(numberFormat(LOCALE_TAGS[lang], { style: "percent", maximumFractionDigits: 3 }).format(percent / 100));
}

function allergenList(lang: Lang, codes: readonly string[]): string {
  const labels = codes.map((code) => {
    const key = ALLERGEN_LABEL[code.trim().toLowerCase()];
    return key ? apiMessage(lang, key) : code;
  });
  return formatList(labels, lang);
}

/** "Central Time, America/Chicago": the zone as people say it, and its exact name. */
function zoneLabel(lang: Lang, timeZone: string, at: Date): string {
  const generic = dateTimeFormat(LOCALE_TAGS.en, { timeZone, timeZoneName: "longGeneric" })
    .formatToParts(at)
    .find((p) => p.type === "timeZoneName")?.value;
  const region = generic?.match(/^(.+) Time$/)?.[1];
  if (region) return apiMessage(lang, "emailOrderTimeZone", { region, zone: timeZone });
  return generic && generic !== timeZone ? `${generic}, ${timeZone}` : timeZone;
}

/**
 * The slot as the customer reads it, on the shop's clock whatever the reader's: "Tuesday, December 1, 2026,
 * 9:00–10:00 AM (Central Time, America/Chicago)" / "Thứ Ba, 1 tháng 12, 2026, 09:00–10:00 giờ Houston
 * (giờ miền Trung Hoa Kỳ)": in Vietnamese the zone's name where it has one (timeZoneName), not its id.
 */
export function formatSlot(lang: Lang, slot: OrderSlotView): string {
  const starts = new Date(slot.starts_at);
  const ends = instantAt(slot.date, slot.end, slot.time_zone);
  const locale = LOCALE_TAGS[lang];
  const day = dateTimeFormat(locale, { timeZone: slot.time_zone, weekday: "long", year: "numeric", month: "long", day: "numeric" }).format(
    starts,
  );
  const times = dateTimeFormat(locale, { timeZone: slot.time_zone, hour: "numeric", minute: "2-digit" });
  const range = ends > starts ? times.formatRange(starts, ends) : times.format(starts);
  const when = `${day}, ${range.replace(/\s*–\s*/, "–")}`;
  const named = timeZoneName(slot.time_zone, lang);
  return plainSpaces(named !== slot.time_zone ? `${when} ${named}` : `${when} (${zoneLabel(lang, slot.time_zone, starts)})`);
}

function addressOf(order: OrderView, lang: Lang): string {
  const { address, city, state, zip, country } = order.address;
  const stateZip = [state, zip].map(oneLine).filter(Boolean).join(" ");
  return [address, city, stateZip, countryName(country, lang)].map(oneLine).filter(Boolean).join(", ");
}

function lastDigits(accountNumber: string): string {
  return accountNumber.match(/(\d{4})\D*$/)?.[1] ?? accountNumber.replace(/^X+/i, "");
}

/**
 * What was chosen of a line, as the pages write it: its variant ("8 inch · Pandan") and its add-ons ("Fried egg +$1.50,
 * No cilantro"), in the language of the view (the order's, for the customer's e-mail).
 */
function lineOptions(line: OrderLineView): string[] {
  return [line.variant ?? "", addOnsText(line.modifiers)].map(oneLine).filter(Boolean);
}

/** A line's details under it: its variant and add-ons, its note (an inscription or a word to the kitchen), its allergens. */
function lineDetails(lang: Lang, line: OrderLineView): string[] {
  const details: string[] = [...lineOptions(line)];
  const note = oneLine(line.note);
  if (note) details.push(apiMessage(lang, line.note_kind === "inscription" ? "emailOrderInscription" : "emailOrderNote", { note }));
  if (line.allergens.length) details.push(apiMessage(lang, "emailOrderContains", { allergens: allergenList(lang, line.allergens) }));
  return details;
}

interface TotalRow {
  label: string;
  amount: string;
  strong?: boolean;
}

function totalRows(lang: Lang, order: OrderView): TotalRow[] {
  const say = (key: ApiMessageKey, params?: Record<string, string | number>) => apiMessage(lang, key, params);
  const money = formatMoney;
  const t = order.totals;
  const rows: TotalRow[] = [{ label: say("emailOrderSubtotal"), amount: money(t.subtotal_cents) }];
  if (t.discount_cents > 0) {
    const label = order.coupon_code ? say("emailOrderDiscountCoupon", { code: oneLine(order.coupon_code) }) : say("emailOrderDiscount");
    rows.push({ label, amount: `−${money(t.discount_cents)}` });
  }
  if (order.fulfilment === "delivery" || t.fee_cents > 0) {
    rows.push({ label: say("emailOrderDeliveryFee"), amount: t.fee_cents > 0 ? money(t.fee_cents) : say("emailOrderFree") });
  }
  rows.push({ label: say("emailOrderTax", { rate: formatRate(lang, t.tax_rate) }), amount: money(t.tax_cents) });
  rows.push({ label: say("emailOrderTotal"), amount: money(t.total_cents), strong: true });
  const pre = order.pre_order;
  if (pre && pre.deposit_cents > 0) {
    const deposit =
      pre.deposit_status === "paid" || pre.deposit_status === "kept"
        ? say("emailPreorderDepositPaid")
        : pre.deposit_status === "refunded"
          ? say("emailPreorderDepositRefunded")
          : say("emailPreorderDepositDue");
    rows.push({ label: deposit, amount: money(pre.deposit_cents) });
    rows.push({ label: say("emailPreorderBalance"), amount: money(pre.balance_cents), strong: true });
  }
  return rows;
}

/** A pre-order's deposit and cancellation policy, in the words the customer reads before and after paying. */
export function preorderPolicy(lang: Lang, order: Pick<OrderView, "pre_order" | "slot">, options: { refund?: boolean } = {}): string[] {
  const pre = order.pre_order;
  if (!pre) return [];
  const say = (key: ApiMessageKey, params?: Record<string, string | number>) => apiMessage(lang, key, params);
  const moment = (iso: string) => plainSpaces(formatMomentInZone(iso, order.slot.time_zone, lang));
  const lines: string[] = [];
  if (pre.deposit_status === "due" && pre.deposit_due_by) {
    lines.push(say("emailPreorderPayDepositBy", { amount: formatMoney(pre.deposit_cents), deadline: moment(pre.deposit_due_by) }));
  }
  if (
    options.refund !== false &&
    pre.deposit_cents > 0 &&
    pre.refund_until &&
    (pre.deposit_status === "due" || pre.deposit_status === "paid")
  ) {
    lines.push(say("emailPreorderRefundUntil", { deadline: moment(pre.refund_until) }));
  }
  if (pre.balance_cents > 0) lines.push(say("emailPreorderPayBalance", { amount: formatMoney(pre.balance_cents) }));
  return lines;
}

function paymentLine(lang: Lang, order: OrderView): string {
  if (order.payment.option === "card") {
    const card = order.payment.card;
    const deposit = (order.pre_order?.deposit_cents ?? 0) > 0;
    return card && card.account_number
      ? apiMessage(lang, deposit ? "emailPreorderDepositByCard" : "emailOrderPaidByCard", {
          card: oneLine(card.account_type) || "card",
          last4: lastDigits(card.account_number),
        })
      : apiMessage(lang, deposit ? "emailPreorderDepositByCardPlain" : "emailOrderPaidByCardPlain");
  }
  if ((order.pre_order?.deposit_cents ?? 0) > 0) return apiMessage(lang, "emailPreorderDepositAtCounter");
  return apiMessage(lang, order.fulfilment === "delivery" ? "emailOrderPayOnDelivery" : "emailOrderPayAtPickup");
}

/** The confirmation sent to the customer, in the language it ordered in. `shop` names where a pickup happens. */
export async function orderConfirmationEmail(lang: Lang, order: OrderView, orderUrl: string, shop: ShopContact): Promise<OrderEmail> {
  const say = (key: ApiMessageKey, params?: Record<string, string | number>) => apiMessage(lang, key, params);
  const money = formatMoney;
  const name = oneLine(order.full_name);
  const code = order.code;
  const isPickup = order.fulfilment === "pickup";

  const greeting = name ? say("emailGreeting", { name }) : say("emailOrderGreetingNoName");
  const slot = formatSlot(lang, order.slot);
  const when = say(isPickup ? "emailOrderPickupWhen" : "emailOrderDeliveryWhen", { slot });
  const where = isPickup
    ? shop.address
      ? say("emailOrderPickupWhere", { address: oneLine(shop.address) })
      : say("emailOrderPickupAtShop")
    : say("emailOrderDeliveryWhere", { address: addressOf(order, lang) });
  const lines = order.lines.map((line) => ({
    summary: say("emailOrderLine", {
      quantity: line.quantity,
      name: oneLine(line.name),
      price: money(line.price_cents),
      total: money(line.line_total_cents),
    }),
    details: lineDetails(lang, line),
  }));
  const gifts = order.gifts.map((gift) => ({
    summary:
      say("emailOrderGiftLine", { quantity: gift.quantity, name: oneLine(gift.name) }) +
      (gift.promotion_name ? ` (${oneLine(gift.promotion_name)})` : ""),
    details: lineDetails(lang, gift),
  }));
  const totals = totalRows(lang, order);
  const payment = paymentLine(lang, order);
  const notes = order.notes.trim();
  const next = [
    isPickup ? say("emailOrderNextPickup", { code }) : say("emailOrderNextDelivery", { phone: formatPhone(oneLine(order.phone)) }),
    ...(order.pre_order
      ? preorderPolicy(lang, order)
      : order.payment.option === "pay_at_pickup"
        ? [say(isPickup ? "emailOrderNextPayPickup" : "emailOrderNextPayDelivery")]
        : []),
  ];
  const questions = shop.phone ? say("emailOrderQuestions", { phone: shop.phone }) : null;
  const signature = say("emailSignature");

  const text = [
    greeting,
    "",
    say("emailOrderThanks"),
    say("emailOrderCode", { code }),
    "",
    `${say("emailOrderWhenHeading")}:`,
    when,
    where,
    "",
    `${say("emailOrderItemsHeading")}:`,
    ...lines.flatMap((line) => [`- ${line.summary}`, ...line.details.map((d) => `    ${d}`)]),
    ...(gifts.length
      ? ["", `${say("emailOrderGiftsHeading")}:`, ...gifts.flatMap((gift) => [`- ${gift.summary}`, ...gift.details.map((d) => `    ${d}`)])]
      : []),
    "",
    ...totals.map((row) => `${row.label}: ${row.amount}`),
    "",
    `${say("emailOrderPaymentHeading")}: ${payment}`,
    ...(notes ? ["", `${say("emailOrderNotesHeading")}:`, notes] : []),
    "",
    `${say("emailOrderNextHeading")}:`,
    ...next.map((item) => `- ${item}`),
    "",
    say("emailOrderLinkIntro"),
    orderUrl,
    ...(questions ? ["", questions] : []),
    "",
    signature,
    "",
  ].join("\n");

  const html = await renderOrderConfirmation(lang, shop, {
    greeting,
    thanks: say("emailOrderThanks"),
    code: say("emailOrderCode", { code }),
    whenHeading: say("emailOrderWhenHeading"),
    when,
    where,
    itemsHeading: say("emailOrderItemsHeading"),
    lines,
    giftsHeading: say("emailOrderGiftsHeading"),
    gifts,
    totals,
    paymentHeading: say("emailOrderPaymentHeading"),
    payment,
    notesHeading: say("emailOrderNotesHeading"),
    notes,
    nextHeading: say("emailOrderNextHeading"),
    next,
    linkIntro: say("emailOrderLinkIntro"),
    linkLabel: say("emailOrderLinkButton"),
    link: orderUrl,
    questions,
    signature,
  });

  return { subject: say("emailOrderSubject", { code }), text, html };
}

/** "Tue Dec 1, 09:00": the slot's day and start on the shop's clock, short enough for a subject. */
function shortSlot(slot: OrderSlotView): string {
  return `${formatDate(wallOf(slot.date), "en", { weekday: "short", year: false }).replace(",", "")}, ${slot.start}`;
}

function placedAt(order: OrderView): string {
  const format = dateTimeFormat(LOCALE_TAGS.en, {
    timeZone: order.slot.time_zone,
    weekday: "short",
    month: "short",
    day: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  });
  return plainSpaces(format.format(new Date(order.created_at)));
}

/**
 * The shop's copy (to SHOP_EMAIL), in English: who, what, when, where, how it is paid, and every inscription and
 * allergen; `orderUrl` opens the order in the back office (never the customer's page and its key).
 */
export async function shopOrderEmail(order: OrderView, orderUrl: string, shop: ShopContact): Promise<OrderEmail> {
  const lang: Lang = "en";
  const say = (key: ApiMessageKey, params?: Record<string, string | number>) => apiMessage(lang, key, params);
  const money = formatMoney;
  const code = order.code;
  const isPickup = order.fulfilment === "pickup";
  const name = oneLine(order.full_name);

  const subject = say(isPickup ? "emailShopSubjectPickup" : "emailShopSubjectDelivery", { code, when: shortSlot(order.slot) });
  const who = [
    say("emailShopCustomer", { name: name || say("emailShopNoName") }),
    say("emailShopPhone", { phone: formatPhone(oneLine(order.phone)) }),
    say("emailShopEmail", { email: oneLine(order.email) }),
    say("emailShopLanguage", { language: languageName(order.locale) }),
  ];
  const slot = formatSlot(lang, order.slot);
  const where = isPickup
    ? [say("emailOrderPickupWhen", { slot }), say("emailShopBillingAddress", { address: addressOf(order, lang) })]
    : [
        say("emailOrderDeliveryWhen", { slot }),
        say("emailOrderDeliveryWhere", { address: addressOf(order, lang) }),
        ...(order.delivery_zone ? [say("emailShopZone", { zone: oneLine(order.delivery_zone) })] : []),
      ];
  const describe = (line: OrderLineView, summary: string) => {
    const note = oneLine(line.note);
    const details = [
      ...lineOptions(line),
      say("emailShopSku", { sku: line.sku }),
      ...(note ? [say(line.note_kind === "inscription" ? "emailOrderInscription" : "emailOrderNote", { note: `“${note}”` })] : []),
      line.allergens.length ? say("emailShopAllergens", { allergens: allergenList(lang, line.allergens) }) : say("emailShopNoAllergens"),
    ];
    return { summary, details };
  };
  const lines = [
    ...order.lines.map((line) =>
      describe(
        line,
        say("emailOrderLine", {
          quantity: line.quantity,
          name: oneLine(line.name),
          price: money(line.price_cents),
          total: money(line.line_total_cents),
        }),
      ),
    ),
    ...order.gifts.map((gift) =>
      describe(
        gift,
        say("emailOrderGiftLine", { quantity: gift.quantity, name: oneLine(gift.name) }) +
          (gift.promotion_name ? ` (${oneLine(gift.promotion_name)})` : ""),
      ),
    ),
  ];
  const totals = totalRows(lang, order);
  const card = [order.payment.card?.account_type, order.payment.card?.account_number]
    .map((part) => oneLine(part ?? ""))
    .filter(Boolean)
    .join(" ");
  const payment =
    order.payment.option === "card"
      ? card
        ? say("emailShopCard", { card, status: order.payment.status })
        : say("emailShopCardPlain", { status: order.payment.status })
      : say(isPickup ? "emailShopPayAtPickup" : "emailShopPayOnDelivery");
  const notes = order.notes.trim();
  const intro = say("emailShopIntro", { placed: placedAt(order) });

  const text = [
    subject,
    intro,
    "",
    ...who,
    "",
    ...where,
    "",
    `${say("emailShopItems")}:`,
    ...lines.flatMap((line) => [`- ${line.summary}`, ...line.details.map((d) => `    ${d}`)]),
    "",
    ...totals.map((row) => `${row.label}: ${row.amount}`),
    `${say("emailOrderPaymentHeading")}: ${payment}`,
    ...(notes ? ["", `${say("emailShopNotes")}:`, notes] : []),
    "",
    say("emailShopLink"),
    orderUrl,
    "",
  ].join("\n");

  const html = await renderShopOrder(shop, {
    subject,
    intro,
    who,
    where,
    itemsHeading: say("emailShopItems"),
    lines,
    totals,
    payment: `${say("emailOrderPaymentHeading")}: ${payment}`,
    notesHeading: say("emailShopNotes"),
    notes,
    linkLabel: say("emailShopLinkButton"),
    link: orderUrl,
  });

  return { subject: oneLine(subject), text, html };
}

/** What a status e-mail says beyond the order: the new status, and for a cancel its reason. */
export interface StatusChange {
  status: OrderView["status"];
  /** The staff's reason for a cancel; "" otherwise. */
  reason: string;
}

function statusSentence(lang: Lang, order: OrderView): string | null {
  const say = (key: ApiMessageKey) => apiMessage(lang, key);
  const isPickup = order.fulfilment === "pickup";
  switch (order.status) {
    case "shipped":
      return say(isPickup ? "emailStatusShippedPickup" : "emailStatusShippedDelivery");
    case "delivered":
      return say(isPickup ? "emailStatusDeliveredPickup" : "emailStatusDeliveredDelivery");
    case "completed":
      return say("emailStatusCompleted");
    case "canceled":
      return say("emailStatusCanceled");
    case "unfinished":
      return null;
  }
}

/**
 * The e-mail a status move sends the customer, in the language it ordered in: the new status, what it
 * means for a pickup or a delivery, a cancel's reason and what happens to a card payment, and the link to the order
 * (with a key of its own: it opens in any browser, as the confirmation's).
 */
export async function orderStatusEmail(
  lang: Lang,
  order: OrderView,
  change: StatusChange,
  orderUrl: string,
  shop: ShopContact,
): Promise<OrderEmail> {
  const say = (key: ApiMessageKey, params?: Record<string, string | number>) => apiMessage(lang, key, params);
  const name = oneLine(order.full_name);
  const code = order.code;
  // What the status means for this order: "Ready for pickup", "Out for delivery" — never "Shipped" for a pickup.
  const status = say(apiStatusWordKey(statusWord(change.status, order.fulfilment)));
  const greeting = name ? say("emailGreeting", { name }) : say("emailOrderGreetingNoName");
  const reason = oneLine(change.reason);
  const body = [
    say("emailStatusChanged", { code, status }),
    ...[statusSentence(lang, { ...order, status: change.status })].filter((s): s is string => s !== null),
    ...(change.status === "canceled" && reason ? [say("emailStatusCancelReason", { reason })] : []),
    ...(change.status === "canceled"
      ? [
          order.payment.option === "card" && order.payment.status !== "unpaid"
            ? say("emailStatusCanceledCard")
            : say("emailStatusCanceledNothingToPay"),
        ]
      : []),
  ];
  const when =
    change.status === "unfinished" || change.status === "shipped"
      ? [say(order.fulfilment === "pickup" ? "emailOrderPickupWhen" : "emailOrderDeliveryWhen", { slot: formatSlot(lang, order.slot) })]
      : [];
  const linkIntro = say("emailOrderLinkIntro");
  const questions = shop.phone ? say("emailOrderQuestions", { phone: shop.phone }) : null;
  const signature = say("emailSignature");

  const text = [
    greeting,
    "",
    ...body,
    ...(when.length ? ["", ...when] : []),
    "",
    say("emailOrderCode", { code }),
    "",
    linkIntro,
    orderUrl,
    ...(questions ? ["", questions] : []),
    "",
    signature,
    "",
  ].join("\n");
  const parts: MessagePart[] = [
    greeting,
    ...body.map((line, i) => (i === 0 ? { text: line, strong: true } : line)),
    ...when,
    say("emailOrderCode", { code }),
    { action: { intro: linkIntro, href: orderUrl, label: say("emailOrderLinkButton") } },
    ...(questions ? [questions] : []),
    signature,
  ];
  const html = await renderMessageEmail({ lang, brand: shop, preview: body[0] ?? "", parts });
  return { subject: oneLine(say("emailStatusSubject", { code, status })), text, html };
}
