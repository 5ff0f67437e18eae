import type { Db } from "../../server/db/index.ts";
import { contentChanged } from "../../server/domain/content/content-version.ts";

// Configured products of the tests' own, written straight into a seeded database: a cake by size and flavour, a
// bánh mì with extras and removals, a drink with a sweetness to choose, and a box of six to fill. Each call makes new
// ones (suffix), so tests that change them do not disturb each other.

export interface ConfiguredFixture {
  cake: {
    id: number;
    slug: string;
    size: Record<"6" | "8" | "10", number>;
    flavour: Record<"pandan" | "coffee", number>;
    variant: (size: "6" | "8" | "10", flavour: "pandan" | "coffee") => number;
  };
  banhMi: { id: number; slug: string; extras: number; leaveOut: number; egg: number; pate: number; noCilantro: number };
  drink: { id: number; slug: string; sweetness: number; sugar: Record<"0" | "50" | "100", number> };
  box: { id: number; slug: string; group: number; lotus: number; redBean: number; durian: number };
}

async function product(db: Db, category: string, slug: string, names: { en: string; vi: string }, priceCents: number, at: string) {
  const { id: categoryId } = await db.selectFrom("categories").select("id").where("slug", "=", category).executeTakeFirstOrThrow();
  const { id } = await db
    .insertInto("products")
    .values({
      slug,
      category_id: categoryId,
      sku: slug.toUpperCase(),
      price_cents: priceCents,
      status: "published",
      lead_time_hours: 24,
      daily_capacity: null,
      is_featured: 0,
      position: 900,
      created_at: at,
      updated_at: at,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  await db.insertInto("slugs").values({ slug, kind: "product", entity_id: id }).execute();
  await db
    .insertInto("product_translations")
    .values([
      { product_id: id, locale: "en", name: names.en, summary: "", description: "", search_text: slug },
      { product_id: id, locale: "vi", name: names.vi, summary: "", description: "", search_text: slug },
    ])
    .execute();
  return id;
}

/** The one variant a product without options has. */
async function defaultVariant(db: Db, productId: number, sku: string, priceCents: number, at: string) {
  await db
    .insertInto("product_variants")
    .values({
      product_id: productId,
      sku,
      price_cents: priceCents,
      is_active: 1,
      is_default: 1,
      lead_time_hours: null,
      created_at: at,
      updated_at: at,
    })
    .execute();
}

async function group(
  db: Db,
  g: { en: string; vi: string; min: number; max: number; per: number; total: number | null },
  choices: { en: string; vi: string; delta: number; isDefault?: boolean; allergens?: string[] }[],
  at: string,
) {
  const { id } = await db
    .insertInto("modifier_groups")
    .values({
      name_en: g.en,
      name_vi: g.vi,
      min_choices: g.min,
      max_choices: g.max,
      max_per_choice: g.per,
      total: g.total,
      created_at: at,
      updated_at: at,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  const ids: number[] = [];
  for (const [position, c] of choices.entries()) {
    const row = await db
      .insertInto("modifier_choices")
      .values({
        group_id: id,
        position,
        label_en: c.en,
        label_vi: c.vi,
        price_delta_cents: c.delta,
        is_default: c.isDefault ? 1 : 0,
        allergens_json: JSON.stringify(c.allergens ?? []),
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    ids.push(row.id);
  }
  return { id, choices: ids };
}

export async function createConfiguredProducts(db: Db, suffix: string): Promise<ConfiguredFixture> {
  const at = new Date().toISOString();

  // The cake: Size × Flavour, the 10-inch counting 2 of the day's cakes and needing 48 hours.
  const cakeId = await product(db, "cakes", `test-cake-${suffix}`, { en: "Layer cake", vi: "Bánh kem" }, 3000, at);
  await db.updateTable("products").set({ daily_capacity: 10 }).where("id", "=", cakeId).execute();
  const option = async (position: number, en: string, vi: string, values: [string, string][]) => {
    const { id } = await db
      .insertInto("product_options")
      .values({ product_id: cakeId, position, name_en: en, name_vi: vi })
      .returning("id")
      .executeTakeFirstOrThrow();
    const ids: number[] = [];
    for (const [i, [labelEn, labelVi]] of values.entries()) {
      const row = await db
        .insertInto("product_option_values")
        .values({ option_id: id, position: i, label_en: labelEn, label_vi: labelVi })
        .returning("id")
        .executeTakeFirstOrThrow();
      ids.push(row.id);
    }
    return ids;
  };
  const [six, eight, ten] = await option(0, "Size", "Kích cỡ", [
    ["6 inch", "6 inch"],
    ["8 inch", "8 inch"],
    ["10 inch", "10 inch"],
  ]);
  const [pandan, coffee] = await option(1, "Flavour", "Hương vị", [
    ["Pandan", "Lá dứa"],
    ["Coffee", "Cà phê"],
  ]);
  const size = { "6": six!, "8": eight!, "10": ten! };
  const flavour = { pandan: pandan!, coffee: coffee! };
  const prices = { "6": 3000, "8": 4000, "10": 5500 };
  const variants = new Map<string, number>();
  let position = 0;
  for (const s of ["6", "8", "10"] as const) {
    for (const f of ["pandan", "coffee"] as const) {
      const { id } = await db
        .insertInto("product_variants")
        .values({
          product_id: cakeId,
          sku: `TC-${suffix}-${s}-${f}`.toUpperCase(),
          price_cents: prices[s],
          is_active: 1,
          capacity_units: s === "10" ? 2 : 1,
          lead_time_hours: s === "10" ? 48 : null,
          position: position++,
          is_default: 0,
          created_at: at,
          updated_at: at,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      await db
        .insertInto("product_variant_values")
        .values([
          { variant_id: id, value_id: size[s] },
          { variant_id: id, value_id: flavour[f] },
        ])
        .execute();
      variants.set(`${s}:${f}`, id);
    }
  }

  // The bánh mì: a plain product (its default variant) with two optional groups.
  const banhMiId = await product(db, "banh-mi", `test-banh-mi-${suffix}`, { en: "House bánh mì", vi: "Bánh mì nhà làm" }, 750, at);
  await defaultVariant(db, banhMiId, `TB-${suffix}`.toUpperCase(), 750, at);
  const extras = await group(
    db,
    { en: "Extras", vi: "Thêm", min: 0, max: 3, per: 1, total: null },
    [
      { en: "Fried egg", vi: "Thêm trứng ốp la", delta: 150, allergens: ["egg"] },
      { en: "Extra pâté", vi: "Thêm pa tê", delta: 100 },
    ],
    at,
  );
  const leaveOut = await group(
    db,
    { en: "Leave out", vi: "Bớt", min: 0, max: 4, per: 1, total: null },
    [{ en: "No cilantro", vi: "Không ngò", delta: 0 }],
    at,
  );

  // The drink: exactly one sweetness, 100 % to begin with.
  const drinkId = await product(db, "drinks", `test-drink-${suffix}`, { en: "Iced coffee", vi: "Cà phê đá" }, 550, at);
  await defaultVariant(db, drinkId, `TD-${suffix}`.toUpperCase(), 550, at);
  const sweetness = await group(
    db,
    { en: "Sweetness", vi: "Độ ngọt", min: 1, max: 1, per: 1, total: null },
    [
      { en: "0% sugar", vi: "Không đường", delta: 0 },
      { en: "50% sugar", vi: "Ngọt 50%", delta: 0 },
      { en: "100% sugar", vi: "Ngọt 100%", delta: 0, isDefault: true },
    ],
    at,
  );

  // The box: six buns, chosen by flavour.
  const boxId = await product(db, "banh-bao", `test-box-${suffix}`, { en: "Box of 6", vi: "Hộp 6 cái" }, 1800, at);
  await defaultVariant(db, boxId, `TX-${suffix}`.toUpperCase(), 1800, at);
  const box = await group(
    db,
    { en: "Choose 6", vi: "Chọn 6 cái", min: 1, max: 3, per: 6, total: 6 },
    [
      { en: "Lotus seed", vi: "Hạt sen", delta: 0 },
      { en: "Red bean", vi: "Đậu đỏ", delta: 0 },
      { en: "Durian", vi: "Sầu riêng", delta: 100 },
    ],
    at,
  );

  await db
    .insertInto("product_modifier_groups")
    .values([
      { product_id: banhMiId, group_id: extras.id, position: 0 },
      { product_id: banhMiId, group_id: leaveOut.id, position: 1 },
      { product_id: drinkId, group_id: sweetness.id, position: 0 },
      { product_id: boxId, group_id: box.id, position: 0 },
    ])
    .execute();
  await contentChanged(db);

  return {
    cake: { id: cakeId, slug: `test-cake-${suffix}`, size, flavour, variant: (s, f) => variants.get(`${s}:${f}`)! },
    banhMi: {
      id: banhMiId,
      slug: `test-banh-mi-${suffix}`,
      extras: extras.id,
      leaveOut: leaveOut.id,
      egg: extras.choices[0]!,
      pate: extras.choices[1]!,
      noCilantro: leaveOut.choices[0]!,
    },
    drink: {
      id: drinkId,
      slug: `test-drink-${suffix}`,
      sweetness: sweetness.id,
      sugar: { "0": sweetness.choices[0]!, "50": sweetness.choices[1]!, "100": sweetness.choices[2]! },
    },
    box: {
      id: boxId,
      slug: `test-box-${suffix}`,
      group: box.id,
      lotus: box.choices[0]!,
      redBean: box.choices[1]!,
      durian: box.choices[2]!,
    },
  };
}
