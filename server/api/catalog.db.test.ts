import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../tests/support/app.ts";
import { createTestDb, type TestDb } from "../../tests/support/db.ts";
import { contentChanged } from "../domain/content/content-version.ts";
import { products as seedProducts } from "../db/seed/data/catalog.ts";
import { listProducts } from "../domain/catalog/catalog.service.ts";
import { foldForSearch } from "../domain/catalog/search-text.ts";
import { productFiltersFromUrl } from "../domain/catalog/catalog.schema.ts";

let testDb: TestDb;
let app: ReturnType<typeof createTestApp>;

beforeAll(async () => {
  testDb = await createTestDb({ seed: true });
  app = createTestApp(testDb);
});
afterAll(() => testDb.destroy());

interface Card {
  slug: string;
  name: string;
  category: string;
  price_cents: number;
  allergens: string[];
  diets: string[];
}

async function get(path: string, lang: "en" | "vi" = "en") {
  const res = await app.request(`/api/v1${path}`, { headers: { "Http-Accept-Language": lang === "vi" ? "vi_VN" : "en_US" } });
  return { status: res.status, body: await res.json() };
}

/** Every product the list gives for this query, across all pages. */
async function all(query: string, lang: "en" | "vi" = "en"): Promise<Card[]> {
  const { status, body } = await get(`/products?per_page=100&${query}`, lang);
  expect(status).toBe(200);
  expect(body.data.total).toBe(body.data.items.length);
  return body.data.items;
}

const slugs = (cards: Card[]) => cards.map((c) => c.slug);
const seedSlugs = (keep: (p: (typeof seedProducts)[number]) => boolean) => seedProducts.filter(keep).map((p) => p.slug);

describe("GET /products filters", () => {
  it("lists every published product, paged with consistent totals", async () => {
    const first = (await get("/products?per_page=10")).body.data;
    expect(first.total).toBe(seedProducts.length);
    expect(first.pages).toBe(Math.ceil(seedProducts.length / 10));
    const seen: string[] = [];
    for (let page = 1; page <= first.pages; page++) {
      const { data } = (await get(`/products?per_page=10&page=${page}`)).body;
      expect(data.page).toBe(page);
      expect(data.items.length).toBe(page < first.pages ? 10 : seedProducts.length - 10 * (first.pages - 1));
      seen.push(...slugs(data.items));
    }
    expect(new Set(seen).size).toBe(seedProducts.length);
    const beyond = (await get(`/products?per_page=10&page=${first.pages + 1}`)).body.data;
    expect(beyond.items).toEqual([]);
    expect(beyond.total).toBe(seedProducts.length);
  });

  it("narrows to a category by slug and names it", async () => {
    const { data } = (await get("/products?category=cakes&per_page=100", "vi")).body;
    expect(slugs(data.items).sort()).toEqual(seedSlugs((p) => p.category === "cakes").sort());
    expect(data.category).toMatchObject({ slug: "cakes", name: "Bánh kem & bông lan" });
    const unknown = (await get("/products?category=pizza")).body.data;
    expect(unknown.items).toEqual([]);
    expect(unknown.category).toBeNull();
  });

  it("contains: every listed allergen must be in the product", async () => {
    const cards = await all("contains=milk,egg");
    expect(slugs(cards).sort()).toEqual(seedSlugs((p) => p.allergens.includes("milk") && p.allergens.includes("egg")).sort());
    for (const card of cards) expect(card.allergens).toEqual(expect.arrayContaining(["milk", "egg"]));
  });

  it("free from milk excludes every product containing milk, and keeps all the others", async () => {
    const cards = await all("free_from=milk");
    expect(cards.length).toBeGreaterThan(0);
    for (const card of cards) expect(card.allergens).not.toContain("milk");
    expect(slugs(cards).sort()).toEqual(seedSlugs((p) => !p.allergens.includes("milk")).sort());
  });

  it("free from several allergens excludes a product containing any of them", async () => {
    const cards = await all("free_from=wheat,tree_nuts&free_from=soy");
    const expected = seedSlugs((p) => !p.allergens.some((a) => ["wheat", "tree_nuts", "soy"].includes(a)));
    expect(slugs(cards).sort()).toEqual(expected.sort());
  });

  it("diet: vegan lists only vegan products; several diets must all apply", async () => {
    const vegan = await all("diet=vegan");
    expect(slugs(vegan).sort()).toEqual(seedSlugs((p) => p.diets.includes("vegan")).sort());
    for (const card of vegan) expect(card.diets).toContain("vegan");
    const both = await all("diet=vegan,gluten_free");
    expect(slugs(both).sort()).toEqual(seedSlugs((p) => p.diets.includes("vegan") && p.diets.includes("gluten_free")).sort());
    expect(both.length).toBeLessThan(vegan.length);
  });

  it("combines filters with a category and counts each category under the other filters", async () => {
    const { data } = (await get("/products?category=drinks&free_from=milk&per_page=100")).body;
    const expected = seedSlugs((p) => p.category === "drinks" && !p.allergens.includes("milk"));
    expect(slugs(data.items).sort()).toEqual(expected.sort());
    const counts = Object.fromEntries(data.facets.categories.map((c: { slug: string; count: number }) => [c.slug, c.count]));
    expect(counts.drinks).toBe(expected.length);
    expect(counts.cakes).toBe(seedSlugs((p) => p.category === "cakes" && !p.allergens.includes("milk")).length);
    expect(data.facets.allergens).toContain("tree_nuts");
    expect(data.facets.diets).toEqual(["vegetarian", "vegan", "gluten_free"]);
    expect(data.filters).toMatchObject({ category: "drinks", free_from: ["milk"], contains: [], diet: [] });
  });

  it("unknown allergen, diet or sort → 422 naming the field, in the user's language", async () => {
    const en = await get("/products?contains=milk,gluten&free_from=nuts&diet=keto&sort=cheapest");
    expect(en.status).toBe(422);
    expect(en.body.errors.contains[0]).toContain("gluten");
    expect(en.body.errors.free_from[0]).toContain("nuts");
    expect(en.body.errors.diet[0]).toContain("keto");
    expect(en.body.errors.sort[0]).toContain("price_asc");
    const vi = await get("/products?diet=keto", "vi");
    expect(vi.status).toBe(422);
    expect(vi.body.message).toBe("Vui lòng kiểm tra lại các ô được đánh dấu.");
    expect(vi.body.errors.diet).toEqual(["Không có chế độ ăn: keto. Hãy chọn trong: vegetarian, vegan, gluten_free."]);
    expect((await get("/products?per_page=101")).status).toBe(422);
  });
});

describe("GET /products sorting", () => {
  it("price_asc is ascending and price_desc descending", async () => {
    const up = (await all("sort=price_asc")).map((c) => c.price_cents);
    expect(up).toEqual([...up].sort((a, b) => a - b));
    expect(up.length).toBe(seedProducts.length);
    const down = (await all("sort=price_desc")).map((c) => c.price_cents);
    expect(down).toEqual([...down].sort((a, b) => b - a));
  });

  it("newest puts the most recently added first", async () => {
    const expected = [...seedProducts].sort((a, b) => a.added_days_ago - b.added_days_ago).map((p) => p.slug);
    expect(slugs(await all("sort=newest"))).toEqual(expected);
  });

  it("name follows the names in the request's language", async () => {
    for (const lang of ["en", "vi"] as const) {
      const names = (await all("sort=name", lang)).map((c) => c.name);
      expect(names).toEqual([...names].sort(new Intl.Collator(lang, { sensitivity: "base" }).compare));
      expect(new Set(names)).toEqual(new Set(seedProducts.map((p) => p.name[lang])));
    }
    const en = slugs(await all("sort=name", "en"));
    const vi = slugs(await all("sort=name", "vi"));
    expect(en).not.toEqual(vi);
  });
});

describe("GET /products search", () => {
  const search = async (q: string, lang: "en" | "vi" = "en") => slugs(await all(`q=${encodeURIComponent(q)}`, lang));

  it('"banh mi" finds the bánh mì', async () => {
    const found = await search("banh mi");
    expect(found).toEqual(expect.arrayContaining(["banh-mi-dac-biet", "banh-mi-chay", "banh-mi-que", "vietnamese-baguette"]));
    expect(found).not.toContain("ca-phe-sua-da");
  });

  it('"banh bao" finds every bánh bao, and only those', async () => {
    expect((await search("banh bao")).sort()).toEqual(seedSlugs((p) => p.category === "banh-bao").sort());
  });

  it('"cafe", "ca phe" and "caphe" all find cà phê', async () => {
    const coffees = ["ca-phe-sua-da", "ca-phe-den-da", "ca-phe-muoi"];
    for (const q of ["cafe", "ca phe", "caphe", "CAFE"]) {
      const found = await search(q);
      expect(found, q).toEqual(expect.arrayContaining(coffees));
      expect(found, q).not.toContain("banh-bao-chay");
    }
  });

  it("a Vietnamese-accented query finds the same as the plain one, in either request language", async () => {
    expect(await search("Bánh bao", "vi")).toEqual(await search("banh bao", "vi"));
    expect(await search("cà phê sữa đá")).toEqual(expect.arrayContaining(["ca-phe-sua-da"]));
    expect(await search("ĐẶC BIỆT")).toContain("banh-mi-dac-biet");
    // A Vietnamese name found from the English site, and an English word from the Vietnamese one.
    expect(await search("thit nguoi", "en")).toContain("banh-mi-dac-biet");
    expect(await search("coffee", "vi")).toEqual(expect.arrayContaining(["ca-phe-sua-da", "ca-phe-den-da"]));
  });

  it("puts whole-phrase matches first and finds nothing for what the shop does not sell", async () => {
    expect((await search("banh mi chay"))[0]).toBe("banh-mi-chay");
    expect(await search("pizza")).toEqual([]);
  });

  it("puts words that start with the query before words that merely contain it", async () => {
    // "tra" starts "trà thái" (tea) but sits inside other words (e.g. "extra"); "mi" starts "bánh mì", not "tiramisu".
    for (const q of ["tra", "mi"]) {
      const startsAWord = seedSlugs((p) =>
        (["en", "vi"] as const).some((l) => ` ${foldForSearch(`${p.name[l]} ${p.summary[l]}`)}`.includes(` ${q}`)),
      );
      const found = await search(q);
      expect(startsAWord.length, q).toBeGreaterThan(0);
      expect(found.length, q).toBeGreaterThan(startsAWord.length);
      expect(found.slice(0, startsAWord.length).sort(), q).toEqual([...startsAWord].sort());
    }
  });

  it("wildcards and odd characters are plain text, never an error", async () => {
    for (const q of ["%", "_", "50%", "'; drop table products; --", "\u0000"]) {
      const res = await get(`/products?q=${encodeURIComponent(q)}`);
      expect(res.status, q).toBe(200);
    }
    expect(await search("50%")).toEqual([]);
  });
});

describe("listProducts for the page loader", () => {
  it("takes the filters from a page URL, dropping what it does not know", async () => {
    const filters = productFiltersFromUrl(
      new URLSearchParams("category=drinks&free_from=milk&free_from=nuts&diet=vegan&sort=bogus&page=x&q=cafe"),
    );
    expect(filters).toMatchObject({ category: "drinks", freeFrom: ["milk"], diets: ["vegan"], sort: undefined, page: 1, q: "cafe" });
    const listing = await listProducts(testDb.db, { lang: "vi", ...filters });
    expect(slugs(listing.items)).toEqual(["ca-phe-den-da"]);
    expect(listing.category?.name).toBe("Thức uống");
    expect(listing.pages).toBe(1);
  });
});

describe("GET /products/{slug}", () => {
  it("gives the detail with images, allergens, diets, timing, price, category and related products", async () => {
    const { status, body } = await get("/products/custom-birthday-cake", "vi");
    expect(status).toBe(200);
    const product = body.data;
    const seed = seedProducts.find((p) => p.slug === "custom-birthday-cake")!;
    expect(product).toMatchObject({
      slug: "custom-birthday-cake",
      name: seed.name.vi,
      description: seed.description.vi,
      price_cents: seed.price_cents,
      price: seed.price_cents / 100,
      lead_time_hours: 48,
      daily_capacity: seed.daily_capacity,
      allergens: [...seed.allergens].sort(),
      diets: [...seed.diets].sort(),
      category: { slug: "cakes", name: "Bánh kem & bông lan" },
    });
    // The seeded drawings: no alt text given (the page says the product's name), no responsive copies.
    expect(product.images).toEqual(seed.images.map((path) => ({ path, width: 800, height: 600, alt: "", srcset: null })));
    expect(product.related.length).toBe(4);
    for (const related of product.related) {
      expect(related.category).toBe("cakes");
      expect(related.slug).not.toBe("custom-birthday-cake");
    }
  });

  it("related stops at the other products of a small category", async () => {
    // Bánh bao with the box and the milk buns off the menu: three others, fewer than the four a page shows.
    const hidden = ["hop-6-banh-bao", "banh-bao-sua-mini"];
    await testDb.db.updateTable("products").set({ status: "draft" }).where("slug", "in", hidden).execute();
    await contentChanged(testDb.db);
    try {
      const product = (await get("/products/banh-bao-chay")).body.data;
      const others = seedSlugs((p) => p.category === "banh-bao" && p.slug !== "banh-bao-chay" && !hidden.includes(p.slug));
      expect(others).toHaveLength(3);
      expect(slugs(product.related).sort()).toEqual(others.sort());
    } finally {
      await testDb.db.updateTable("products").set({ status: "published" }).where("slug", "in", hidden).execute();
      await contentChanged(testDb.db);
    }
  });

  it("404 for an unknown, unpublished or impossible slug", async () => {
    expect((await get("/products/no-such-cake", "vi")).body.message).toBe("Sản phẩm không tồn tại hoặc đã ngừng bán.");
    await testDb.db.updateTable("products").set({ status: "draft" }).where("slug", "=", "matcha-latte").execute();
    await contentChanged(testDb.db);
    expect((await get("/products/matcha-latte")).status).toBe(404);
    expect(slugs(await all("q=matcha"))).toEqual([]);
    await testDb.db.updateTable("products").set({ status: "published" }).where("slug", "=", "matcha-latte").execute();
    await contentChanged(testDb.db);
    expect((await get("/products/%00")).status).toBe(404);
    expect((await get("/products/a%2Fb")).status).toBe(404);
  });
});

describe("GET /categories", () => {
  it("lists categories in menu order with their product counts", async () => {
    const { data } = (await get("/categories", "vi")).body;
    expect(data.map((c: { slug: string }) => c.slug)).toEqual(["banh-mi", "breads", "pastries", "cakes", "banh-bao", "drinks"]);
    expect(data[0].name).toBe("Bánh mì kẹp");
    for (const category of data) {
      expect(category.product_count).toBe(seedSlugs((p) => p.category === category.slug).length);
    }
  });
});
