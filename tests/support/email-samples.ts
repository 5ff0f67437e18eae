import { apiMessage } from "../../server/i18n/api-messages.ts";
import { pickupListEmail, preorderReminderEmail, waitlistPlaceEmail } from "../../server/mail/preorder-emails.ts";
import type { Lang } from "../../server/i18n/language.ts";
import type { MailBrand } from "../../server/mail/email-layout.tsx";
import { renderTextEmail } from "../../server/mail/message-email.tsx";
import { passwordResetEmail, passwordResetLink } from "../../server/mail/reset-email.ts";
import { orderConfirmationEmail, orderStatusEmail, shopOrderEmail } from "../../server/mail/order-email.ts";
import {
  accountPageLink,
  emailChangeConfirmEmail,
  emailChangeDoneEmail,
  emailChangeLink,
  emailChangeNoticeEmail,
  forgotPasswordLink,
} from "../../server/mail/email-change-email.ts";
import type { OrderLineView, OrderView } from "../../server/domain/orders/order-view.ts";
import type { CakeRequestView } from "../../server/domain/custom-cakes/custom-cakes.types.ts";
import {
  cakeDayFullEmail,
  cakeDeclinedEmail,
  cakeQuoteEmail,
  cakeRequestEmail,
  cakeRequestShopEmail,
} from "../../server/mail/custom-cake-emails.ts";

// Every e-mail the shop sends, drawn as it is sent, in each language it is sent in, from orders and texts that make
// it hard: long names, a long unbroken link, a note with line breaks, markup typed by a customer.

export interface SampleEmail {
  name: string;
  lang: Lang;
  subject: string;
  text: string;
  html: string;
}

export const SAMPLE_SITE = "https://maivangbakery.example";

export function sampleBrand(lang: Lang): MailBrand {
  return {
    name: lang === "vi" ? "Tiệm Bánh Mai Vàng" : "Mai Vàng Bakery",
    siteUrl: SAMPLE_SITE,
    address: "11230 Bellaire Blvd, Houston, TX 77072",
    phone: "(713) 555-0142",
  };
}

function line(fields: Partial<OrderLineView> & Pick<OrderLineView, "slug" | "sku" | "name" | "price_cents">): OrderLineView {
  const quantity = fields.quantity ?? 1;
  return {
    product_id: 1,
    price: fields.price_cents / 100,
    quantity,
    line_total: (fields.price_cents * quantity) / 100,
    line_total_cents: fields.price_cents * quantity,
    variant: null,
    variant_id: null,
    modifiers: [],
    note: "",
    note_kind: "kitchen",
    allergens: [],
    is_gift: false,
    promotion_name: null,
    ...fields,
  };
}

const LONG_LINK = `${SAMPLE_SITE}/vi/cart/order-success?code=MV-7K3Q9X2B4M8P&key=${"x7Qp2Lk9".repeat(6)}`;

export function sampleOrder(overrides: Partial<OrderView> = {}): OrderView {
  return {
    code: "MV-7K3Q9X2B4M8P",
    status: "unfinished",
    created_at: "2026-11-28T20:15:00.000Z",
    pre_order: null,
    custom_cake: null,
    locale: "vi",
    email: "ha.tran.nguyen.longaddress@example.com",
    phone: "(832) 555-0164",
    full_name: "Trần Thị Thu Hà Nguyễn",
    address: { address: "8800 Bellaire Blvd, Suite 120", city: "Houston", state: "TX", zip: "77036", country: "United States" },
    fulfilment: "pickup",
    delivery_zone: null,
    slot: { date: "2026-12-01", start: "09:00", end: "10:00", starts_at: "2026-12-01T15:00:00.000Z", time_zone: "America/Chicago" },
    payment: { option: "pay_at_pickup", status: "unpaid", card: null },
    lines: [
      line({
        slug: "custom-birthday-cake",
        sku: "CK-101",
        name: "Bánh kem sinh nhật theo yêu cầu (hai tầng, kem bơ lá dứa)",
        price_cents: 6500,
        note: "Chúc mừng sinh nhật Bà Nội lần thứ 80",
        note_kind: "inscription",
        allergens: ["wheat", "egg", "milk"],
        variant: "10 inch · Khoai môn",
        variant_id: 12,
      }),
      line({
        slug: "banh-mi",
        sku: "BM-001",
        name: "Bánh mì thịt nguội đặc biệt",
        price_cents: 900,
        quantity: 2,
        note: "<b>không ớt</b>",
        allergens: ["wheat", "soy", "egg"],
        variant_id: 7,
        modifiers: [
          { group_id: 3, group: "Thêm", choice_id: 31, label: "Thêm trứng ốp la", quantity: 1, price_delta: 1.5, price_delta_cents: 150 },
          { group_id: 4, group: "Bớt", choice_id: 42, label: "Không ngò", quantity: 1, price_delta: 0, price_delta_cents: 0 },
          { group_id: 4, group: "Bớt", choice_id: 43, label: "Không đồ chua", quantity: 1, price_delta: 0, price_delta_cents: 0 },
        ],
      }),
      line({
        slug: "hop-6-banh-bao",
        sku: "BB-BOX6",
        name: "Hộp 6 bánh bao",
        price_cents: 2200,
        variant_id: 9,
        modifiers: [
          { group_id: 5, group: "Chọn 6 cái", choice_id: 51, label: "Xá xíu", quantity: 3, price_delta: 0, price_delta_cents: 0 },
          {
            group_id: 5,
            group: "Chọn 6 cái",
            choice_id: 52,
            label: "Nhân thịt trứng cút",
            quantity: 2,
            price_delta: 1,
            price_delta_cents: 100,
          },
          { group_id: 5, group: "Chọn 6 cái", choice_id: 53, label: "Chay", quantity: 1, price_delta: 0, price_delta_cents: 0 },
        ],
      }),
    ],
    gifts: [
      line({
        slug: "banh-bao",
        sku: "BB-002",
        name: "Bánh bao xá xíu",
        price_cents: 0,
        is_gift: true,
        promotion_name: "Tặng bánh bao cho đơn từ $30",
      }),
    ],
    totals: {
      subtotal: 105,
      subtotal_cents: 10500,
      discount: 10.5,
      discount_cents: 1050,
      fee: 0,
      fee_cents: 0,
      tax_rate: 8.25,
      tax: 7.8,
      tax_cents: 780,
      total: 102.3,
      total_cents: 10230,
      currency: "USD",
    },
    coupon_code: "BANHMI10",
    notes: `Gọi cho tôi trước khi làm bánh.\nẢnh mẫu: ${SAMPLE_SITE}/media/${"a1b2c3d4e5".repeat(8)}.webp`,
    ...overrides,
  };
}

function deliveredByCard(): OrderView {
  const base = sampleOrder();
  return sampleOrder({
    locale: "en",
    full_name: "",
    fulfilment: "delivery",
    delivery_zone: "Alief & Sharpstown",
    address: { address: "12345 Bellaire Blvd, Apt 4", city: "Houston", state: "TX", zip: "77072", country: "United States" },
    payment: { option: "card", status: "paid", card: { account_number: "XXXX1111", account_type: "Visa" } },
    totals: { ...base.totals, fee: 4.99, fee_cents: 499, tax: 8.21, tax_cents: 821, total: 107.7, total_cents: 10770 },
  });
}

/** A customer's message as the contact form copies it to the shop (server/domain/content/contact.service.ts). */
function contactCopyText(): string {
  return [
    "A customer wrote through the contact form on the website.",
    "",
    "Name: Trần Thị Thu Hà Nguyễn",
    "E-mail: ha.tran.nguyen.longaddress@example.com",
    "Phone: (832) 555-0164",
    "Language: Tiếng Việt",
    "Received: 2026-11-28T20:15:00.000Z",
    "Reference: contact #42",
    "",
    "Message:",
    `Tiệm có làm bánh theo mẫu này không? ${LONG_LINK}`,
    "",
    "Reply to this e-mail to answer the customer directly.",
  ].join("\n");
}

function inboxReplyText(lang: Lang): string {
  const quoted = `Tiệm có làm bánh theo mẫu này không?\n${LONG_LINK}`
    .split("\n")
    .map((l) => `> ${l}`)
    .join("\n");
  return apiMessage(lang, "inboxReplyText", {
    name: "Hà",
    body: lang === "vi" ? "Dạ có, tiệm làm được. Bạn đặt trước 3 ngày nhé." : "Yes, we can. Please order three days ahead.",
    staff: "Mai",
    shop: sampleBrand(lang).name,
    quoted,
  });
}

/**
 * A custom cake asked for a full-month party, delivered, with a long inscription in Vietnamese and notes that make it
 * hard (markup typed by a customer, line breaks); quoted for another day than the one asked.
 */
export function sampleCakeRequest(overrides: Partial<CakeRequestView> = {}): CakeRequestView {
  return {
    code: "CK-7G4Q2M",
    status: "quoted",
    locale: "vi",
    occasion: "full_month",
    date_wanted: "2026-12-12",
    fulfilment: "delivery",
    address: { address: "8800 Bellaire Blvd, Apt 1204, Building C", city: "Houston", state: "TX", zip: "77036", country: "US" },
    servings: 30,
    size: "two_tier",
    flavour: "pandan",
    filling: "durian",
    frosting_colour: "Pastel pink with gold leaf",
    inscription: "Mừng đầy tháng bé Nguyễn Hoàng Bảo Ngọc — chúc con luôn khỏe mạnh, bình an và hay ăn chóng lớn!",
    notes: "<b>Không</b> quá ngọt please.\nA small bunny on top, like the photo.",
    full_name: "Trần Thị Thu Hà Nguyễn",
    email: "tran.thi.thu.ha.nguyen@example.com",
    phone: "8325550164",
    photo_count: 2,
    quote: {
      price_cents: 18500,
      price: 185,
      tax_cents: 1526,
      total_cents: 20026,
      total: 200.26,
      deposit_cents: 6000,
      deposit: 60,
      balance_cents: 14026,
      balance: 140.26,
      notes: "Two tiers of pandan sponge with durian cream; the bunny in fondant.\nWe are full on the 12th: the 13th works.",
      date: "2026-12-13",
      date_changed: true,
      quoted_at: "2026-11-28T18:00:00.000Z",
      expires_at: "2026-12-05T18:00:00.000Z",
      refund_until: "2026-12-10T06:00:00.000Z",
    },
    declined_by: null,
    decline_reason: "",
    order: null,
    time_zone: "America/Chicago",
    created_at: "2026-11-28T15:00:00.000Z",
    updated_at: "2026-11-28T18:00:00.000Z",
    ...overrides,
  };
}

const CAKE_LINK = (lang: Lang) => `${SAMPLE_SITE}${lang === "vi" ? "/vi" : ""}/custom-cakes/CK-7G4Q2M?key=${"Zx".repeat(24)}`;

/** Every e-mail, in both languages where it is sent in both (the shop's own copies are in English). */
export async function sampleEmails(): Promise<SampleEmail[]> {
  const out: SampleEmail[] = [];
  const add = (name: string, lang: Lang, mail: { subject: string; text: string; html: string }) => out.push({ name, lang, ...mail });
  for (const lang of ["en", "vi"] as const) {
    const brand = sampleBrand(lang);
    add(`order-confirmation-pickup-${lang}`, lang, await orderConfirmationEmail(lang, sampleOrder({ locale: lang }), LONG_LINK, brand));
    add(
      `order-confirmation-delivery-${lang}`,
      lang,
      await orderConfirmationEmail(lang, { ...deliveredByCard(), locale: lang }, LONG_LINK, brand),
    );
    const canceled = sampleOrder({
      locale: lang,
      status: "canceled",
      payment: { option: "card", status: "voided", card: { account_number: "XXXX1111", account_type: "Visa" } },
    });
    add(
      `order-status-canceled-${lang}`,
      lang,
      await orderStatusEmail(lang, canceled, { status: "canceled", reason: "Lò hỏng hôm nay" }, LONG_LINK, brand),
    );
    add(
      `order-status-shipped-${lang}`,
      lang,
      await orderStatusEmail(lang, { ...deliveredByCard(), locale: lang }, { status: "shipped", reason: "" }, LONG_LINK, brand),
    );
    add(
      `password-reset-${lang}`,
      lang,
      await passwordResetEmail(lang, { name: "Trần Thị Thu Hà Nguyễn" }, passwordResetLink(SAMPLE_SITE, lang, "Zx".repeat(24)), brand),
    );
    const name = "Trần Thị Thu Hà Nguyễn";
    const newEmail = "tran.thi.thu.ha.nguyen.new-address@example.com";
    add(
      `email-change-confirm-${lang}`,
      lang,
      await emailChangeConfirmEmail(lang, name, emailChangeLink(SAMPLE_SITE, lang, `42.${"Zx".repeat(22)}`), brand),
    );
    add(`email-change-notice-${lang}`, lang, await emailChangeNoticeEmail(lang, name, newEmail, accountPageLink(SAMPLE_SITE, lang), brand));
    add(`email-change-done-${lang}`, lang, await emailChangeDoneEmail(lang, name, newEmail, forgotPasswordLink(SAMPLE_SITE, lang), brand));
    // A Tết pre-order: its deposit paid by card, the rest at pickup; the reminder the day before; a waitlist's note.
    const preorder = sampleOrder({
      locale: lang,
      payment: { option: "card", status: "unpaid", card: { account_number: "XXXX1111", account_type: "Visa" } },
      pre_order: {
        campaign: { slug: "tet", name: lang === "vi" ? "Đặt bánh Tết 2027" : "Tết 2027 pre-orders" },
        deposit: 16.8,
        deposit_cents: 1680,
        deposit_status: "paid",
        deposit_due_by: null,
        deposit_paid_cents: 1680,
        balance: 85.5,
        balance_cents: 8550,
        refund_until: "2027-01-21T14:00:00.000Z",
        cancel_until_days: 7,
        collected_at: null,
      },
    });
    add(`preorder-confirmation-${lang}`, lang, await orderConfirmationEmail(lang, preorder, LONG_LINK, brand));
    add(`preorder-reminder-${lang}`, lang, await preorderReminderEmail(lang, preorder, LONG_LINK, brand));
    add(
      `waitlist-place-${lang}`,
      lang,
      await waitlistPlaceEmail(
        lang,
        lang === "vi" ? "Đặt bánh Tết 2027" : "Tết 2027 pre-orders",
        "2027-02-03",
        `${SAMPLE_SITE}/tet`,
        brand,
      ),
    );
    // A custom cake: the request received, its quote (another day than the one asked), the shop's decline.
    const cake = sampleCakeRequest({ locale: lang });
    add(`cake-request-${lang}`, lang, await cakeRequestEmail(lang, { ...cake, status: "requested", quote: null }, CAKE_LINK(lang), brand));
    add(`cake-quote-${lang}`, lang, await cakeQuoteEmail(lang, cake, CAKE_LINK(lang), brand));
    const declined = {
      ...cake,
      status: "declined" as const,
      declined_by: "shop" as const,
      decline_reason: "Tiệm không làm được sầu riêng tuần đó.",
    };
    add(`cake-declined-${lang}`, lang, await cakeDeclinedEmail(lang, declined, CAKE_LINK(lang), brand));
    const reply = { subject: apiMessage(lang, "inboxReplySubject", { shop: brand.name }), text: inboxReplyText(lang) };
    add(`inbox-reply-${lang}`, lang, { ...reply, html: await renderTextEmail(lang, brand, reply.subject, reply.text) });
  }
  const en = sampleBrand("en");
  add("order-shop-copy", "en", await shopOrderEmail(deliveredByCard(), `${SAMPLE_SITE}/admin/orders/MV-7K3Q9X2B4M8P`, en));
  add(
    "pickup-list",
    "en",
    await pickupListEmail(
      "Tết 2027 pre-orders",
      "2027-02-03",
      [
        {
          code: "MV-7K3Q9X2B4M8P",
          full_name: "Trần Thị Thu Hà Nguyễn",
          phone: "(713) 555-0142",
          lines: ["2 × Square Sticky Rice Cake (Bánh Chưng)", "1 × Log Sticky Rice Cake (Bánh Tét) (Banana (vegetarian))"],
          deposit_status: "paid",
          balance_cents: 4382,
        },
        {
          code: "MV-2M8P7K3Q9X4B",
          full_name: "Lê Văn Bình",
          phone: "(832) 555-0107",
          lines: ["1 × Tết Candied Fruit Tray (Mứt Tết)"],
          deposit_status: "due",
          balance_cents: 3897,
        },
      ],
      `${SAMPLE_SITE}/admin/campaigns/1/pickups?date=2027-02-03`,
      en,
    ),
  );
  const cakeEn = sampleCakeRequest({ locale: "vi", status: "requested", quote: null });
  add("cake-request-shop", "en", await cakeRequestShopEmail(cakeEn, `${SAMPLE_SITE}/admin/custom-cakes/12`, en));
  add("cake-day-full", "en", await cakeDayFullEmail(sampleCakeRequest(), `${SAMPLE_SITE}/admin/custom-cakes/12`, en));
  const contact = { subject: "Contact form: Trần Thị Thu Hà Nguyễn", text: contactCopyText() };
  add("contact-copy", "en", { ...contact, html: await renderTextEmail("en", en, contact.subject, contact.text) });
  return out;
}
