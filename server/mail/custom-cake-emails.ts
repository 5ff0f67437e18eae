import type { CakeRequestView } from "../domain/custom-cakes/custom-cakes.types.ts";
import { cakeWord } from "../domain/custom-cakes/custom-cake-words.shared.ts";
import { longDay } from "../domain/checkout/shop-clock.shared.ts";
import { apiMessage, type ApiMessageKey } from "../i18n/api-messages.ts";
import { countryName, dateTimeFormat, formatMoney, formatMomentIn, timeZoneName } from "../i18n/formatters.shared.ts";
import type { Lang } from "../i18n/language.ts";
import { LOCALE_TAGS } from "../i18n/locales.shared.ts";
import { formatPhone } from "../i18n/phone.shared.ts";
import type { MailBrand } from "./email-layout.tsx";
import { renderMessageEmail, type MessagePart } from "./message-email.tsx";
import type { OrderEmail } from "./order-email.ts";

// The e-mails of a custom cake: the customer's "we received your request", the shop's copy of a new request, the
// quote with its link, the shop's decline with its reason, and the shop's note that a customer could not accept
// because the day's custom cakes are full. The shop's own e-mails are in English; the customer's in the request's
// language. Each is written once as parts: the HTML through the shared layout (which escapes what the customer
// typed), the plain text from the same parts.

const oneLine = (text: string) => text.replace(/\s+/g, " ").trim();
/** Intl's narrow and thin spaces read as odd characters in a plain-text mail client. */
const plainSpaces = (text: string) => text.replace(/[\u2009\u202f\u00a0]/g, " ");

/** The plain text of an e-mail's parts: paragraphs apart, a heading with its colon, the button as its address. */
export function partsText(parts: readonly MessagePart[]): string {
  const blocks = parts.map((part) => {
    if (typeof part === "string") return part;
    if ("text" in part) return part.text;
    if ("lines" in part) return part.lines.join("\n");
    if ("heading" in part) return `${part.heading}:`;
    if ("quote" in part)
      return part.quote
        .split("\n")
        .map((line) => `> ${line}`)
        .join("\n");
    return part.action.href;
  });
  return `${blocks.join("\n\n")}\n`;
}

async function compose(lang: Lang, shop: MailBrand, subject: string, parts: MessagePart[]): Promise<OrderEmail> {
  return { subject, text: partsText(parts), html: await renderMessageEmail({ lang, brand: shop, preview: subject, parts }) };
}

const sayer = (lang: Lang) => (key: ApiMessageKey, params?: Record<string, string | number>) => apiMessage(lang, key, params);

/** The shop's time zone as a reader says it: "Central Time" / "giờ Houston (giờ miền Trung Hoa Kỳ)". */
function zoneWords(lang: Lang, timeZone: string, at: Date): string {
  const named = timeZoneName(timeZone, lang);
  if (named !== timeZone) return named;
  const generic = dateTimeFormat(LOCALE_TAGS.en, { timeZone, timeZoneName: "longGeneric" })
    .formatToParts(at)
    .find((p) => p.type === "timeZoneName")?.value;
  return generic && generic !== timeZone ? `${generic}, ${timeZone}` : timeZone;
}

const moment = (lang: Lang, instant: string, timeZone: string) => plainSpaces(formatMomentIn(instant, timeZone, lang));

function addressOf(request: CakeRequestView, lang: Lang): string {
  const { address, city, state, zip, country } = request.address;
  const stateZip = [state, zip].map(oneLine).filter(Boolean).join(" ");
  return [address, city, stateZip, country ? countryName(country, lang) : ""].map(oneLine).filter(Boolean).join(", ");
}

/** What was asked, a line each: the occasion, the day, pickup or where to, the servings and size, the cake, the inscription, notes, photos. */
export function cakeSummaryLines(lang: Lang, request: CakeRequestView): string[] {
  const say = sayer(lang);
  const inscription = request.inscription.trim();
  const lines = [
    say("emailCakeOccasion", { occasion: cakeWord(lang, "occasion", request.occasion) }),
    say("emailCakeDate", { date: longDay(request.date_wanted, lang) }),
    request.fulfilment === "delivery" ? say("emailCakeDelivery", { address: addressOf(request, lang) }) : say("emailCakePickup"),
    say("emailCakeServings", { servings: request.servings, size: cakeWord(lang, "size", request.size) }),
    say("emailCakeFlavour", { flavour: cakeWord(lang, "flavour", request.flavour), filling: cakeWord(lang, "filling", request.filling) }),
  ];
  if (oneLine(request.frosting_colour)) lines.push(say("emailCakeFrosting", { colour: oneLine(request.frosting_colour) }));
  lines.push(inscription ? say("emailCakeInscription", { text: inscription }) : say("emailCakeNoInscription"));
  if (oneLine(request.notes)) lines.push(say("emailCakeNotes", { notes: oneLine(request.notes) }));
  if (request.photo_count > 0) lines.push(say("emailCakePhotos", { count: request.photo_count }));
  return lines;
}

const greeting = (lang: Lang, name: string) =>
  oneLine(name) ? apiMessage(lang, "emailGreeting", { name: oneLine(name) }) : apiMessage(lang, "emailOrderGreetingNoName");

/** To the customer: the request is received, what was asked, a quote comes usually within a day, and the link. */
export async function cakeRequestEmail(lang: Lang, request: CakeRequestView, link: string, shop: MailBrand): Promise<OrderEmail> {
  const say = sayer(lang);
  const subject = say("emailCakeRequestSubject", { code: request.code });
  return compose(lang, shop, subject, [
    greeting(lang, request.full_name),
    { text: say("emailCakeRequestIntro", { code: request.code }), strong: true },
    { heading: say("emailCakeSummaryHeading") },
    { lines: cakeSummaryLines(lang, request) },
    say("emailCakeRequestNext"),
    { action: { href: link, label: say("emailCakeRequestButton") } },
    say("emailSignature"),
  ]);
}

function contactLines(request: CakeRequestView): string[] {
  const say = sayer("en");
  return [
    say("emailCakeShopName", { name: oneLine(request.full_name) || "—" }),
    say("emailCakeShopPhone", { phone: formatPhone(request.phone) || oneLine(request.phone) }),
    say("emailCakeShopEmail", { email: request.email }),
    say("emailCakeShopLanguage", { language: request.locale === "vi" ? "Vietnamese" : "English" }),
  ];
}

/** To the shop (in English): a new request waits for a quote, what was asked, who asked, the back office's link. */
export async function cakeRequestShopEmail(request: CakeRequestView, link: string, shop: MailBrand): Promise<OrderEmail> {
  const say = sayer("en");
  const subject = say("emailCakeShopSubject", { code: request.code, date: longDay(request.date_wanted, "en") });
  return compose("en", shop, subject, [
    { text: say("emailCakeShopIntro", { code: request.code }), strong: true },
    { heading: say("emailCakeShopSummaryHeading") },
    { lines: cakeSummaryLines("en", request) },
    { heading: say("emailCakeShopContactHeading") },
    { lines: contactLines(request) },
    { action: { href: link, label: say("emailCakeShopButton") } },
  ]);
}

/**
 * To the customer: the quote — the price, tax, total, the deposit paid on accepting and the rest, the day (and that it
 * is not the one asked when so), the bakery's notes, the deadline to accept on the shop's clock, the cancellation
 * policy — and the button to the quote's page.
 */
export async function cakeQuoteEmail(lang: Lang, request: CakeRequestView, link: string, shop: MailBrand): Promise<OrderEmail> {
  const quote = request.quote;
  if (!quote) throw new Error("the request has no quote");
  const say = sayer(lang);
  const subject = say("emailCakeQuoteSubject", { code: request.code });
  const amounts = [
    say("emailCakeQuotePrice", { amount: formatMoney(quote.price_cents) }),
    say("emailCakeQuoteTax", { amount: formatMoney(quote.tax_cents) }),
    say("emailCakeQuoteTotal", { amount: formatMoney(quote.total_cents) }),
    say("emailCakeQuoteDeposit", { amount: formatMoney(quote.deposit_cents) }),
    say("emailCakeQuoteBalance", { amount: formatMoney(quote.balance_cents) }),
    say("emailCakeQuoteDate", { date: longDay(quote.date, lang) }),
  ];
  const notes = quote.notes.trim();
  const expires = new Date(quote.expires_at);
  return compose(lang, shop, subject, [
    greeting(lang, request.full_name),
    { text: say("emailCakeQuoteIntro", { code: request.code }), strong: true },
    { heading: say("emailCakeQuoteHeading") },
    { lines: amounts },
    ...(quote.date_changed
      ? [{ text: say("emailCakeQuoteDateChanged", { asked: longDay(request.date_wanted, lang) }), strong: true }]
      : []),
    ...(notes ? [{ heading: say("emailCakeQuoteNotesHeading") }, { quote: notes }] : []),
    { heading: say("emailCakeSummaryHeading") },
    { lines: cakeSummaryLines(lang, request) },
    say("emailCakeQuoteAcceptBy", {
      deadline: moment(lang, quote.expires_at, request.time_zone),
      zone: zoneWords(lang, request.time_zone, expires),
    }),
    say("emailCakeQuotePolicy", { deadline: moment(lang, quote.refund_until, request.time_zone) }),
    { action: { href: link, label: say("emailCakeQuoteButton") } },
    say("emailSignature"),
  ]);
}

/** To the customer: the shop declined the request, why, and that another request (or a call) is welcome. */
export async function cakeDeclinedEmail(lang: Lang, request: CakeRequestView, link: string | null, shop: MailBrand): Promise<OrderEmail> {
  const say = sayer(lang);
  const subject = say("emailCakeDeclinedSubject", { code: request.code });
  const reason = request.decline_reason.trim();
  return compose(lang, shop, subject, [
    greeting(lang, request.full_name),
    { text: say("emailCakeDeclinedIntro", { code: request.code }), strong: true },
    ...(reason ? [say("emailCakeDeclinedReason"), { quote: reason }] : []),
    shop.phone ? say("emailCakeDeclinedCall", { phone: shop.phone }) : say("emailCakeDeclinedAgain"),
    ...(link ? [{ action: { href: link, label: say("emailCakeDeclinedButton") } }] : []),
    say("emailSignature"),
  ]);
}

/** To the shop (in English): a customer tried to accept, but the day's custom cakes are full — call them. */
export async function cakeDayFullEmail(request: CakeRequestView, link: string, shop: MailBrand): Promise<OrderEmail> {
  const say = sayer("en");
  const date = longDay(request.quote?.date ?? request.date_wanted, "en");
  const subject = say("emailCakeDayFullSubject", { code: request.code });
  return compose("en", shop, subject, [
    { text: say("emailCakeDayFullIntro", { name: oneLine(request.full_name) || "A customer", code: request.code, date }), strong: true },
    { lines: [...contactLines(request).slice(0, 3), say("emailCakeDayFullDate", { date })] },
    // What the cake was: enough to offer another day (or to make room) on the phone.
    { heading: say("emailCakeShopSummaryHeading") },
    { lines: cakeSummaryLines("en", request) },
    { action: { href: link, label: say("emailCakeDayFullButton") } },
  ]);
}
