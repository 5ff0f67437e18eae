import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../tests/support/app.ts";
import { createTestDb, type TestDb } from "../../tests/support/db.ts";
import { insertOrderRows, type RowLine, type RowOrder } from "../../tests/support/order-rows.ts";
import { addModifierGroup, addOptions, CAKE_SIZE_FLAVOUR, type AddedGroup, type AddedVariant } from "../../tests/support/options-rows.ts";
import { signedInStaff } from "../../tests/support/staff.ts";
import { contentChanged } from "../domain/content/content-version.ts";
import type { OrderLineModifier } from "../domain/orders/line-options.ts";
import { shopTimeZone } from "../domain/content/theme.service.ts";
import { localDateAt } from "../domain/fulfilment/shop-time.ts";

// The production report (GET /admin/production and its CSV): what the kitchen bakes for a date — canceled orders left
// out, gifts counted, cakes split by inscription, grouped by category in the catalogue's order, in the request's
// language — and a CSV that a spreadsheet opens safely, right for a day of 1,000 orders. Orders are written straight
// into the database (tests/support/order-rows.ts).

let testDb: TestDb;
let app: ReturnType<typeof createTestApp>;
let kitchen = "";

interface Product {
  id: number;
  slug: string;
  sku: string;
  category: string;
  categoryPosition: number;
  position: number;
  en: string;
  vi: string;
}
const products = new Map<string, Product>();

const DAY = "2031-03-04";
const BIG_DAY = "2031-03-05";

function line(slug: string, quantity: number, extra: Partial<RowLine> = {}): RowLine {
  const p = products.get(slug)!;
  const inscription = p.category === "cakes";
  return { product_id: p.id, sku: p.sku, name: p.en, slug, quantity, note_kind: inscription ? "inscription" : "kitchen", ...extra };
}

beforeAll(async () => {
  testDb = await createTestDb({ seed: true });
  app = createTestApp(testDb);
  kitchen = (await signedInStaff(app, testDb.db, "kitchen")).cookie;
  const rows = await testDb.db
    .selectFrom("products as p")
    .innerJoin("categories as c", "c.id", "p.category_id")
    .innerJoin("product_translations as en", (j) => j.onRef("en.product_id", "=", "p.id").on("en.locale", "=", "en"))
    .innerJoin("product_translations as vi", (j) => j.onRef("vi.product_id", "=", "p.id").on("vi.locale", "=", "vi"))
    .select([
      "p.id",
      "p.slug",
      "p.sku",
      "p.position",
      "c.slug as category",
      "c.position as categoryPosition",
      "en.name as en",
      "vi.name as vi",
    ])
    .execute();
  for (const row of rows) products.set(row.slug, row);
});
afterAll(() => testDb.destroy());

async function get(path: string, lang: "en" | "vi" = "en", cookie = kitchen) {
  return app.request(`/api/v1${path}`, { headers: { Cookie: cookie, "Http-Accept-Language": lang === "vi" ? "vi_VN" : "en_US" } });
}

interface Text {
  text: string;
  quantity: number;
  gift_quantity: number;
}
interface Choice {
  group_id: number;
  group: string;
  choice_id: number;
  label: string;
  quantity: number;
}
interface Counts {
  quantity: number;
  gift_quantity: number;
  without_inscription: number;
  inscriptions: Text[];
  notes: Text[];
  choices: Choice[];
}

interface Report {
  date: string;
  orders: number;
  canceled_orders: number;
  quantity: number;
  gift_quantity: number;
  categories: {
    slug: string | null;
    name: string;
    quantity: number;
    products: (Counts & {
      product_id: number | null;
      sku: string;
      name: string;
      variants: (Counts & { variant_id: number | null; sku: string; label: string | null })[];
    })[];
  }[];
}

/** RFC 4180: quoted fields with "" for a quote, CRLF between records. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ",") {
      row.push(field);
      field = "";
    } else if (ch === "\r" && text[i + 1] === "\n") {
      row.push(field);
      rows.push(row);
      row = [];
      field = "";
      i++;
    } else field += ch;
  }
  if (field !== "" || row.length) throw new Error("the CSV does not end with CRLF");
  return rows;
}

describe("the production report of a date", () => {
  beforeAll(async () => {
    const orders: RowOrder[] = [
      {
        slot_date: DAY,
        lines: [
          line("banh-mi-dac-biet", 3),
          line("custom-birthday-cake", 1, { note: "Happy Birthday Mai" }),
          line("butter-croissant", 2, { is_gift: true, price_cents: 0 }),
        ],
      },
      {
        slot_date: DAY,
        status: "shipped",
        lines: [
          line("custom-birthday-cake", 2, { note: "Happy Birthday Mai" }),
          line("custom-birthday-cake", 1),
          line("ca-phe-sua-da", 4, { note: "less ice" }),
        ],
      },
      {
        slot_date: DAY,
        status: "completed",
        locale: "vi",
        lines: [
          line("custom-birthday-cake", 1, { note: "Chúc mừng sinh nhật Bà", name: products.get("custom-birthday-cake")!.vi }),
          line("banh-mi-dac-biet", 1),
        ],
      },
      // Canceled: none of it is baked.
      {
        slot_date: DAY,
        status: "canceled",
        lines: [line("banh-mi-dac-biet", 50), line("custom-birthday-cake", 5, { note: "Canceled cake" })],
      },
      // Another date: not this report's.
      { slot_date: "2031-03-03", lines: [line("banh-mi-dac-biet", 7)] },
      // A product since removed from the catalogue: its ordered name and SKU.
      { slot_date: DAY, lines: [{ product_id: null, sku: "OLD-001", name: "Bánh chưng (old menu)", quantity: 2 }] },
    ];
    await insertOrderRows(testDb.db, orders);
  });

  it("counts every order not canceled, gifts included, by product, and splits cakes by inscription", async () => {
    const res = await get(`/admin/production?date=${DAY}`);
    expect(res.status).toBe(200);
    const report = ((await res.json()) as { data: Report }).data;
    expect(report).toMatchObject({
      date: DAY,
      orders: 4,
      canceled_orders: 1,
      quantity: 3 + 1 + 2 + 2 + 1 + 4 + 1 + 1 + 2,
      gift_quantity: 2,
    });
    const all = report.categories.flatMap((c) => c.products);
    const of = (slug: string) => all.find((p) => p.product_id === products.get(slug)!.id)!;
    expect(of("banh-mi-dac-biet")).toMatchObject({ quantity: 4, gift_quantity: 0, without_inscription: 4, inscriptions: [] });
    expect(of("butter-croissant")).toMatchObject({ quantity: 2, gift_quantity: 2 });
    // A kitchen note does not split a product, it is listed beside it; an inscription does, one row per distinct text,
    // the most ordered first.
    expect(of("ca-phe-sua-da")).toMatchObject({
      quantity: 4,
      inscriptions: [],
      notes: [{ text: "less ice", quantity: 4, gift_quantity: 0 }],
      choices: [],
      variants: [{ label: null, quantity: 4 }],
    });
    expect(of("custom-birthday-cake")).toMatchObject({
      quantity: 5,
      without_inscription: 1,
      inscriptions: [
        { text: "Happy Birthday Mai", quantity: 3, gift_quantity: 0 },
        { text: "Chúc mừng sinh nhật Bà", quantity: 1, gift_quantity: 0 },
      ],
    });
    expect(all.some((p) => p.inscriptions.some((i) => i.text === "Canceled cake"))).toBe(false);
  });

  it("groups products by category, in the catalogue's order, named in the request's language; removed products last", async () => {
    for (const lang of ["en", "vi"] as const) {
      const report = ((await (await get(`/admin/production?date=${DAY}`, lang)).json()) as { data: Report }).data;
      const slugs = report.categories.map((c) => c.slug);
      const positions = slugs.slice(0, -1).map((slug) => [...products.values()].find((p) => p.category === slug)!.categoryPosition);
      expect(positions).toEqual([...positions].sort((a, b) => a - b));
      expect(slugs.at(-1)).toBeNull();
      expect(report.categories.at(-1)).toMatchObject({
        name: lang === "vi" ? "Khác" : "Other",
        quantity: 2,
        products: [{ product_id: null, sku: "OLD-001", name: "Bánh chưng (old menu)", quantity: 2 }],
      });
      const cakes = report.categories.find((c) => c.slug === "cakes")!;
      expect(cakes.name).toBe(lang === "vi" ? "Bánh kem & bông lan" : "Cakes");
      expect(cakes.products[0]!.name).toBe(products.get("custom-birthday-cake")![lang]);
      for (const category of report.categories) expect(category.quantity).toBe(category.products.reduce((sum, p) => sum + p.quantity, 0));
    }
  });

  it("is the shop's today on its own clock when no date is given", async () => {
    const today = localDateAt(new Date(), await shopTimeZone(testDb.db));
    const report = ((await (await get("/admin/production")).json()) as { data: Report }).data;
    expect(report.date).toBe(today);
  });

  it("answers an empty day with no categories", async () => {
    const report = ((await (await get("/admin/production?date=2031-01-01")).json()) as { data: Report }).data;
    expect(report).toEqual({ date: "2031-01-01", orders: 0, canceled_orders: 0, quantity: 0, gift_quantity: 0, categories: [] });
  });

  it("refuses a malformed or impossible date with 422 in the request's language", async () => {
    for (const date of ["2031-02-30", "04/03/2031", "tomorrow", "2031-3-4"]) {
      for (const path of ["/admin/production", "/admin/production.csv"]) {
        const res = await get(`${path}?date=${encodeURIComponent(date)}`, "vi");
        expect(res.status).toBe(422);
        const body = (await res.json()) as { errors: Record<string, string[]> };
        expect(body.errors.date).toEqual(["Nhập ngày theo dạng YYYY-MM-DD (năm-tháng-ngày)."]);
      }
    }
    const en = (await (await get("/admin/production?date=2031-13-01")).json()) as { errors: Record<string, string[]> };
    expect(en.errors.date).toEqual(["Enter a date as YYYY-MM-DD."]);
  });
});

describe("configured products: product → variant → add-ons", () => {
  const DAY_OPTIONS = "2031-03-07";
  let cake: AddedVariant[] = [];
  let extras: AddedGroup;
  let box: AddedGroup;

  /** An add-on as an order line keeps it: both languages, and how many of it one piece has. */
  const bought = (group: AddedGroup, index: number, quantity = 1): OrderLineModifier => {
    const choice = group.choices[index]!;
    return {
      group_id: group.id,
      group_en: group.name.en,
      group_vi: group.name.vi,
      choice_id: choice.id,
      label_en: choice.en,
      label_vi: choice.vi,
      quantity,
      price_delta_cents: 0,
    };
  };
  const ofVariant = (variant: AddedVariant) => ({
    sku: variant.sku,
    variant_id: variant.id,
    variant_label_en: variant.label.en,
    variant_label_vi: variant.label.vi,
  });

  beforeAll(async () => {
    const db = testDb.db;
    cake = await addOptions(db, products.get("custom-birthday-cake")!.id, CAKE_SIZE_FLAVOUR, [
      { sku: "CK-BD-8P", price_cents: 4500, values: [0, 0] },
      { sku: "CK-BD-8C", price_cents: 4500, values: [0, 1] },
      { sku: "CK-BD-10P", price_cents: 6500, values: [1, 0], capacity_units: 2 },
      { sku: "CK-BD-10C", price_cents: 6500, values: [1, 1], capacity_units: 2 },
    ]);
    extras = await addModifierGroup(db, [products.get("banh-mi-dac-biet")!.id], {
      en: "Bánh mì extras",
      vi: "Tùy chọn bánh mì",
      choices: [
        { en: "No cilantro", vi: "Không ngò" },
        { en: "Fried egg", vi: "Thêm trứng ốp la", price_delta_cents: 150 },
        { en: "No jalapeño", vi: "Không ớt" },
      ],
    });
    box = await addModifierGroup(db, [products.get("banh-bao-sua-mini")!.id], {
      en: "Box of 6",
      vi: "Hộp 6 cái",
      min: 1,
      max: 3,
      max_per_choice: 6,
      total: 6,
      choices: [
        { en: "Lotus", vi: "Nhân sen" },
        { en: "Red bean", vi: "Nhân đậu đỏ" },
        { en: "Taro", vi: "Nhân khoai môn" },
      ],
    });
    await contentChanged(db);

    const banhMi = (quantity: number, modifiers: OrderLineModifier[], note = "") => line("banh-mi-dac-biet", quantity, { modifiers, note });
    const birthday = (variant: AddedVariant, note = "") => line("custom-birthday-cake", 1, { ...ofVariant(variant), note });
    const buns = (quantity: number, modifiers: OrderLineModifier[]) => line("banh-bao-sua-mini", quantity, { modifiers });
    await insertOrderRows(db, [
      {
        slot_date: DAY_OPTIONS,
        lines: [
          // The add-ons in the order the customer picked them: the report lists them in the catalogue's.
          banhMi(3, [bought(extras, 1), bought(extras, 0)]),
          birthday(cake[0]!, "Happy Birthday Mai"),
          buns(2, [bought(box, 0, 2), bought(box, 1, 4)]),
        ],
      },
      {
        slot_date: DAY_OPTIONS,
        locale: "vi",
        lines: [banhMi(2, [bought(extras, 0)], "cut in half"), birthday(cake[3]!, "Chúc mừng sinh nhật Bà"), buns(1, [bought(box, 0, 6)])],
      },
      { slot_date: DAY_OPTIONS, status: "shipped", lines: [banhMi(1, []), birthday(cake[0]!)] },
      // Canceled: its add-ons are not made.
      { slot_date: DAY_OPTIONS, status: "canceled", lines: [banhMi(9, [bought(extras, 2)]), birthday(cake[1]!)] },
    ]);
  });

  it("counts each add-on as pieces × its quantity a piece, and lists the notes beside the product", async () => {
    const report = ((await (await get(`/admin/production?date=${DAY_OPTIONS}`)).json()) as { data: Report }).data;
    const all = report.categories.flatMap((c) => c.products);
    const of = (slug: string) => all.find((p) => p.product_id === products.get(slug)!.id)!;

    // "Bánh mì đặc biệt × 6 — No cilantro 5, Fried egg 3", the canceled order's "No jalapeño" left out.
    expect(of("banh-mi-dac-biet")).toMatchObject({
      quantity: 6,
      choices: [
        { group_id: extras.id, group: "Bánh mì extras", choice_id: extras.choices[0]!.id, label: "No cilantro", quantity: 5 },
        { group_id: extras.id, group: "Bánh mì extras", choice_id: extras.choices[1]!.id, label: "Fried egg", quantity: 3 },
      ],
      notes: [{ text: "cut in half", quantity: 2, gift_quantity: 0 }],
      inscriptions: [],
      // A product without options: one variant, unnamed.
      variants: [{ label: null, quantity: 6 }],
    });
    expect(of("banh-mi-dac-biet").choices).toHaveLength(2);

    // A box of 6: two boxes of 2 lotus and 4 red bean, one of 6 lotus.
    expect(of("banh-bao-sua-mini").choices.map((c) => [c.label, c.quantity])).toEqual([
      ["Lotus", 2 * 2 + 6],
      ["Red bean", 2 * 4],
    ]);
  });

  it("splits a product by variant in the catalogue's order, each with its inscriptions, in the request's language", async () => {
    for (const lang of ["en", "vi"] as const) {
      const report = ((await (await get(`/admin/production?date=${DAY_OPTIONS}`, lang)).json()) as { data: Report }).data;
      const birthday = report.categories.flatMap((c) => c.products).find((p) => p.product_id === products.get("custom-birthday-cake")!.id)!;
      // "Birthday cake × 3 → 8 inch · Pandan × 2, 10 inch · Coffee × 1"
      expect(birthday).toMatchObject({ quantity: 3, sku: products.get("custom-birthday-cake")!.sku, without_inscription: 1 });
      expect(birthday.variants).toEqual([
        {
          variant_id: cake[0]!.id,
          sku: "CK-BD-8P",
          label: cake[0]!.label[lang],
          quantity: 2,
          gift_quantity: 0,
          without_inscription: 1,
          inscriptions: [{ text: "Happy Birthday Mai", quantity: 1, gift_quantity: 0 }],
          notes: [],
          choices: [],
        },
        {
          variant_id: cake[3]!.id,
          sku: "CK-BD-10C",
          label: cake[3]!.label[lang],
          quantity: 1,
          gift_quantity: 0,
          without_inscription: 0,
          inscriptions: [{ text: "Chúc mừng sinh nhật Bà", quantity: 1, gift_quantity: 0 }],
          notes: [],
          choices: [],
        },
      ]);
      const banhMi = report.categories.flatMap((c) => c.products).find((p) => p.product_id === products.get("banh-mi-dac-biet")!.id)!;
      expect(banhMi.choices.map((c) => `${c.group}: ${c.label} ${c.quantity}`)).toEqual(
        lang === "vi"
          ? ["Tùy chọn bánh mì: Không ngò 5", "Tùy chọn bánh mì: Thêm trứng ốp la 3"]
          : ["Bánh mì extras: No cilantro 5", "Bánh mì extras: Fried egg 3"],
      );
    }
  });

  it("gives the CSV a row per way a product is made: its variant, one piece's add-ons, inscription and note", async () => {
    const rows = parseCsv((await (await get(`/admin/production.csv?date=${DAY_OPTIONS}`, "vi")).text()).replace(/^\uFEFF/, "")).slice(1);
    const made = (name: string) => rows.filter((r) => r[2] === name).map((r) => r.slice(3));
    expect(made(products.get("banh-mi-dac-biet")!.vi)).toEqual([
      [products.get("banh-mi-dac-biet")!.sku, "", "Không ngò; Thêm trứng ốp la", "", "", "3", "0"],
      [products.get("banh-mi-dac-biet")!.sku, "", "", "", "", "1", "0"],
      [products.get("banh-mi-dac-biet")!.sku, "", "Không ngò", "", "cut in half", "2", "0"],
    ]);
    expect(made(products.get("custom-birthday-cake")!.vi)).toEqual([
      ["CK-BD-8P", "8 inch · Lá dứa", "", "", "", "1", "0"],
      ["CK-BD-8P", "8 inch · Lá dứa", "", "Happy Birthday Mai", "", "1", "0"],
      ["CK-BD-10C", "10 inch · Cà phê", "", "Chúc mừng sinh nhật Bà", "", "1", "0"],
    ]);
    expect(made(products.get("banh-bao-sua-mini")!.vi)).toEqual([
      [products.get("banh-bao-sua-mini")!.sku, "", "Nhân sen × 2; Nhân đậu đỏ × 4", "", "", "2", "0"],
      [products.get("banh-bao-sua-mini")!.sku, "", "Nhân sen × 6", "", "", "1", "0"],
    ]);
    // The rows add up to the report.
    const report = ((await (await get(`/admin/production?date=${DAY_OPTIONS}`)).json()) as { data: Report }).data;
    expect(rows.reduce((sum, r) => sum + Number(r[8]), 0)).toBe(report.quantity);
  });
});

describe("the production report as CSV", () => {
  const TRICKY = "2031-03-06";
  beforeAll(async () => {
    const cake = (note: string, quantity = 1) => line("custom-birthday-cake", quantity, { note });
    await insertOrderRows(testDb.db, [
      {
        slot_date: TRICKY,
        lines: [
          cake('=HYPERLINK("http://evil.example","click")'),
          cake("+1 for Grandma"),
          cake("-Anh Tú-"),
          cake("@everyone"),
          cake("Mai, Lan & Hoa", 2),
          cake('Say "cheese"'),
          cake("Line one\nline two"),
          cake("Chúc mừng năm mới 🎉"),
          line("banh-mi-dac-biet", 2),
        ],
      },
    ]);
  });

  it("is UTF-8 with a BOM, named by its date, headed in the request's language", async () => {
    const res = await get(`/admin/production.csv?date=${TRICKY}`, "vi");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toBe(`attachment; filename="production-${TRICKY}.csv"`);
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes);
    const rows = parseCsv(text.slice(1));
    expect(rows[0]).toEqual([
      "Ngày",
      "Danh mục",
      "Sản phẩm",
      "Mã SKU",
      "Loại",
      "Tùy chọn",
      "Chữ viết trên bánh",
      "Ghi chú cho bếp",
      "Số lượng",
      "Trong đó quà tặng",
    ]);
    const en = parseCsv((await (await get(`/admin/production.csv?date=${TRICKY}`)).text()).replace(/^\uFEFF/, ""));
    expect(en[0]).toEqual([
      "Date",
      "Category",
      "Product",
      "SKU",
      "Options",
      "Add-ons",
      "Inscription",
      "Note for the kitchen",
      "Quantity",
      "Of which gifts",
    ]);
    expect(en.find((r) => r[3] === products.get("banh-mi-dac-biet")!.sku)).toEqual([
      TRICKY,
      en.find((r) => r[3] === products.get("banh-mi-dac-biet")!.sku)![1],
      products.get("banh-mi-dac-biet")!.en,
      products.get("banh-mi-dac-biet")!.sku,
      "",
      "",
      "",
      "",
      "2",
      "0",
    ]);
  });

  it("quotes commas, quotes and line breaks, and turns customer text that starts a formula into plain text", async () => {
    const text = (await (await get(`/admin/production.csv?date=${TRICKY}`)).text()).replace(/^\uFEFF/, "");
    expect(text).toContain(`"'=HYPERLINK(""http://evil.example"",""click"")"`);
    const rows = parseCsv(text);
    const inscriptions = rows.filter((r) => r[3] === products.get("custom-birthday-cake")!.sku).map((r) => [r[6], r[8]]);
    expect(inscriptions).toEqual(
      expect.arrayContaining([
        ["Mai, Lan & Hoa", "2"],
        [`'=HYPERLINK("http://evil.example","click")`, "1"],
        ["'+1 for Grandma", "1"],
        ["'-Anh Tú-", "1"],
        ["'@everyone", "1"],
        ['Say "cheese"', "1"],
        ["Line one\nline two", "1"],
        ["Chúc mừng năm mới 🎉", "1"],
      ]),
    );
    expect(inscriptions).toHaveLength(8);
    // No cell a spreadsheet would evaluate.
    for (const row of rows) for (const cell of row) expect(cell).not.toMatch(/^[=+\-@]/);
  });
});

describe("a day of 1,000 orders", () => {
  /** A small deterministic generator: the same day every run. */
  function random(seed: number) {
    let state = seed;
    return () => {
      state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
      return state / 2_147_483_648;
    };
  }

  it("gives a CSV whose quantities are a plain count of the day's lines, in well under a few seconds", async () => {
    const next = random(42);
    const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
    const slugs = [
      "banh-mi-dac-biet",
      "banh-mi-chay",
      "butter-croissant",
      "banh-su-kem",
      "banh-bao-nhan-thit",
      "ca-phe-sua-da",
      "custom-birthday-cake",
      "pandan-chiffon-cake",
    ];
    const wishes = ["Happy Birthday", "Chúc mừng sinh nhật", "=1+1", "Mai, 30", 'Say "hi"', ""];
    const orders: RowOrder[] = [];
    /** What the CSV must say: SKU + inscription → pieces, from the generated lines of the orders not canceled. */
    const expected = new Map<string, number>();
    for (let i = 0; i < 1000; i++) {
      const canceled = next() < 0.1;
      const lines: RowLine[] = [];
      const count = 1 + Math.floor(next() * 4);
      for (let j = 0; j < count; j++) {
        const slug = pick(slugs);
        const quantity = 1 + Math.floor(next() * 5);
        const cake = products.get(slug)!.category === "cakes";
        const note = cake ? pick(wishes) : "";
        lines.push(line(slug, quantity, { note }));
        if (!canceled) {
          const key = `${products.get(slug)!.sku}|${note.replace(/^([=+\-@])/, "'$1")}`;
          expected.set(key, (expected.get(key) ?? 0) + quantity);
        }
      }
      if (i % 50 === 0) lines.push(line("butter-croissant", 1, { is_gift: true, price_cents: 0 }));
      if (i % 50 === 0 && !canceled)
        expected.set(`${products.get("butter-croissant")!.sku}|`, (expected.get(`${products.get("butter-croissant")!.sku}|`) ?? 0) + 1);
      orders.push({
        slot_date: BIG_DAY,
        status: canceled ? "canceled" : pick(["unfinished", "shipped", "delivered", "completed"] as const),
        slot_start: pick(["08:00", "09:00", "10:00", "11:00"]),
        lines,
      });
    }
    await insertOrderRows(testDb.db, orders);

    const started = performance.now();
    const res = await get(`/admin/production.csv?date=${BIG_DAY}`);
    const text = await res.text();
    const elapsed = performance.now() - started;
    expect(res.status).toBe(200);
    const rows = parseCsv(text.replace(/^\uFEFF/, "")).slice(1);
    const got = new Map<string, number>();
    for (const row of rows) {
      expect(row).toHaveLength(10);
      expect(row[0]).toBe(BIG_DAY);
      const key = `${row[3]}|${row[6]}`;
      expect(got.has(key), `one row per product and inscription: ${key}`).toBe(false);
      got.set(key, Number(row[8]));
    }
    expect(Object.fromEntries([...got].sort())).toEqual(Object.fromEntries([...expected].sort()));

    // The same count straight from the database.
    const plain = await testDb.db
      .selectFrom("order_lines as l")
      .innerJoin("orders as o", "o.id", "l.order_id")
      .where("o.slot_date", "=", BIG_DAY)
      .where("o.status", "!=", "canceled")
      .select((eb) => eb.fn.sum<number>("l.quantity").as("n"))
      .executeTakeFirstOrThrow();
    expect([...got.values()].reduce((a, b) => a + b, 0)).toBe(Number(plain.n));
    const gifts = rows
      .filter((r) => r[3] === products.get("butter-croissant")!.sku && r[6] === "")
      .reduce((sum, r) => sum + Number(r[9]), 0);
    expect(gifts).toBe(orders.filter((o, i) => i % 50 === 0 && o.status !== "canceled").length);
    expect(elapsed).toBeLessThan(2000);
  });
});
