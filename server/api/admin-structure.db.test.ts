import { randomUUID } from "node:crypto";
import { requestLocale } from "../i18n/locales.shared.ts";
import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { notFoundOrRedirect } from "../../app/lib/fallback.server.ts";
import { createTestApp } from "../../tests/support/app.ts";
import { createTestDb, type TestDb } from "../../tests/support/db.ts";
import { signedInStaff } from "../../tests/support/staff.ts";
import { getShellContent } from "../domain/content/shell.service.ts";

// The site's structure in the back office through the real app: categories, the main menu, the shop's
// details and footer, redirects. Bad input → 422 beside its field in the request's language; two saves of the same
// version at once → one 200, one 409 with the thing now; a category with products → 409 with how many; unknown → 404;
// every change audited; a visitor sees each change on the next request (the API and the pages' shell cache alike).

let testDb: TestDb;
let app: ReturnType<typeof createTestApp>;
let manager = "";

beforeAll(async () => {
  testDb = await createTestDb({ seed: true });
  app = createTestApp(testDb);
  manager = (await signedInStaff(app, testDb.db, "manager")).cookie;
});
afterAll(() => testDb.destroy());

type Lang = "en" | "vi";

async function call(method: string, path: string, body?: unknown, lang: Lang = "en", cookie: string | undefined = manager) {
  const headers: Record<string, string> = { "Http-Accept-Language": lang === "vi" ? "vi_VN" : "en_US" };
  if (body !== undefined) headers["Content-Type"] = "application/json";
  if (cookie) headers.Cookie = cookie;
  const res = await app.request(`/api/v1${path}`, { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
  return { status: res.status, body: await res.json() };
}

const word = () => randomUUID().slice(0, 8);

async function auditOf(entity: string, entityId: number | string) {
  return testDb.db
    .selectFrom("audit_log")
    .selectAll()
    .where("entity", "=", entity)
    .where("entity_id", "=", String(entityId))
    .orderBy("id")
    .execute();
}

/** What the pages' shell shows a visitor now (the cache every page reads through). */
const shell = (lang: Lang) => getShellContent<{ phone?: string; about?: string }>(testDb.db, lang);

describe("admin categories", () => {
  const form = (fields: Record<string, unknown> = {}) => ({
    slug: `cat-${word()}`,
    name_en: "Seasonal",
    name_vi: "Theo mùa",
    description_en: "Only this month.",
    description_vi: "",
    ...fields,
  });

  it("creates a category last in order, lists it with the missing translation flagged, and the storefront lists it at once", async () => {
    const res = await call("POST", "/admin/categories", form({ slug: " Mooncakes-2026 ", name_en: "Mooncakes" }), "vi");
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.message).toBe("Đã tạo danh mục Theo mùa.");
    const category = res.body.data.category;
    expect(category).toMatchObject({
      slug: "mooncakes-2026",
      name: { en: "Mooncakes", vi: "Theo mùa" },
      missing: ["vi"],
      product_count: 0,
    });
    const list = await call("GET", "/admin/categories");
    expect(list.body.data.categories.at(-1).id).toBe(category.id);

    const storefront = await call("GET", "/categories", undefined, "vi", undefined);
    expect(JSON.stringify(storefront.body)).toContain("Theo mùa");
    const audit = await auditOf("category", category.id);
    expect(audit.map((a) => a.action)).toEqual(["category.create"]);
  });

  it("refuses bad input with a message per field in the request's language (422), and a slug taken", async () => {
    const bad = await call("POST", "/admin/categories", { slug: "Bánh Mì!", name_en: "", name_vi: "x".repeat(81), position: -1 }, "vi");
    expect(bad.status).toBe(422);
    expect(bad.body.errors.slug[0]).toContain("chữ thường");
    expect(bad.body.errors.name_en[0]).toBe("Tên dài từ 1 đến 80 ký tự.");
    expect(bad.body.errors.name_vi).toBeDefined();
    expect(bad.body.errors.position).toBeDefined();
    const taken = await call("POST", "/admin/categories", form({ slug: "cakes" }));
    expect(taken.status).toBe(422);
    expect(taken.body.errors.slug).toEqual(["Another category already has the slug cakes."]);
    const notImage = await call("POST", "/admin/categories", form({ image_path: "javascript:alert(1)" }));
    expect(notImage.status).toBe(422);
    expect(notImage.body.errors.image_path).toBeDefined();
  });

  it("two saves of the same version at once: one applies, the other is 409 with the category now; both audited once", async () => {
    const { category } = (await call("POST", "/admin/categories", form())).body.data;
    const save = (name: string) =>
      call("PUT", `/admin/categories/${category.id}`, {
        ...form({ slug: category.slug, name_en: name }),
        expected_updated_at: category.updated_at,
      });
    const answers = await Promise.all([save("First"), save("Second"), save("Third")]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409]);
    const winner = answers.find((a) => a.status === 200)!.body.data.category;
    for (const loser of answers.filter((a) => a.status === 409)) {
      expect(loser.body.message).toContain("Someone else changed this category");
      expect(loser.body.data.category.name.en).toBe(winner.name.en);
    }
    expect((await auditOf("category", category.id)).map((a) => a.action)).toEqual(["category.create", "category.update"]);
  });

  it("a new slug moves the links to the category along with it: the menu's, the footer's, the home page's, redirect rules'", async () => {
    const { category } = (await call("POST", "/admin/categories", form())).body.data;
    const footerRow = await testDb.db
      .selectFrom("theme_options")
      .select("value_json")
      .where("key", "=", "quan-ly-thong-tin-footer")
      .where("locale", "=", "vi")
      .executeTakeFirstOrThrow();
    const footer = JSON.parse(footerRow.value_json);
    footer.columns[0].links.push({ label: "Theo mùa", url: `/products?category=${category.slug}` });
    await testDb.db
      .updateTable("theme_options")
      .set({ value_json: JSON.stringify(footer) })
      .where("key", "=", "quan-ly-thong-tin-footer")
      .where("locale", "=", "vi")
      .execute();
    const siteBefore = (await call("GET", "/admin/site")).body.data.site.version;
    const rule = (await call("POST", "/admin/redirects", { from: `/seasonal-${word()}`, to: `/products?category=${category.slug}` })).body
      .data.redirect;
    const button = await testDb.db.selectFrom("section_items").select("id").orderBy("id").executeTakeFirstOrThrow();
    await testDb.db
      .updateTable("section_items")
      .set({ link_url: `/products?category=${category.slug}` })
      .where("id", "=", button.id)
      .execute();
    const menu = (await call("GET", "/admin/menu")).body.data.menu;
    const added = await call("POST", "/admin/menu/items", {
      title_en: "Seasonal",
      title_vi: "Theo mùa",
      url: `/products?category=${category.slug}`,
      expected_version: menu.version,
    });
    expect(added.status).toBe(201);
    const renamed = await call("PUT", `/admin/categories/${category.id}`, {
      ...form({ slug: `${category.slug}-x` }),
      expected_updated_at: category.updated_at,
    });
    expect(renamed.status).toBe(200);
    const item = await testDb.db.selectFrom("menu_items").select("url").where("id", "=", added.body.data.item.id).executeTakeFirstOrThrow();
    expect(item.url).toBe(`/products?category=${category.slug}-x`);
    const seen = await call("GET", "/theme-options/quan-ly-thong-tin-footer", undefined, "vi", undefined);
    expect(seen.body.data.columns[0].links.at(-1)).toEqual({ label: "Theo mùa", url: `/products?category=${category.slug}-x` });
    expect((await call("GET", `/admin/redirects/${rule.id}`)).body.data.redirect.to).toBe(`/products?category=${category.slug}-x`);
    expect(
      (await testDb.db.selectFrom("section_items").select("link_url").where("id", "=", button.id).executeTakeFirstOrThrow()).link_url,
    ).toBe(`/products?category=${category.slug}-x`);
    // A shop-details form opened before the rename is stale: it would put the old link back.
    expect((await call("GET", "/admin/site")).body.data.site.version).not.toBe(siteBefore);
  });

  it("refuses to delete a category that still has products (409, how many), deletes an empty one, 404 for unknown", async () => {
    const cakes = await testDb.db.selectFrom("categories").select("id").where("slug", "=", "cakes").executeTakeFirstOrThrow();
    const count = Number(
      (
        await testDb.db
          .selectFrom("products")
          .select((eb) => eb.fn.countAll().as("n"))
          .where("category_id", "=", cakes.id)
          .executeTakeFirstOrThrow()
      ).n,
    );
    expect(count).toBeGreaterThan(0);
    const refused = await call("DELETE", `/admin/categories/${cakes.id}`, undefined, "vi");
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      `Bánh kem & bông lan vẫn còn ${count} sản phẩm: hãy chuyển chúng sang danh mục khác trước.`.replace(
        "Bánh kem & bông lan",
        refused.body.data.category.name.vi,
      ),
    );
    expect(refused.body.data.category.product_count).toBe(count);
    expect(await auditOf("category", cakes.id)).toEqual([]);

    const { category } = (await call("POST", "/admin/categories", form())).body.data;
    const deleted = await call("DELETE", `/admin/categories/${category.id}`);
    expect(deleted.status).toBe(200);
    expect((await call("GET", `/admin/categories/${category.id}`)).status).toBe(404);
    expect((await call("DELETE", `/admin/categories/${category.id}`)).status).toBe(404);
    expect((await call("PUT", "/admin/categories/999999", { ...form(), expected_updated_at: "x" })).status).toBe(404);
    expect((await auditOf("category", category.id)).map((a) => a.action)).toEqual(["category.create", "category.delete"]);
  });
});

describe("admin main menu", () => {
  const menuNow = async () =>
    (await call("GET", "/admin/menu")).body.data.menu as {
      version: string;
      items: { id: number; title: { en: string }; children: { id: number }[] }[];
    };

  it("adds an item with a child; a visitor sees both in either language on the next request (API and the pages' shell)", async () => {
    await shell("en");
    await shell("vi"); // the shell's cache is warm
    const before = await menuNow();
    const parent = await call(
      "POST",
      "/admin/menu/items",
      { title_en: "Gifts", title_vi: "Quà tặng", url: "/products?category=cakes", expected_version: before.version },
      "vi",
    );
    expect(parent.status, JSON.stringify(parent.body)).toBe(201);
    expect(parent.body.message).toBe("Đã thêm mục menu Quà tặng.");
    const child = await call("POST", "/admin/menu/items", {
      title_en: "Gift boxes",
      title_vi: "Hộp quà",
      url: "https://example.com/boxes",
      target: "_blank",
      parent_id: parent.body.data.item.id,
      expected_version: parent.body.data.menu.version,
    });
    expect(child.status).toBe(201);

    for (const [lang, title, childTitle] of [
      ["en", "Gifts", "Gift boxes"],
      ["vi", "Quà tặng", "Hộp quà"],
    ] as const) {
      const api = await call("GET", "/menus/main-menu", undefined, lang, undefined);
      const item = api.body.data.menus.find((m: { title: string }) => m.title === title);
      expect(item.children.map((c: { title: string; target: string }) => [c.title, c.target])).toEqual([[childTitle, "_blank"]]);
      const page = await shell(lang);
      expect(page.menu?.find((m) => m.title === title)?.children.map((c) => c.title)).toEqual([childTitle]);
    }
    expect((await auditOf("menu_item", parent.body.data.item.id)).map((a) => a.action)).toEqual(["menu.item.create"]);
  });

  it("refuses javascript: and other bad input (422 per field), a grandchild, and an unknown item (404)", async () => {
    const menu = await menuNow();
    const bad = await call(
      "POST",
      "/admin/menu/items",
      { title_en: "", title_vi: "Xấu", url: "javascript:alert(1)", target: "_top", expected_version: menu.version },
      "vi",
    );
    expect(bad.status).toBe(422);
    expect(bad.body.errors.url[0]).toContain("http://");
    expect(bad.body.errors.title_en).toEqual(["Tiêu đề dài từ 1 đến 60 ký tự."]);
    expect(bad.body.errors.target).toBeDefined();
    for (const url of ["//evil.example", "data:text/html,x", "ftp://x.example"]) {
      expect((await call("POST", "/admin/menu/items", { title_en: "x", title_vi: "x", url, expected_version: menu.version })).status).toBe(
        422,
      );
    }
    const withChildren = menu.items.find((i) => i.children.length > 0)!;
    const grandchild = await call("POST", "/admin/menu/items", {
      title_en: "x",
      title_vi: "x",
      url: "/",
      parent_id: withChildren.children[0]!.id,
      expected_version: menu.version,
    });
    expect(grandchild.status).toBe(422);
    expect(grandchild.body.errors.parent_id).toBeDefined();
    const other = menu.items.find((i) => i.id !== withChildren.id)!;
    const nested = await call("PUT", `/admin/menu/items/${withChildren.id}`, {
      title_en: "x",
      title_vi: "x",
      url: "/",
      parent_id: other.id,
      expected_version: menu.version,
    });
    expect(nested.status).toBe(422);
    expect((await call("PUT", "/admin/menu/items/999999", { title_en: "x", title_vi: "x", expected_version: menu.version })).status).toBe(
      404,
    );
    expect((await call("POST", "/admin/menu/items/999999/move", { direction: "up", expected_version: menu.version })).status).toBe(404);
    expect((await menuNow()).version).toBe(menu.version);
  });

  it("moves an item up, under another parent, and removes it with its children; each audited", async () => {
    let menu = await menuNow();
    const top = await call("POST", "/admin/menu/items", { title_en: "Top", title_vi: "Đầu", url: "/news", expected_version: menu.version });
    const kid = await call("POST", "/admin/menu/items", {
      title_en: "Kid",
      title_vi: "Con",
      url: "/news",
      parent_id: top.body.data.item.id,
      expected_version: top.body.data.menu.version,
    });
    menu = kid.body.data.menu;
    const ids = menu.items.map((i) => i.id);
    const moved = await call("POST", `/admin/menu/items/${top.body.data.item.id}/move`, {
      direction: "up",
      expected_version: menu.version,
    });
    expect(moved.status).toBe(200);
    const after = moved.body.data.menu.items.map((i: { id: number }) => i.id);
    expect(after.indexOf(top.body.data.item.id)).toBe(ids.indexOf(top.body.data.item.id) - 1);

    const first = moved.body.data.menu.items[0];
    const under = await call("PUT", `/admin/menu/items/${kid.body.data.item.id}`, {
      title_en: "Kid",
      title_vi: "Con",
      url: "/news",
      parent_id: first.id,
      expected_version: moved.body.data.menu.version,
    });
    expect(under.status).toBe(200);
    expect(under.body.data.menu.items[0].children.at(-1).id).toBe(kid.body.data.item.id);
    const back = await call("PUT", `/admin/menu/items/${kid.body.data.item.id}`, {
      title_en: "Kid",
      title_vi: "Con",
      url: "/news",
      parent_id: top.body.data.item.id,
      expected_version: under.body.data.menu.version,
    });

    const removed = await call("DELETE", `/admin/menu/items/${top.body.data.item.id}`, { expected_version: back.body.data.menu.version });
    expect(removed.status).toBe(200);
    expect(JSON.stringify(removed.body.data.menu)).not.toContain('"Kid"');
    expect(
      await testDb.db.selectFrom("menu_items").select("id").where("id", "=", kid.body.data.item.id).executeTakeFirst(),
    ).toBeUndefined();
    expect((await auditOf("menu_item", top.body.data.item.id)).map((a) => a.action)).toEqual([
      "menu.item.create",
      "menu.item.move",
      "menu.item.delete",
    ]);
    expect((await auditOf("menu_item", kid.body.data.item.id)).map((a) => a.action)).toEqual([
      "menu.item.create",
      "menu.item.update",
      "menu.item.update",
    ]);
  });

  it("two changes on the same version at once: one applies, the others are 409 with the menu now", async () => {
    const menu = await menuNow();
    const add = (n: number) =>
      call("POST", "/admin/menu/items", { title_en: `Race ${n}`, title_vi: `Đua ${n}`, url: "/", expected_version: menu.version });
    const answers = await Promise.all([add(1), add(2), add(3)]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409]);
    const now = await menuNow();
    for (const loser of answers.filter((a) => a.status === 409)) expect(loser.body.data.menu.version).toBe(now.version);
    expect(now.items.filter((i) => i.title.en.startsWith("Race "))).toHaveLength(1);
  });
});

describe("admin shop details and footer", () => {
  const site = async () => (await call("GET", "/admin/site")).body.data.site;
  const formOf = (s: Awaited<ReturnType<typeof site>>, fields: Record<string, unknown> = {}) => ({
    name_en: s.name.en,
    name_vi: s.name.vi,
    tagline_en: s.tagline.en,
    tagline_vi: s.tagline.vi,
    phone: s.phone,
    email: s.email,
    ...s.address,
    hours: s.hours,
    socials: s.socials,
    about_en: s.about.en,
    about_vi: s.about.vi,
    hours_label_en: s.hours_label.en,
    hours_label_vi: s.hours_label.vi,
    copyright_en: s.copyright.en,
    copyright_vi: s.copyright.vi,
    expected_version: s.version,
    ...fields,
  });

  it("saves the phone and the footer's text; the header and the footer show them on the next request in both languages; audited", async () => {
    await shell("en");
    await shell("vi");
    const before = await site();
    const saved = await call(
      "PUT",
      "/admin/site",
      formOf(before, {
        phone: "(713) 555-0199",
        about_vi: "Tiệm bánh mới sửa.",
        hours: before.hours.map((h: { day: number }) => (h.day === 1 ? { day: 1, opens: "08:00", closes: "12:00" } : h)),
      }),
    );
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    for (const lang of ["en", "vi"] as const) {
      const footer = await call("GET", "/theme-options/quan-ly-thong-tin-footer", undefined, lang, undefined);
      expect(footer.body.data.phone).toBe("(713) 555-0199");
      expect(footer.body.data.opening_hours).toContainEqual({ day: 1, opens: "08:00", closes: "12:00" });
      const page = await shell(lang);
      expect(page.shop?.phone).toBe("(713) 555-0199");
      expect(page.footer?.phone).toBe("(713) 555-0199");
    }
    expect((await shell("vi")).footer?.about).toBe("Tiệm bánh mới sửa.");
    expect((await shell("en")).footer?.about).toBe(before.about.en);
    expect((await shell("en")).shop?.time_zone).toBe("America/Chicago");
    const audit = await auditOf("site", "shop");
    expect(audit.at(-1)?.action).toBe("site.update");
    expect(JSON.parse(audit.at(-1)!.after_json!).phone).toBe("(713) 555-0199");
  });

  it("refuses a bad phone, e-mail, social link and hours with a message per field (422)", async () => {
    const now = await site();
    const bad = await call(
      "PUT",
      "/admin/site",
      formOf(now, {
        phone: "call me",
        email: "not-an-email",
        socials: [{ network: "facebook", url: "javascript:alert(1)" }],
        hours: [{ day: 0, opens: "18:00", closes: "07:00" }],
        street: "",
      }),
      "vi",
    );
    expect(bad.status).toBe(422);
    expect(bad.body.errors.phone[0]).toContain("chữ số");
    expect(bad.body.errors.email).toEqual(["Đây không phải là địa chỉ email."]);
    expect(bad.body.errors["socials.0.url"]).toBeDefined();
    expect(bad.body.errors["hours.0.closes"]).toBeDefined();
    expect(bad.body.errors.street).toBeDefined();
    const twice = await call(
      "PUT",
      "/admin/site",
      formOf(now, {
        hours: [
          { day: 2, opens: "07:00", closes: "08:00" },
          { day: 2, opens: "09:00", closes: "10:00" },
        ],
      }),
    );
    expect(twice.status).toBe(422);
    expect(twice.body.errors.hours).toBeDefined();
    expect((await site()).version).toBe(now.version);
  });

  it("saves the footer's columns of links per language (a javascript: link refused beside it); left out, they stay", async () => {
    const now = await site();
    expect(now.columns[0].title).toEqual({ en: "Shop", vi: "Đặt bánh" });
    const columns = [
      {
        title_en: "Visit",
        title_vi: "Ghé tiệm",
        links: [
          { label_en: "Our story", label_vi: "Câu chuyện", url: "/about-us" },
          { label_en: "Map", label_vi: "Bản đồ", url: "https://maps.example.com/x" },
        ],
      },
    ];
    const bad = await call(
      "PUT",
      "/admin/site",
      formOf(now, { columns: [{ ...columns[0], links: [{ label_en: "x", label_vi: "", url: "javascript:alert(1)" }] }] }),
      "vi",
    );
    expect(bad.status).toBe(422);
    expect(bad.body.errors["columns.0.links.0.url"][0]).toContain("https://");
    expect(bad.body.errors["columns.0.links.0.label_vi"]).toBeDefined();
    const saved = await call("PUT", "/admin/site", formOf(now, { columns }));
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    for (const [lang, title, label] of [
      ["en", "Visit", "Map"],
      ["vi", "Ghé tiệm", "Bản đồ"],
    ] as const) {
      const footer = (await call("GET", "/theme-options/quan-ly-thong-tin-footer", undefined, lang, undefined)).body.data;
      expect(footer.columns).toHaveLength(1);
      expect(footer.columns[0].title).toBe(title);
      expect(footer.columns[0].links[1]).toEqual({ label, url: "https://maps.example.com/x" });
    }
    const again = await call("PUT", "/admin/site", formOf(saved.body.data.site, { about_en: "Kept columns." }));
    expect(again.status).toBe(200);
    expect(again.body.data.site.columns.map((c: { title: { vi: string } }) => c.title.vi)).toEqual(["Ghé tiệm"]);
  });

  it("two saves of the same version at once: one applies, the other is 409 with the details now", async () => {
    const now = await site();
    const answers = await Promise.all([
      call("PUT", "/admin/site", formOf(now, { phone: "713-555-0101" })),
      call("PUT", "/admin/site", formOf(now, { phone: "713-555-0102" })),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const winner = answers.find((a) => a.status === 200)!.body.data.site;
    expect(answers.find((a) => a.status === 409)!.body.data.site.phone).toBe(winner.phone);
    expect((await shell("en")).footer?.phone).toBe(winner.phone);
  });
});

describe("admin redirects", () => {
  const visit = async (path: string) => {
    try {
      await notFoundOrRedirect(
        new Request(`https://shop.example${path}`),
        Object.assign(new RouterContextProvider(), {
          db: testDb.db,
          locale: requestLocale(new URL(`https://shop.example${path}`)),
        }) as never,
      );
    } catch (thrown) {
      if (thrown instanceof Response) return { status: thrown.status, location: thrown.headers.get("Location") };
      return { status: (thrown as { init?: ResponseInit }).init?.status ?? 0, location: null };
    }
    return { status: 0, location: null };
  };

  it("adds a rule a visitor follows at once in either language, searches it, edits it to 302, deletes it; each audited", async () => {
    const from = `/old-${word()}`;
    const added = await call("POST", "/admin/redirects", { from: `${from}/`, to: "/products?category=cakes", status: 301 }, "vi");
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    expect(added.body.message).toBe(`Đã thêm chuyển hướng từ ${from}.`);
    const rule = added.body.data.redirect;
    expect(rule).toMatchObject({ from, to: "/products?category=cakes", status: 301 });
    expect(await visit(from)).toEqual({ status: 301, location: "/products?category=cakes" });
    expect(await visit(`/vi${from}`)).toEqual({ status: 301, location: "/vi/products?category=cakes" });

    const found = await call("GET", `/admin/redirects?q=${encodeURIComponent(from.toUpperCase())}`);
    expect(found.body.data.redirects.map((r: { id: number }) => r.id)).toEqual([rule.id]);

    const edited = await call("PUT", `/admin/redirects/${rule.id}`, {
      from,
      to: "https://www.facebook.com/maivangbakery",
      status: 302,
      expected_updated_at: rule.updated_at,
    });
    expect(edited.status).toBe(200);
    expect(await visit(from)).toEqual({ status: 302, location: "https://www.facebook.com/maivangbakery" });

    expect((await call("DELETE", `/admin/redirects/${rule.id}`)).status).toBe(200);
    expect((await visit(from)).status).toBe(404);
    expect((await call("GET", `/admin/redirects/${rule.id}`)).status).toBe(404);
    expect((await auditOf("redirect", rule.id)).map((a) => a.action)).toEqual(["redirect.create", "redirect.update", "redirect.delete"]);
  });

  it("refuses bad paths, a shop route or a product's slug, javascript:, a circle, a second rule from the same path (422)", async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ from: "old", to: "/" }, "from", "The old path begins with /"],
      [{ from: "/vi/old", to: "/" }, "from", "no language prefix"],
      [{ from: "/a b", to: "/" }, "from", "no spaces"],
      [{ from: "/products", to: "/" }, "from", "a path of the shop's own"],
      [{ from: "/admin/x", to: "/" }, "from", "a path of the shop's own"],
      [{ from: "/banh-mi-dac-biet", to: "/" }, "from", "is a product, news post or page now"],
      [{ from: `/x-${word()}`, to: "javascript:alert(1)" }, "to", "http://"],
      [{ from: `/x-${word()}`, to: "//evil.example" }, "to", "http://"],
      [{ from: `/x-${word()}`, to: "/", status: 307 }, "status", "301"],
      [{ from: "/menu", to: "/news" }, "from", "A rule from /menu already exists."],
    ];
    for (const [body, field, text] of cases) {
      const res = await call("POST", "/admin/redirects", body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.body.errors[field]?.[0], JSON.stringify(body)).toContain(text);
    }
    const a = `/a-${word()}`;
    const b = `/b-${word()}`;
    expect((await call("POST", "/admin/redirects", { from: a, to: b })).status).toBe(201);
    const loop = await call("POST", "/admin/redirects", { from: b, to: `${a}?x=1` }, "vi");
    expect(loop.status).toBe(422);
    expect(loop.body.errors.to[0]).toContain("vòng tròn");
    expect((await call("POST", "/admin/redirects", { from: b, to: b })).status).toBe(422);
  });

  it("two creates from the same path at once: one wins, the other 422; two edits of the same version: one 200, one 409", async () => {
    const from = `/race-${word()}`;
    const answers = await Promise.all([
      call("POST", "/admin/redirects", { from, to: "/news" }),
      call("POST", "/admin/redirects", { from, to: "/contact" }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 422]);
    const rule = answers.find((a) => a.status === 201)!.body.data.redirect;
    const edit = (to: string) =>
      call("PUT", `/admin/redirects/${rule.id}`, { from, to, status: 301, expected_updated_at: rule.updated_at });
    const edits = await Promise.all([edit("/news"), edit("/contact")]);
    expect(edits.map((a) => a.status).sort()).toEqual([200, 409]);
    const winner = edits.find((a) => a.status === 200)!.body.data.redirect;
    expect(edits.find((a) => a.status === 409)!.body.data.redirect.to).toBe(winner.to);
    // A → B and B → A at once: the second to run sees the first and refuses the circle.
    const a = `/ring-a-${word()}`;
    const b = `/ring-b-${word()}`;
    const ring = await Promise.all([
      call("POST", "/admin/redirects", { from: a, to: b }),
      call("POST", "/admin/redirects", { from: b, to: a }),
    ]);
    expect(ring.map((r) => r.status).sort()).toEqual([201, 422]);
    expect(ring.find((r) => r.status === 422)!.body.errors.to[0]).toContain("circle");
    expect((await call("PUT", "/admin/redirects/999999", { from: `/z-${word()}`, to: "/", expected_updated_at: "x" })).status).toBe(404);
    expect((await call("DELETE", "/admin/redirects/999999")).status).toBe(404);
  });
});
