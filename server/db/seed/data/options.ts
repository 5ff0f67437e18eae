import type { SeedModifierGroup, SeedOption, SeedProductOptions, SeedVariant } from "../types.ts";

/**
 * What the demo bakery's shoppers choose: the birthday cake by size and flavour and the iced coffee by cup size
 * (options and their variants), and the add-on groups several products share: the bánh mì extras and what to leave
 * out, the drinks' sweetness and ice, and the boxes to fill. A product with options has no default variant; its
 * catalogue price is its cheapest variant's.
 */

const cakeSizes: SeedOption = {
  name: { en: "Size", vi: "Cỡ bánh" },
  values: [
    { code: "6", label: { en: "6 inch", vi: "6 inch" } },
    { code: "8", label: { en: "8 inch", vi: "8 inch" } },
    { code: "10", label: { en: "10 inch", vi: "10 inch" } },
  ],
};

const cakeFlavours: SeedOption = {
  name: { en: "Flavour", vi: "Vị" },
  values: [
    { code: "PAN", label: { en: "Pandan", vi: "Lá dứa" } },
    { code: "COC", label: { en: "Coconut", vi: "Dừa" } },
    { code: "TAR", label: { en: "Taro", vi: "Khoai môn" } },
    { code: "COF", label: { en: "Coffee", vi: "Cà phê" } },
  ],
};

/**
 * Every size in every flavour: the price rises with the size, the same for each flavour. A 10-inch cake takes two of
 * the day's ten cakes and two days' notice (the product asks one).
 */
const cakeVariants: SeedVariant[] = cakeSizes.values.flatMap((size) =>
  cakeFlavours.values.map((flavour) => ({
    sku: `CK-201-${size.code}-${flavour.code}`,
    values: [size.code, flavour.code],
    price_cents: { "6": 3800, "8": 5200, "10": 7400 }[size.code]!,
    ...(size.code === "10" ? { capacity_units: 2, lead_time_hours: 48 } : {}),
  })),
);

export const productOptions: SeedProductOptions[] = [
  {
    product: "banh-tet",
    options: [
      {
        name: { en: "Filling", vi: "Nhân" },
        values: [
          { code: "PORK", label: { en: "Pork & mung bean", vi: "Thịt đậu xanh" } },
          { code: "BAN", label: { en: "Banana (vegetarian)", vi: "Chuối (chay)" } },
        ],
      },
    ],
    variants: [
      { sku: "TET-102-PORK", values: ["PORK"], price_cents: 2400 },
      { sku: "TET-102-BAN", values: ["BAN"], price_cents: 2400 },
    ],
  },
  { product: "birthday-layer-cake", options: [cakeSizes, cakeFlavours], variants: cakeVariants },
  {
    product: "ca-phe-sua-da",
    options: [
      {
        name: { en: "Size", vi: "Cỡ ly" },
        values: [
          { code: "16", label: { en: "Regular 16 oz", vi: "Vừa 16 oz" } },
          { code: "24", label: { en: "Large 24 oz", vi: "Lớn 24 oz" } },
        ],
      },
    ],
    variants: [
      { sku: "DR-001-16", values: ["16"], price_cents: 525 },
      { sku: "DR-001-24", values: ["24"], price_cents: 650 },
    ],
  },
];

/** The iced drinks whose sugar and ice the shopper picks; the sugarcane juice is sweet as pressed, so only its ice. */
const sweetenedIcedDrinks = ["ca-phe-sua-da", "ca-phe-den-da", "tra-thai", "matcha-latte"];

export const modifierGroups: SeedModifierGroup[] = [
  {
    name: { en: "Extras", vi: "Thêm" },
    min: 0,
    max: 3,
    max_per_choice: 1,
    total: null,
    choices: [
      // Our pâté is made with butter and a splash of fish sauce.
      { label: { en: "Extra pâté", vi: "Thêm pa tê" }, price_delta_cents: 100, allergens: ["milk", "fish"] },
      { label: { en: "Fried egg", vi: "Thêm trứng ốp la" }, price_delta_cents: 150, allergens: ["egg"] },
      { label: { en: "Extra meat", vi: "Thêm thịt" }, price_delta_cents: 200 },
    ],
    categories: ["banh-mi"],
    // Meat, pâté and egg on a vegan bánh mì: it has its own extras.
    except: ["banh-mi-chay"],
  },
  {
    name: { en: "Vegan extras", vi: "Thêm (chay)" },
    min: 0,
    max: 2,
    max_per_choice: 1,
    total: null,
    choices: [
      { label: { en: "Extra lemongrass tofu", vi: "Thêm đậu hũ sả" }, price_delta_cents: 150, allergens: ["soy"] },
      { label: { en: "Extra mushrooms", vi: "Thêm nấm" }, price_delta_cents: 100 },
    ],
    products: ["banh-mi-chay"],
  },
  {
    name: { en: "Leave out", vi: "Bớt" },
    min: 0,
    max: 4,
    max_per_choice: 1,
    total: null,
    choices: [
      { label: { en: "No cilantro", vi: "Không ngò" }, price_delta_cents: 0 },
      { label: { en: "No jalapeño", vi: "Không ớt" }, price_delta_cents: 0 },
      { label: { en: "No pickles", vi: "Không đồ chua" }, price_delta_cents: 0 },
      { label: { en: "Less mayo", vi: "Ít bơ" }, price_delta_cents: 0 },
    ],
    categories: ["banh-mi"],
  },
  {
    name: { en: "Sweetness", vi: "Độ ngọt" },
    min: 1,
    max: 1,
    max_per_choice: 1,
    total: null,
    choices: [
      { label: { en: "Unsweetened (0%)", vi: "Không ngọt (0%)" }, price_delta_cents: 0 },
      { label: { en: "25% sweet", vi: "Ngọt 25%" }, price_delta_cents: 0 },
      { label: { en: "50% sweet", vi: "Ngọt 50%" }, price_delta_cents: 0 },
      { label: { en: "75% sweet", vi: "Ngọt 75%" }, price_delta_cents: 0 },
      { label: { en: "Regular (100%)", vi: "Ngọt bình thường (100%)" }, price_delta_cents: 0, default: true },
    ],
    products: sweetenedIcedDrinks,
  },
  {
    name: { en: "Ice", vi: "Đá" },
    min: 1,
    max: 1,
    max_per_choice: 1,
    total: null,
    choices: [
      { label: { en: "Regular ice", vi: "Đá bình thường" }, price_delta_cents: 0, default: true },
      { label: { en: "Less ice", vi: "Ít đá" }, price_delta_cents: 0 },
      { label: { en: "No ice", vi: "Không đá" }, price_delta_cents: 0 },
    ],
    products: [...sweetenedIcedDrinks, "nuoc-mia-tac"],
  },
  {
    name: { en: "Choose 6", vi: "Chọn 6 cái" },
    min: 1,
    max: 4,
    max_per_choice: 6,
    total: 6,
    choices: [
      // The biggest bun of the four: $1.00 more each, as it costs a dollar more on its own.
      {
        label: { en: "Pork & quail egg", vi: "Nhân thịt trứng cút" },
        price_delta_cents: 100,
        allergens: ["egg", "milk", "fish", "soy"],
      },
      { label: { en: "BBQ pork (char siu)", vi: "Xá xíu" }, price_delta_cents: 0, allergens: ["milk", "soy", "sesame"] },
      { label: { en: "Vegetable", vi: "Chay" }, price_delta_cents: 0, allergens: ["soy"] },
      { label: { en: "Salted egg custard (kim sa)", vi: "Kim sa trứng muối" }, price_delta_cents: 0, allergens: ["egg", "milk"] },
    ],
    products: ["hop-6-banh-bao"],
  },
  {
    name: { en: "Choose 4", vi: "Chọn 4 cái" },
    min: 1,
    max: 5,
    max_per_choice: 4,
    total: 4,
    choices: [
      { label: { en: "Lotus seed", vi: "Hạt sen" }, price_delta_cents: 0 },
      { label: { en: "Red bean", vi: "Đậu đỏ" }, price_delta_cents: 0 },
      // Sold out on the seed's day: the board shows how "out today" looks, and it is back the next morning.
      { label: { en: "Durian", vi: "Sầu riêng" }, price_delta_cents: 100, out_today: true },
      // Thập cẩm: roasted cashews, sesame and Chinese sausage (lạp xưởng, cured with soy sauce).
      { label: { en: "Mixed nuts (thập cẩm)", vi: "Thập cẩm" }, price_delta_cents: 0, allergens: ["tree_nuts", "sesame", "soy"] },
      { label: { en: "Green tea", vi: "Trà xanh" }, price_delta_cents: 0 },
    ],
    products: ["hop-4-banh-trung-thu"],
  },
];
