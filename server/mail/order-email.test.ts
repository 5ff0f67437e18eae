import { describe, expect, it } from "vitest";
import { formatSlot, orderConfirmationEmail, orderStatusEmail, shopOrderEmail } from "./order-email.ts";
import type { OrderLineView, OrderView } from "../domain/orders/order-view.ts";

const SITE = { name: "Tiệm Bánh Mai Vàng", siteUrl: "https://maivang.example" };
const SHOP = { ...SITE, address: "11230 Bellaire Blvd, Houston, TX 77072", phone: "(713) 555-0142" };
const URL_VI = "https://maivang.example/vi/orders/MV-7K3Q9X2B4M8P?key=abc&lang=vi";

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

/** A Vietnamese customer's birthday cake and two bánh mì, picked up on Tuesday 1 December 2026 at 09:00 in Houston. */
function order(overrides: Partial<OrderView> = {}): OrderView {
  return {
    code: "MV-7K3Q9X2B4M8P",
    status: "unfinished",
    created_at: "2026-11-28T20:15:00.000Z",
    pre_order: null,
    custom_cake: null,
    locale: "vi",
    email: "ha.tran@example.com",
    phone: "(832) 555-0164",
    full_name: "Trần Thu Hà",
    address: { address: "8800 Bellaire Blvd", city: "Houston", state: "TX", zip: "77036", country: "United States" },
    fulfilment: "pickup",
    delivery_zone: null,
    slot: { date: "2026-12-01", start: "09:00", end: "10:00", starts_at: "2026-12-01T15:00:00.000Z", time_zone: "America/Chicago" },
    payment: { option: "pay_at_pickup", status: "unpaid", card: null },
    lines: [
      line({
        slug: "custom-birthday-cake",
        sku: "CK-101",
        name: "Bánh kem sinh nhật theo yêu cầu",
        price_cents: 6500,
        note: "Chúc mừng sinh nhật Bà",
        note_kind: "inscription",
        allergens: ["wheat", "egg", "milk"],
      }),
      line({
        slug: "banh-mi-dac-biet",
        sku: "BM-001",
        name: "Bánh mì thịt nguội đặc biệt",
        price_cents: 750,
        quantity: 2,
        note: "<script>alert('x')</script> không ớt",
        allergens: ["wheat", "egg", "milk", "fish", "soy"],
      }),
    ],
    gifts: [
      line({
        slug: "banh-bao-xa-xiu",
        sku: "BB-002",
        name: "Bánh bao xá xíu",
        price_cents: 0,
        is_gift: true,
        promotion_name: "Tặng một bánh bao cho đơn từ $30",
        allergens: ["wheat", "milk", "soy", "sesame"],
      }),
    ],
    totals: {
      subtotal: 80,
      subtotal_cents: 8000,
      discount: 8,
      discount_cents: 800,
      fee: 0,
      fee_cents: 0,
      tax_rate: 8.25,
      tax: 5.94,
      tax_cents: 594,
      total: 77.94,
      total_cents: 7794,
      currency: "USD",
    },
    coupon_code: "BANHMI10",
    notes: "Gọi cho tôi <b>trước</b> khi làm bánh",
    ...overrides,
  };
}

/** The same order delivered to Alief, paid by card, in English, with no name given. */
function deliveredByCard(): OrderView {
  const base = order();
  return order({
    locale: "en",
    full_name: "",
    fulfilment: "delivery",
    delivery_zone: "Alief & Sharpstown",
    address: { address: "12345 Bellaire Blvd, Apt 4", city: "Houston", state: "TX", zip: "77072", country: "United States" },
    payment: { option: "card", status: "paid", card: { account_number: "XXXX1111", account_type: "Visa" } },
    totals: { ...base.totals, fee: 4.99, fee_cents: 499, tax: 6.35, tax_cents: 635, total: 83.34, total_cents: 8334 },
    notes: "",
  });
}

describe("the customer's order confirmation", () => {
  it("speaks Vietnamese to a Vietnamese order: code, slot on the shop's clock, where, lines, totals, payment, next steps, link", async () => {
    const mail = await orderConfirmationEmail("vi", order(), URL_VI, SHOP);
    expect(mail.subject).toBe("Đơn hàng MV-7K3Q9X2B4M8P tại Tiệm Bánh Mai Vàng");
    const text = mail.text;
    expect(text).toContain("Xin chào Trần Thu Hà,");
    expect(text).toContain("Mã đơn hàng: MV-7K3Q9X2B4M8P");
    expect(text).toMatch(/Nhận tại tiệm: Thứ Ba, 1 tháng 12, 2026, 0?9:00–10:00 giờ Houston \(giờ miền Trung Hoa Kỳ\)/);
    expect(text).not.toContain("America/Chicago");
    expect(text).toContain("Địa chỉ tiệm: 11230 Bellaire Blvd, Houston, TX 77072");
    expect(text).toContain("1 × Bánh kem sinh nhật theo yêu cầu (đơn giá $65.00): $65.00");
    expect(text).toContain("Chữ viết trên bánh: Chúc mừng sinh nhật Bà");
    expect(text).toContain("Có chứa: lúa mì, trứng và sữa");
    expect(text).toContain("Ghi chú: <script>alert('x')</script> không ớt");
    expect(text).toContain("Có chứa: lúa mì, trứng, sữa, cá và đậu nành");
    expect(text).toContain("1 × Bánh bao xá xíu: miễn phí (Tặng một bánh bao cho đơn từ $30)");
    expect(text).toContain("Tạm tính: $80.00");
    expect(text).toContain("Giảm giá (mã BANHMI10): −$8.00");
    expect(text).toContain("Thuế bán hàng (8,25%): $5.94");
    expect(text).toContain("Tổng cộng: $77.94");
    expect(text).not.toContain("US$");
    expect(text).not.toContain("Phí giao hàng");
    expect(text).toContain("Thanh toán: Bạn thanh toán tại tiệm khi đến nhận hàng.");
    expect(text).toContain("Gọi cho tôi <b>trước</b> khi làm bánh");
    expect(text).toContain("đọc mã đơn hàng MV-7K3Q9X2B4M8P cho nhân viên");
    expect(text).toContain("Bạn vui lòng thanh toán khi nhận hàng");
    expect(text).toContain(URL_VI);
    expect(text).toContain("(713) 555-0142");
    expect(text.trimEnd().endsWith("Tiệm Bánh Mai Vàng")).toBe(true);
    expect(mail.html).toMatch(
      /<a href="https:\/\/maivang\.example\/vi\/orders\/MV-7K3Q9X2B4M8P\?key=abc&amp;lang=vi"[^>]*>(?:(?!<\/a>).)*Xem đơn hàng/,
    );
    expect(mail.html).toContain('<html dir="ltr" lang="vi">');
  });

  it("speaks English to an English order: no name, delivery to the address, the fee, the card's last digits", async () => {
    const mail = await orderConfirmationEmail("en", deliveredByCard(), "https://maivang.example/orders/MV-7K3Q9X2B4M8P", SITE);
    expect(mail.subject).toBe("Your Mai Vàng Bakery order MV-7K3Q9X2B4M8P");
    const text = mail.text;
    expect(text.startsWith("Hello,\n")).toBe(true);
    expect(text).toContain("Delivery: Tuesday, December 1, 2026, 9:00–10:00 AM (Central Time, America/Chicago)");
    expect(text).toContain("To: 12345 Bellaire Blvd, Apt 4, Houston, TX 77072, United States");
    expect(text).toContain("Inscription: Chúc mừng sinh nhật Bà");
    expect(text).toContain("Note: <script>");
    expect(text).toContain("Contains: wheat, egg, and milk");
    expect(text).toContain("2 × Bánh mì thịt nguội đặc biệt ($7.50 each): $15.00");
    expect(text).toContain("Subtotal: $80.00");
    expect(text).toContain("Discount (coupon BANHMI10): −$8.00");
    expect(text).toContain("Delivery fee: $4.99");
    expect(text).toContain("Sales tax (8.25%): $6.35");
    expect(text).toContain("Total: $83.34");
    expect(text).toContain("Payment: Paid by card (Visa ending in 1111).");
    expect(text).toContain("We will call you at (832) 555-0164 before we come.");
    expect(text).not.toContain("Please pay"); // paid already
    expect(text).not.toContain("Your notes");
  });

  it("says a free delivery is free, and that a delivery paid on arrival is paid to the driver", async () => {
    const free = deliveredByCard();
    const mail = await orderConfirmationEmail(
      "vi",
      { ...free, payment: { option: "pay_at_pickup", status: "unpaid", card: null }, totals: { ...free.totals, fee: 0, fee_cents: 0 } },
      "https://x.example/o",
      SITE,
    );
    expect(mail.text).toContain("Phí giao hàng: Miễn phí");
    expect(mail.text).toContain("Thanh toán: Bạn thanh toán khi nhận hàng.");
    expect(mail.text).toContain("thanh toán cho người giao hàng");
  });

  it("names the country in Vietnamese, as the address stores it in English, and writes money as $7.50", async () => {
    const mail = await orderConfirmationEmail("vi", deliveredByCard(), "https://x.example/o", SITE);
    expect(mail.text).toContain("Giao đến: 12345 Bellaire Blvd, Apt 4, Houston, TX 77072, Hoa Kỳ");
    expect(mail.text).toContain("Phí giao hàng: $4.99");
    expect(mail.text).not.toContain("United States");
  });

  it("escapes whatever the customer typed in the HTML part", async () => {
    const mail = await orderConfirmationEmail("en", order({ full_name: 'Hà "<img src=x onerror=alert(1)>"' }), URL_VI, SHOP);
    expect(mail.html).not.toMatch(/<script|<img src=x|<b>trước/);
    expect(mail.html).toContain("&lt;script&gt;alert(&#x27;x&#x27;)&lt;/script&gt; không ớt");
    expect(mail.html).toContain("Hello Hà &quot;&lt;img src=x onerror=alert(1)&gt;&quot;,");
    expect(mail.html).toContain("Gọi cho tôi &lt;b&gt;trước&lt;/b&gt; khi làm bánh");
    expect(mail.html).toMatch(/<p style="[^"]*">Inscription: Chúc mừng sinh nhật Bà<\/p>/);
    expect(mail.html).toMatch(/<p style="[^"]*font-weight:700[^"]*">Total<\/p>/);
  });

  it("keeps a subject on one line and reads the allergen codes both ways", async () => {
    const odd = order({
      lines: [
        line({
          slug: "x",
          sku: "X-1",
          name: "Cake",
          price_cents: 100,
          allergens: ["tree nuts", "peanuts", "shellfish", "sesame", "lupin"],
        }),
      ],
    });
    expect((await orderConfirmationEmail("vi", odd, "https://x.example/o", SITE)).text).toContain(
      "Có chứa: các loại hạt, đậu phộng, hải sản có vỏ, mè và lupin",
    );
    expect((await orderConfirmationEmail("en", odd, "https://x.example/o", SITE)).text).toContain(
      "Contains: tree nuts, peanuts, shellfish, sesame, and lupin",
    );
    expect((await orderConfirmationEmail("en", odd, "https://x.example/o", SITE)).subject).not.toContain("\n");
  });
});

/** A modifier of an order line as the view gives it, in one language. */
function addOn(group_id: number, choice_id: number, group: string, label: string, quantity: number, price_delta_cents: number) {
  return { group_id, group, choice_id, label, quantity, price_delta: price_delta_cents / 100, price_delta_cents };
}

/** The same order with a configured cake, a bánh mì with add-ons and a box of mooncakes, its words in `lang`. */
function configuredOrder(lang: "en" | "vi"): OrderView {
  const vi = lang === "vi";
  return order({
    locale: lang,
    lines: [
      line({
        slug: "pandan-chiffon-cake",
        sku: "CK-PANDAN-8",
        name: vi ? "Bánh bông lan lá dứa" : "Pandan chiffon cake",
        price_cents: 3800,
        variant: vi ? "8 inch · Lá dứa" : "8 inch · Pandan",
        variant_id: 41,
        note: "Chúc mừng sinh nhật Bà",
        note_kind: "inscription",
      }),
      line({
        slug: "banh-mi-dac-biet",
        sku: "BM-001",
        name: vi ? "Bánh mì đặc biệt" : "Special bánh mì",
        price_cents: 900,
        quantity: 2,
        variant_id: 7,
        modifiers: [
          addOn(3, 31, vi ? "Thêm" : "Extras", vi ? "Thêm trứng ốp la" : "Fried egg", 1, 150),
          addOn(4, 42, vi ? "Bớt" : "Leave out", vi ? "Không ngò" : "No cilantro", 1, 0),
        ],
        allergens: ["wheat", "egg"],
      }),
      line({
        slug: "banh-trung-thu",
        sku: "MC-BOX4",
        name: vi ? "Hộp bánh trung thu" : "Mooncake box",
        price_cents: 3200,
        variant_id: 9,
        modifiers: [
          addOn(5, 51, vi ? "Chọn 4 bánh" : "Choose 4", vi ? "Hạt sen" : "Lotus seed", 2, 0),
          addOn(5, 52, vi ? "Chọn 4 bánh" : "Choose 4", vi ? "Đậu đỏ" : "Red bean", 2, 0),
        ],
      }),
    ],
  });
}

describe("a line's variant and add-ons", () => {
  it("are under each line of the customer's e-mail, in the order's language, with what a paid add-on costs", async () => {
    const vi = await orderConfirmationEmail("vi", configuredOrder("vi"), URL_VI, SHOP);
    expect(vi.text).toContain(
      ["- 1 × Bánh bông lan lá dứa (đơn giá $38.00): $38.00", "    8 inch · Lá dứa", "    Chữ viết trên bánh: Chúc mừng sinh nhật Bà"].join(
        "\n",
      ),
    );
    expect(vi.text).toContain(
      ["- 2 × Bánh mì đặc biệt (đơn giá $9.00): $18.00", "    Thêm trứng ốp la +$1.50, Không ngò", "    Có chứa: lúa mì và trứng"].join(
        "\n",
      ),
    );
    expect(vi.text).toContain("    2 × Hạt sen, 2 × Đậu đỏ");
    expect(vi.text).not.toMatch(/Pandan|Fried egg|Lotus seed/);
    expect(vi.html).toContain("8 inch · Lá dứa");
    expect(vi.html).toContain("Thêm trứng ốp la +$1.50, Không ngò");

    const en = await orderConfirmationEmail("en", configuredOrder("en"), URL_VI, SHOP);
    expect(en.text).toContain(["- 1 × Pandan chiffon cake ($38.00 each): $38.00", "    8 inch · Pandan"].join("\n"));
    expect(en.text).toContain("    Fried egg +$1.50, No cilantro");
    expect(en.text).toContain("    2 × Lotus seed, 2 × Red bean");
  });

  it("are in the shop's copy too, before the SKU, so the kitchen reads what to make", async () => {
    const mail = await shopOrderEmail(configuredOrder("en"), "https://maivang.example/admin/orders/MV-7K3Q9X2B4M8P", SITE);
    expect(mail.text).toContain(["    8 inch · Pandan", "    SKU CK-PANDAN-8"].join("\n"));
    expect(mail.text).toContain(["    Fried egg +$1.50, No cilantro", "    SKU BM-001"].join("\n"));
    expect(mail.html).toContain("2 × Lotus seed, 2 × Red bean");
  });

  it("say nothing for a line without options", async () => {
    const mail = await orderConfirmationEmail("en", order({ locale: "en" }), URL_VI, SHOP);
    expect(mail.text).toContain(
      ["- 1 × Bánh kem sinh nhật theo yêu cầu ($65.00 each): $65.00", "    Inscription: Chúc mừng sinh nhật Bà"].join("\n"),
    );
  });
});

describe("the slot, on the shop's clock", () => {
  const chicago = (date: string, starts_at: string) => ({ date, start: "09:00", end: "10:00", starts_at, time_zone: "America/Chicago" });

  it("shows 9 o'clock on both sides of a daylight-saving change, though the instants are 23 hours apart", () => {
    // 2027-03-14: Chicago springs forward. 09:00 is 15:00 UTC the day before (CST) and 14:00 UTC that day (CDT).
    expect(formatSlot("en", chicago("2027-03-13", "2027-03-13T15:00:00.000Z"))).toBe(
      "Saturday, March 13, 2027, 9:00–10:00 AM (Central Time, America/Chicago)",
    );
    expect(formatSlot("en", chicago("2027-03-14", "2027-03-14T14:00:00.000Z"))).toBe(
      "Sunday, March 14, 2027, 9:00–10:00 AM (Central Time, America/Chicago)",
    );
    // 2026-11-01: it falls back; 09:00 is 14:00 UTC the day before (CDT) and 15:00 UTC that day (CST).
    expect(formatSlot("vi", chicago("2026-11-01", "2026-11-01T15:00:00.000Z"))).toMatch(
      /^Chủ Nhật, 1 tháng 11, 2026, 0?9:00–10:00 giờ Houston \(giờ miền Trung Hoa Kỳ\)$/,
    );
  });

  it("puts the slot of a DST-day order in the confirmation as the shop's time", async () => {
    const mail = await orderConfirmationEmail(
      "en",
      order({ slot: chicago("2027-03-14", "2027-03-14T14:00:00.000Z") }),
      "https://x.example/o",
      SITE,
    );
    expect(mail.text).toContain("Pickup: Sunday, March 14, 2027, 9:00–10:00 AM (Central Time, America/Chicago)");
  });

  it("names a zone with no generic name by its IANA name", () => {
    expect(
      formatSlot("en", { date: "2026-12-01", start: "09:00", end: "10:00", starts_at: "2026-12-01T09:00:00.000Z", time_zone: "UTC" }),
    ).toMatch(/^Tuesday, December 1, 2026, 9:00–10:00 AM \(.*UTC.*\)$/);
  });
});

describe("the shop's copy", () => {
  it("is in English whatever the customer's language, with a subject that says when", async () => {
    const mail = await shopOrderEmail(order(), "https://maivang.example/admin/orders/MV-7K3Q9X2B4M8P", SITE);
    expect(mail.subject).toBe("New order MV-7K3Q9X2B4M8P — pickup Tue Dec 1, 09:00");
    const text = mail.text;
    expect(text).toContain("Customer: Trần Thu Hà");
    expect(text).toContain("Phone: (832) 555-0164");
    expect(text).toContain("E-mail: ha.tran@example.com");
    expect(text).toContain("Language: Tiếng Việt");
    expect(text).toContain("A new order was placed on Sat, Nov 28, 14:15 (shop time).");
    expect(text).toContain("Pickup: Tuesday, December 1, 2026, 9:00–10:00 AM (Central Time, America/Chicago)");
    expect(text).toContain("SKU CK-101");
    expect(text).toContain("Inscription: “Chúc mừng sinh nhật Bà”");
    expect(text).toContain("Allergens: wheat, egg, and milk");
    expect(text).toContain("1 × Bánh bao xá xíu: free");
    expect(text).toContain("Total: $77.94");
    expect(text).toContain("Payment: Pay at pickup (not paid yet)");
    expect(text).toContain("Gọi cho tôi <b>trước</b> khi làm bánh");
    expect(mail.html).not.toMatch(/<script|<b>trước/);
  });

  it("says delivery, the address, the zone and the card", async () => {
    const mail = await shopOrderEmail(deliveredByCard(), "https://maivang.example/admin/orders/MV-7K3Q9X2B4M8P", SITE);
    expect(mail.subject).toBe("New order MV-7K3Q9X2B4M8P — delivery Tue Dec 1, 09:00");
    expect(mail.text).toContain("Customer: (no name given)");
    expect(mail.text).toContain("To: 12345 Bellaire Blvd, Apt 4, Houston, TX 77072, United States");
    expect(mail.text).toContain("Delivery zone: Alief & Sharpstown");
    expect(mail.text).toContain("Delivery fee: $4.99");
    expect(mail.text).toContain("Payment: Card Visa XXXX1111: paid");
    expect(mail.html).toContain("Delivery zone: Alief &amp; Sharpstown");
  });
});

describe("the status e-mail", () => {
  it("says a cancel, its reason and the card given back, in the customer's language, with the link; escapes the reason", async () => {
    const canceled = order({
      status: "canceled",
      payment: { option: "card", status: "voided", card: { account_number: "XXXX1111", account_type: "Visa" } },
    });
    const mail = await orderStatusEmail(
      "vi",
      canceled,
      { status: "canceled", reason: "Lò hỏng <b>hôm nay</b>" },
      "https://maivang.example/vi/cart/order-success?code=MV-7K3Q9X2B4M8P&key=abc",
      SHOP,
    );
    expect(mail.subject).toBe("Đơn hàng MV-7K3Q9X2B4M8P tại Tiệm Bánh Mai Vàng: Đã hủy");
    expect(mail.text).toContain("Xin chào Trần Thu Hà,");
    expect(mail.text).toContain("Trạng thái đơn hàng MV-7K3Q9X2B4M8P của bạn nay là “Đã hủy”.");
    expect(mail.text).toContain("Lý do: Lò hỏng <b>hôm nay</b>");
    expect(mail.text).toContain("Tiền thanh toán bằng thẻ đang được hoàn lại vào thẻ của bạn");
    expect(mail.text).toContain(
      "Xem đơn hàng và theo dõi trạng thái bất cứ lúc nào:\nhttps://maivang.example/vi/cart/order-success?code=MV-7K3Q9X2B4M8P&key=abc",
    );
    expect(mail.html).toMatch(
      /<a href="https:\/\/maivang\.example\/vi\/cart\/order-success\?code=MV-7K3Q9X2B4M8P&amp;key=abc"[^>]*>(?:(?!<\/a>).)*Xem đơn hàng/,
    );
    expect(mail.html).toContain("Lò hỏng &lt;b&gt;hôm nay&lt;/b&gt;");
    expect(mail.html).not.toContain("<b>hôm nay");
  });

  it("tells a delivery on its way, in English", async () => {
    const mail = await orderStatusEmail(
      "en",
      order({ fulfilment: "delivery", locale: "en" }),
      { status: "shipped", reason: "" },
      "https://maivang.example/cart/order-success?code=MV-7K3Q9X2B4M8P&key=abc",
      SITE,
    );
    expect(mail.subject).toBe("Your Mai Vàng Bakery order MV-7K3Q9X2B4M8P: Out for delivery");
    expect(mail.text).toContain("The status of your order MV-7K3Q9X2B4M8P is now “Out for delivery”.");
    expect(mail.text).toContain("Your order is on its way to you.");
    expect(mail.text).toContain("Delivery: Tuesday, December 1, 2026, 9:00–10:00 AM");
    expect(mail.text).toContain(
      "See your order and follow its status at any time:\nhttps://maivang.example/cart/order-success?code=MV-7K3Q9X2B4M8P&key=abc",
    );
    expect(mail.text).not.toContain("Reason:");
  });

  it("calls a pickup order ready for pickup, never shipped, in both languages (subject and body)", async () => {
    const link = "https://maivang.example/cart/order-success?code=MV-7K3Q9X2B4M8P&key=abc";
    const en = await orderStatusEmail("en", order({ locale: "en" }), { status: "shipped", reason: "" }, link, SITE);
    expect(en.subject).toBe("Your Mai Vàng Bakery order MV-7K3Q9X2B4M8P: Ready for pickup");
    expect(en.text).toContain("is now “Ready for pickup”.");
    const vi = await orderStatusEmail("vi", order(), { status: "shipped", reason: "" }, link, SITE);
    expect(vi.subject).toBe("Đơn hàng MV-7K3Q9X2B4M8P tại Tiệm Bánh Mai Vàng: Đã làm xong, mời bạn đến lấy");
    expect(vi.text).toContain("“Đã làm xong, mời bạn đến lấy”");
    for (const mail of [en, vi]) expect(`${mail.subject}\n${mail.text}\n${mail.html}`).not.toMatch(/Shipped|vận chuyển/);
    const picked = await orderStatusEmail("vi", order(), { status: "delivered", reason: "" }, link, SITE);
    expect(picked.subject).toBe("Đơn hàng MV-7K3Q9X2B4M8P tại Tiệm Bánh Mai Vàng: Bạn đã nhận bánh");
    expect((await orderStatusEmail("en", order({ locale: "en" }), { status: "delivered", reason: "" }, link, SITE)).subject).toBe(
      "Your Mai Vàng Bakery order MV-7K3Q9X2B4M8P: Picked up",
    );
  });
});

describe("phone numbers in the e-mails", () => {
  it("are shown as the board shows them, not as stored digits", async () => {
    const raw = { ...deliveredByCard(), phone: "7135550199" };
    const confirmation = await orderConfirmationEmail("en", raw, "https://x.example/o", SITE);
    expect(confirmation.text).toContain("(713) 555-0199");
    expect(confirmation.text).not.toContain("7135550199");
    const shop = await shopOrderEmail(raw, "https://x.example/admin/orders/MV-7K3Q9X2B4M8P", SITE);
    expect(shop.text).toContain("Phone: (713) 555-0199");
    expect(shop.html).not.toContain("7135550199");
  });
});
