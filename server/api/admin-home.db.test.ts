import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { homeLoader } from "../../app/routes/content/home.server.ts";
import { createTestApp } from "../../tests/support/app.ts";
import { createTestDb, type TestDb } from "../../tests/support/db.ts";
import { signedInStaff } from "../../tests/support/staff.ts";
import { contentVersion } from "../domain/content/content-version.ts";

// The home page in the back office through the real app: sections' texts per language, their
// order and on/off, a section's items (add, edit, move, remove); a visitor's next home page in English (/) and in
// Vietnamese (/vi) shows each change; bad input → 422 per field in the request's language; two saves of the same
// version at once → one 200, one 409 with the row now; unknown → 404; every change audited.

let testDb: TestDb;
let app: ReturnType<typeof createTestApp>;
let manager = "";

beforeAll(async () => {
  testDb = await createTestDb({ seed: true });
  app = createTestApp(testDb);
  manager = (await signedInStaff(app, testDb.db, "manager")).cookie;
});
afterAll(() => testDb.destroy());

type Bi = { en: string; vi: string };
interface Item {
  id: number;
  section_id: number;
  position: number;
  title: Bi;
  body: Bi;
  cta_label: Bi;
  link_url: string | null;
  image_path: string | null;
  missing_translations: string[];
  updated_at: string;
}
interface Section {
  id: number;
  key: string;
  position: number;
  active: boolean;
  title: Bi;
  subtitle: Bi;
  body: Bi;
  has_items: boolean;
  items: Item[];
  missing_translations: string[];
  updated_at: string;
}

async function admin(method: string, path: string, body?: unknown, lang: "en" | "vi" = "en") {
  const headers: Record<string, string> = { "Http-Accept-Language": lang === "vi" ? "vi_VN" : "en_US", Cookie: manager };
  if (body !== undefined) headers["Content-Type"] = "application/json";
  const res = await app.request(`/api/v1/admin/home${path}`, {
    method,
    headers,
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: res.status, body: await res.json() };
}

async function sections(): Promise<Section[]> {
  const res = await admin("GET", "");
  expect(res.status).toBe(200);
  return res.body.data.sections;
}
const section = async (key: string) => (await sections()).find((s) => s.key === key)!;

/** What a visitor's next home page shows, through the loader the page runs. */
async function visitorSees(path: "/" | "/vi") {
  const loaded = await homeLoader({
    request: new Request(`https://shop.example${path}`),
    context: { db: testDb.db, locale: path === "/vi" ? "vi" : "en" },
    params: {},
  } as never);
  return loaded.sections;
}

const sectionBody = (s: Section, changes: Partial<Pick<Section, "active" | "title" | "subtitle" | "body">> = {}) => ({
  active: s.active,
  title: s.title,
  subtitle: s.subtitle,
  body: s.body,
  expected_updated_at: s.updated_at,
  ...changes,
});

const itemBody = (i: Item, changes: Record<string, unknown> = {}) => ({
  title: i.title,
  body: i.body,
  cta_label: i.cta_label,
  link_url: i.link_url,
  image_path: i.image_path,
  expected_updated_at: i.updated_at,
  ...changes,
});

async function auditOf(entity: string, entityId: number) {
  return testDb.db
    .selectFrom("audit_log")
    .selectAll()
    .where("entity", "=", entity)
    .where("entity_id", "=", String(entityId))
    .orderBy("id")
    .execute();
}

describe("admin home page", () => {
  it("lists every section in the home page's order with both languages and its items", async () => {
    const all = await sections();
    expect(all.map((s) => s.key)).toEqual(["slideshow", "customers", "new_section", "why_choose_us", "about_section", "features_slider"]);
    const slideshow = all[0]!;
    expect(slideshow.title).toEqual({ en: "Fresh from our oven", vi: "Mới ra lò mỗi sáng" });
    expect(slideshow.items).toHaveLength(3);
    expect(slideshow.items[0]!.cta_label).toEqual({ en: "Order bánh mì", vi: "Đặt bánh mì" });
    expect(slideshow.missing_translations).toEqual([]);
    expect(all.find((s) => s.key === "new_section")!.has_items).toBe(false);
  });

  it("saves a section's texts: the visitor's next page shows them in each language at once, and it is audited", async () => {
    const before = await section("customers");
    const version = await contentVersion(testDb.db);
    const res = await admin(
      "PUT",
      `/sections/${before.id}`,
      sectionBody(before, {
        title: { en: "  Kind words from Houston ", vi: "Lời khen từ Houston" },
        subtitle: { en: "Regulars", vi: "Khách quen" },
      }),
      "vi",
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toBe("Đã lưu mục “Lời khen từ Houston”: trang chủ hiển thị ngay.");
    expect(res.body.data.section.title).toEqual({ en: "Kind words from Houston", vi: "Lời khen từ Houston" });
    expect(res.body.data.section.updated_at > before.updated_at).toBe(true);
    expect(await contentVersion(testDb.db)).toBe(version + 1);

    expect((await visitorSees("/")).find((s) => s.key === "customers")).toMatchObject({
      title: "Kind words from Houston",
      subtitle: "Regulars",
    });
    expect((await visitorSees("/vi")).find((s) => s.key === "customers")).toMatchObject({
      title: "Lời khen từ Houston",
      subtitle: "Khách quen",
    });

    const audit = await auditOf("home_section", before.id);
    expect(audit.at(-1)).toMatchObject({ action: "home.section.update" });
    expect(JSON.parse(audit.at(-1)!.before_json!).title.en).toBe(before.title.en);
    expect(JSON.parse(audit.at(-1)!.after_json!).title.en).toBe("Kind words from Houston");
  });

  it("flags a missing Vietnamese text; the Vietnamese home page shows the English one meanwhile", async () => {
    const before = await section("about_section");
    const res = await admin("PUT", `/sections/${before.id}`, sectionBody(before, { subtitle: { en: "Since 1998", vi: "" } }));
    expect(res.status).toBe(200);
    expect(res.body.data.section.missing_translations).toEqual(["subtitle.vi"]);
    expect((await visitorSees("/vi")).find((s) => s.key === "about_section")!.subtitle).toBe("Since 1998");
  });

  it("switches a section off and on: gone from / and /vi at once, then back", async () => {
    const before = await section("why_choose_us");
    const off = await admin("PUT", `/sections/${before.id}`, sectionBody(before, { active: false }));
    expect(off.status).toBe(200);
    expect(off.body.data.section.active).toBe(false);
    expect((await visitorSees("/")).map((s) => s.key)).not.toContain("why_choose_us");
    expect((await visitorSees("/vi")).map((s) => s.key)).not.toContain("why_choose_us");
    const on = await admin("PUT", `/sections/${before.id}`, sectionBody(off.body.data.section, { active: true }));
    expect(on.status).toBe(200);
    expect((await visitorSees("/vi")).map((s) => s.key)).toContain("why_choose_us");
  });

  it("moves a section up and down: the visitor's page follows, the neighbour's version changes, and it is audited", async () => {
    const all = await sections();
    const newest = all.find((s) => s.key === "new_section")!;
    const customers = all.find((s) => s.key === "customers")!;
    const up = await admin("PUT", `/sections/${newest.id}/move`, { direction: "up", expected_updated_at: newest.updated_at });
    expect(up.status, JSON.stringify(up.body)).toBe(200);
    const order = (await visitorSees("/vi")).map((s) => s.key);
    expect(order.indexOf("new_section")).toBe(order.indexOf("customers") - 1);
    expect((await visitorSees("/")).map((s) => s.key).slice(0, 3)).toEqual(["slideshow", "new_section", "customers"]);
    // The neighbour moved too: a move made on its old version is stale.
    const stale = await admin("PUT", `/sections/${customers.id}/move`, { direction: "up", expected_updated_at: customers.updated_at });
    expect(stale.status).toBe(409);
    expect(stale.body.data.section.position).toBe(2);
    expect((await auditOf("home_section", newest.id)).at(-1)).toMatchObject({ action: "home.section.move" });
    // The first section moved up stays first.
    const first = (await sections())[0]!;
    const none = await admin("PUT", `/sections/${first.id}/move`, { direction: "up", expected_updated_at: first.updated_at });
    expect(none.status).toBe(200);
    expect((await sections())[0]!.id).toBe(first.id);
    const back = await admin("PUT", `/sections/${newest.id}/move`, {
      direction: "down",
      expected_updated_at: up.body.data.section.updated_at,
    });
    expect(back.status).toBe(200);
    expect((await sections()).map((s) => s.key).slice(0, 3)).toEqual(["slideshow", "customers", "new_section"]);
  });

  it("two saves of the same section sent at once: one 200, the other 409 with the section as it is now", async () => {
    const before = await section("features_slider");
    const [a, b] = await Promise.all([
      admin("PUT", `/sections/${before.id}`, sectionBody(before, { title: { en: "Features A", vi: "Tính năng A" } })),
      admin("PUT", `/sections/${before.id}`, sectionBody(before, { title: { en: "Features B", vi: "Tính năng B" } }), "vi"),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const [winner, loser] = a.status === 200 ? [a, b] : [b, a];
    expect(loser.body.data.section.title).toEqual(winner.body.data.section.title);
    expect(loser.body.data.section.updated_at).toBe(winner.body.data.section.updated_at);
    expect(b.status === 409 ? b.body.message : a.body.message).toMatch(b.status === 409 ? /Một người khác/ : /Someone else/);
    expect((await auditOf("home_section", before.id)).filter((l) => l.action === "home.section.update")).toHaveLength(1);
  });

  it("two moves of the same section at once: one applies, the other is stale", async () => {
    const before = await section("about_section");
    const moves = await Promise.all([
      admin("PUT", `/sections/${before.id}/move`, { direction: "up", expected_updated_at: before.updated_at }),
      admin("PUT", `/sections/${before.id}/move`, { direction: "up", expected_updated_at: before.updated_at }),
    ]);
    expect(moves.map((m) => m.status).sort()).toEqual([200, 409]);
    const keys = (await sections()).map((s) => s.key);
    expect(keys.indexOf("about_section")).toBe(before.position - 1);
  });

  it("adds a slide, edits it, moves it first, and removes it: the visitor's page follows each step in both languages", async () => {
    const slideshow = await section("slideshow");
    const added = await admin("POST", `/sections/${slideshow.id}/items`, {
      title: { en: "Mooncakes are here", vi: "Bánh trung thu đã về" },
      body: { en: "Lotus seed and salted egg yolk.", vi: "Nhân hạt sen trứng muối." },
      cta_label: { en: "Order mooncakes", vi: "Đặt bánh trung thu" },
      link_url: "/products?category=cakes",
      image_path: "/images/slides/custom-cakes.svg",
    });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    const item: Item = added.body.data.item;
    expect(item.position).toBe(3);
    expect((await visitorSees("/vi"))[0]!.items.at(-1)).toMatchObject({
      title: "Bánh trung thu đã về",
      cta_label: "Đặt bánh trung thu",
      link_url: "/products?category=cakes",
    });

    const edited = await admin(
      "PUT",
      `/items/${item.id}`,
      itemBody(item, { title: { en: "Mooncakes, fresh", vi: "" }, link_url: "https://maivangbakery.example/mooncakes" }),
    );
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body.data.item.missing_translations).toEqual(["title.vi"]);
    expect((await visitorSees("/"))[0]!.items.at(-1)).toMatchObject({
      title: "Mooncakes, fresh",
      link_url: "https://maivangbakery.example/mooncakes",
    });
    expect((await visitorSees("/vi"))[0]!.items.at(-1)!.title).toBe("Mooncakes, fresh");

    let current: Item = edited.body.data.item;
    for (let i = 0; i < 3; i++) {
      const moved = await admin("PUT", `/items/${item.id}/move`, { direction: "up", expected_updated_at: current.updated_at });
      expect(moved.status).toBe(200);
      current = moved.body.data.item;
    }
    expect(current.position).toBe(0);
    expect((await visitorSees("/"))[0]!.items[0]!.title).toBe("Mooncakes, fresh");

    const removed = await admin("DELETE", `/items/${item.id}`, undefined, "vi");
    expect(removed.status).toBe(200);
    expect(removed.body.message).toBe("Đã gỡ “Mooncakes, fresh” khỏi trang chủ.");
    expect((await visitorSees("/"))[0]!.items.map((i) => i.id)).not.toContain(item.id);
    expect((await admin("GET", `/items/${item.id}`)).status).toBe(404);
    expect((await auditOf("home_item", item.id)).map((l) => l.action)).toEqual([
      "home.item.create",
      "home.item.update",
      "home.item.move",
      "home.item.move",
      "home.item.move",
      "home.item.delete",
    ]);
  });

  it("two saves of the same slide at once: one 200, one 409 with the slide as it is now", async () => {
    const item = (await section("slideshow")).items[1]!;
    const [a, b] = await Promise.all([
      admin("PUT", `/items/${item.id}`, itemBody(item, { title: { en: "Cakes A", vi: "Bánh A" } })),
      admin("PUT", `/items/${item.id}`, itemBody(item, { title: { en: "Cakes B", vi: "Bánh B" } })),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const [winner, loser] = a.status === 200 ? [a, b] : [b, a];
    expect(loser.body.data.item).toEqual(winner.body.data.item);
    expect((await auditOf("home_item", item.id)).filter((l) => l.action === "home.item.update")).toHaveLength(1);
  });

  it("refuses bad input with a message per field in the request's language, and changes nothing", async () => {
    const slideshow = await section("slideshow");
    const item = slideshow.items[0]!;
    for (const link of [
      "javascript:alert(1)",
      "JavaScript:alert(1)",
      "data:text/html,hi",
      "//evil.example",
      "products",
      "ftp://x.example",
      "/a b",
    ]) {
      const res = await admin("PUT", `/items/${item.id}`, itemBody(item, { link_url: link }), "vi");
      expect(res.status, link).toBe(422);
      expect(res.body.errors.link_url, link).toEqual([
        "Liên kết là một đường dẫn của tiệm bắt đầu bằng / (như /products) hoặc một địa chỉ bắt đầu bằng http:// hay https://.",
      ]);
    }
    const created = await admin("POST", `/sections/${slideshow.id}/items`, {
      title: { en: "", vi: "Chỉ tiếng Việt" },
      body: { en: "x", vi: "y" },
      cta_label: { en: "", vi: "" },
      link_url: "javascript:alert(1)",
      image_path: "https://evil.example/x.png",
    });
    expect(created.status).toBe(422);
    expect(created.body.errors["title.en"]).toEqual(["A title in English is required."]);
    expect(created.body.errors.link_url).toHaveLength(1);
    expect(created.body.errors.image_path).toEqual(["Choose a picture uploaded to the shop."]);
    const long = await admin("PUT", `/sections/${slideshow.id}`, sectionBody(slideshow, { title: { en: "x".repeat(121), vi: "ok" } }));
    expect(long.status).toBe(422);
    expect(long.body.errors["title.en"]).toEqual(["Must be at most 120 characters."]);
    const noVersion = await admin("PUT", `/sections/${slideshow.id}`, { ...sectionBody(slideshow), expected_updated_at: undefined });
    expect(noVersion.status).toBe(422);
    expect(noVersion.body.errors.expected_updated_at).toHaveLength(1);
    const badMove = await admin("PUT", `/sections/${slideshow.id}/move`, {
      direction: "sideways",
      expected_updated_at: slideshow.updated_at,
    });
    expect(badMove.status).toBe(422);
    expect(await section("slideshow")).toEqual(slideshow);
  });

  it("answers 404 for an unknown section or item, and 409 for items on the newest-products section", async () => {
    expect((await admin("GET", "/sections/999999")).status).toBe(404);
    const put = await admin(
      "PUT",
      "/sections/999999",
      { active: true, title: { en: "x", vi: "" }, subtitle: { en: "", vi: "" }, body: { en: "", vi: "" }, expected_updated_at: "x" },
      "vi",
    );
    expect(put.status).toBe(404);
    expect(put.body.message).toBe("Không có mục này trên trang chủ.");
    expect((await admin("PUT", "/items/999999/move", { direction: "up", expected_updated_at: "x" })).status).toBe(404);
    expect((await admin("DELETE", "/items/999999")).status).toBe(404);
    const newest = await section("new_section");
    const res = await admin("POST", `/sections/${newest.id}/items`, {
      title: { en: "x", vi: "x" },
      body: { en: "", vi: "" },
      cta_label: { en: "", vi: "" },
    });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe("This section shows the newest products: it has no items of its own.");
  });
});
