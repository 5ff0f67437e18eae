import { mkdtempSync } from "node:fs";
import { requestLocale } from "../../../server/i18n/locales.shared.ts";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminPages, settle, type Answer as PageAnswer } from "../../../tests/support/admin-pages.ts";
import { createTestApp } from "../../../tests/support/app.ts";
import { createTestDb, type TestDb } from "../../../tests/support/db.ts";
import { smallPng, TEXT_FILE } from "../../../tests/support/images.ts";
import { listHomeSections, type AdminHomeSection } from "../../../server/domain/content/home-admin.service.ts";
import { homeLoader as storefrontHomeLoader } from "../content/home.server.ts";
import { middleware as itemMiddleware } from "./home-item.tsx";
import { middleware as sectionMiddleware } from "./home-section.tsx";
import { homeAction, homeLoader, itemAction, itemLoader, sectionAction, sectionLoader } from "./home.server.ts";
import { middleware as homeMiddleware } from "./home.tsx";

// The home page editor's pages as React Router runs them: the managers' only; the list's move and show/hide buttons,
// the section's texts form and its items' buttons, the item form — posted without JavaScript (303 back; 422 with each
// field's message in the page's language; 409 on a stale save; 404 for an unknown or foreign id) — and a visitor's
// next home page in each language showing the change.

let testDb: TestDb;
const { signIn, run } = adminPages(["manager", "kitchen"]);

beforeAll(async () => {
  testDb = await createTestDb({ seed: true });
  await signIn(testDb, createTestApp(testDb, { UPLOADS_DIR: mkdtempSync(join(tmpdir(), "uploads-")) }));
});
afterAll(() => testDb.destroy());

type Answer = PageAnswer<{ id?: number }>;

const sections = () => listHomeSections(testDb.db);
const section = async (key: string) => (await sections()).find((s) => s.key === key)!;

async function visitorSees(path: "/" | "/vi") {
  return (
    await storefrontHomeLoader({
      request: new Request(`https://shop.example${path}`),
      context: { db: testDb.db, locale: requestLocale(new URL(`https://shop.example${path}`)) },
      params: {},
    } as never)
  ).sections;
}

const sectionForm = (s: AdminHomeSection, fields: Record<string, string> = {}) => ({
  title_en: s.title.en,
  title_vi: s.title.vi,
  subtitle_en: s.subtitle.en,
  subtitle_vi: s.subtitle.vi,
  body_en: s.body.en,
  body_vi: s.body.vi,
  active: s.active ? "1" : "",
  expected_updated_at: s.updated_at,
  ...fields,
});

describe("the home page editor's pages", () => {
  it("are the managers': the kitchen gets 403", async () => {
    const slideshow = await section("slideshow");
    for (const [path, middleware] of [
      ["/admin/home", homeMiddleware],
      [`/vi/admin/home/sections/${slideshow.id}`, sectionMiddleware],
      [`/admin/home/sections/${slideshow.id}/items/new`, itemMiddleware],
    ] as const) {
      expect((await run(path, "kitchen", middleware)).thrown?.init?.status, path).toBe(403);
      expect((await run(path, "manager", middleware)).thrown, path).toBeUndefined();
    }
  });

  it("the list moves a section and hides it: 303 back, and the visitor's next page follows in both languages", async () => {
    const { args } = await run("/vi/admin/home", "manager", homeMiddleware);
    const listed = (await homeLoader(args)) as unknown as { data: { sections: AdminHomeSection[] } };
    const about = listed.data.sections.find((s) => s.key === "about_section")!;
    const moved = (await settle(
      homeAction(
        (
          await run(
            "/vi/admin/home",
            "manager",
            homeMiddleware,
            {},
            { intent: "move", id: String(about.id), direction: "up", expected_updated_at: about.updated_at },
          )
        ).args,
      ),
    )) as Response;
    expect(moved.status).toBe(303);
    expect(moved.headers.get("Location")).toBe("/vi/admin/home");
    for (const path of ["/", "/vi"] as const) {
      const keys = (await visitorSees(path)).map((s) => s.key);
      expect(keys.indexOf("about_section"), path).toBe(keys.indexOf("why_choose_us") - 1);
    }
    // The same button again, on the version the page showed: stale.
    const stale = (await homeAction(
      (
        await run(
          "/vi/admin/home",
          "manager",
          homeMiddleware,
          {},
          { intent: "move", id: String(about.id), direction: "up", expected_updated_at: about.updated_at },
        )
      ).args,
    )) as unknown as Answer;
    expect(stale.init?.status).toBe(409);
    expect(stale.data).toEqual({
      id: about.id,
      message: "Một người khác vừa thay đổi mục này. Đây là nội dung hiện tại: hãy kiểm tra rồi lưu lại.",
    });

    const now = await section("about_section");
    const hidden = (await settle(
      homeAction(
        (
          await run(
            "/admin/home",
            "manager",
            homeMiddleware,
            {},
            { intent: "active", id: String(now.id), active: "0", expected_updated_at: now.updated_at },
          )
        ).args,
      ),
    )) as Response;
    expect(hidden.status).toBe(303);
    expect((await visitorSees("/vi")).map((s) => s.key)).not.toContain("about_section");
    const again = await section("about_section");
    expect(again.title).toEqual(now.title);
    await settle(
      homeAction(
        (
          await run(
            "/admin/home",
            "manager",
            homeMiddleware,
            {},
            { intent: "active", id: String(now.id), active: "1", expected_updated_at: again.updated_at },
          )
        ).args,
      ),
    );
    expect((await visitorSees("/")).map((s) => s.key)).toContain("about_section");
    const unknown = (await homeAction(
      (await run("/admin/home", "manager", homeMiddleware, {}, { intent: "move", id: "999999", direction: "up", expected_updated_at: "x" }))
        .args,
    )) as unknown as Answer;
    expect(unknown.init?.status).toBe(404);
  });

  it("the section form saves both languages (303), refuses an empty English title beside it in Vietnamese (422), and a stale save (409)", async () => {
    const customers = await section("customers");
    const path = `/vi/admin/home/sections/${customers.id}`;
    const loaded = (await sectionLoader((await run(path, "manager", sectionMiddleware, { id: String(customers.id) })).args)) as unknown as {
      data: { section: AdminHomeSection };
    };
    expect(loaded.data.section.items).toHaveLength(4);

    const bad = (await sectionAction(
      (
        await run(
          path,
          "manager",
          sectionMiddleware,
          { id: String(customers.id) },
          sectionForm(customers, { title_en: "  ", subtitle_vi: "x".repeat(161) }),
        )
      ).args,
    )) as unknown as Answer;
    expect(bad.init?.status).toBe(422);
    expect(bad.data.errors).toEqual({ title_en: "Cần có tiêu đề bằng tiếng Anh.", subtitle_vi: "Tối đa 160 ký tự." });
    expect(bad.data.values?.subtitle_vi).toHaveLength(161);

    const saved = (await settle(
      sectionAction(
        (
          await run(
            path,
            "manager",
            sectionMiddleware,
            { id: String(customers.id) },
            sectionForm(customers, { title_en: "Our regulars", title_vi: "Khách quen của tiệm" }),
          )
        ).args,
      ),
    )) as Response;
    expect(saved.status).toBe(303);
    expect(saved.headers.get("Location")).toBe("/vi/admin/home");
    expect((await visitorSees("/vi")).find((s) => s.key === "customers")!.title).toBe("Khách quen của tiệm");
    expect((await visitorSees("/")).find((s) => s.key === "customers")!.title).toBe("Our regulars");

    const stale = (await sectionAction(
      (await run(path, "manager", sectionMiddleware, { id: String(customers.id) }, sectionForm(customers, { title_en: "Late" }))).args,
    )) as unknown as Answer;
    expect(stale.init?.status).toBe(409);
    expect(stale.data.values).toBeUndefined();
    expect((await section("customers")).title.en).toBe("Our regulars");

    expect((await run("/admin/home/sections/999999", "manager", sectionMiddleware)).thrown).toBeUndefined();
    const missing = await settle(
      sectionLoader((await run("/admin/home/sections/999999", "manager", sectionMiddleware, { id: "999999" })).args),
    );
    expect((missing as unknown as { init: ResponseInit }).init.status).toBe(404);
  });

  it("the item form adds a slide (303 to the section), refuses a javascript: link beside the field, and the section's buttons move and remove it", async () => {
    const slideshow = await section("slideshow");
    const base = `/admin/home/sections/${slideshow.id}/items`;
    const params = { sectionId: String(slideshow.id), id: "new" };
    const fields = {
      title_en: "Tết cakes",
      title_vi: "Bánh Tết",
      body_en: "Bánh chưng and bánh tét.",
      body_vi: "Bánh chưng, bánh tét.",
      cta_label_en: "Order",
      cta_label_vi: "Đặt bánh",
      link_url: "javascript:alert(1)",
      image_path: "",
    };
    const bad = (await itemAction((await run(`${base}/new`, "manager", itemMiddleware, params, fields)).args)) as unknown as Answer;
    expect(bad.init?.status).toBe(422);
    expect(bad.data.errors).toEqual({
      link_url: "A link is a path of the shop starting with / (like /products) or an address starting with http:// or https://.",
    });
    expect(bad.data.values?.title_vi).toBe("Bánh Tết");

    const created = (await settle(
      itemAction((await run(`${base}/new`, "manager", itemMiddleware, params, { ...fields, link_url: "/products?category=cakes" })).args),
    )) as Response;
    expect(created.status).toBe(303);
    expect(created.headers.get("Location")).toBe(`/admin/home/sections/${slideshow.id}`);
    const item = (await section("slideshow")).items.at(-1)!;
    expect(item.title).toEqual({ en: "Tết cakes", vi: "Bánh Tết" });
    expect((await visitorSees("/vi"))[0]!.items.at(-1)!.title).toBe("Bánh Tết");

    const edit = { sectionId: String(slideshow.id), id: String(item.id) };
    const loaded = (await itemLoader((await run(`${base}/${item.id}`, "manager", itemMiddleware, edit)).args)) as unknown as {
      data: { item: { id: number } };
    };
    expect(loaded.data.item.id).toBe(item.id);
    const saved = (await settle(
      itemAction(
        (
          await run(`/vi${base}/${item.id}`, "manager", itemMiddleware, edit, {
            ...fields,
            title_vi: "",
            link_url: "https://maivangbakery.example/tet",
            expected_updated_at: item.updated_at,
          })
        ).args,
      ),
    )) as Response;
    expect(saved.status).toBe(303);
    expect(saved.headers.get("Location")).toBe(`/vi/admin/home/sections/${slideshow.id}`);
    const edited = (await section("slideshow")).items.at(-1)!;
    expect(edited.missing_translations).toEqual(["title.vi"]);
    expect((await visitorSees("/vi"))[0]!.items.at(-1)).toMatchObject({
      title: "Tết cakes",
      link_url: "https://maivangbakery.example/tet",
    });

    const sectionPath = `/admin/home/sections/${slideshow.id}`;
    const moved = (await settle(
      sectionAction(
        (
          await run(
            sectionPath,
            "manager",
            sectionMiddleware,
            { id: String(slideshow.id) },
            { intent: "move-item", item_id: String(item.id), direction: "up", expected_updated_at: edited.updated_at },
          )
        ).args,
      ),
    )) as Response;
    expect(moved.status).toBe(303);
    expect((await section("slideshow")).items.at(-2)!.id).toBe(item.id);
    // An item of another section, through this section's page: 404.
    const customers = await section("customers");
    const foreign = (await sectionAction(
      (
        await run(
          sectionPath,
          "manager",
          sectionMiddleware,
          { id: String(slideshow.id) },
          { intent: "delete-item", confirmed: "1", item_id: String(customers.items[0]!.id) },
        )
      ).args,
    )) as unknown as Answer;
    expect(foreign.init?.status).toBe(404);
    const foreignEdit = await settle(
      itemLoader(
        (
          await run(`${base}/${customers.items[0]!.id}`, "manager", itemMiddleware, {
            sectionId: String(slideshow.id),
            id: String(customers.items[0]!.id),
          })
        ).args,
      ),
    );
    expect((foreignEdit as unknown as { init: ResponseInit }).init.status).toBe(404);

    const removed = (await settle(
      sectionAction(
        (
          await run(
            sectionPath,
            "manager",
            sectionMiddleware,
            { id: String(slideshow.id) },
            { intent: "delete-item", confirmed: "1", item_id: String(item.id) },
          )
        ).args,
      ),
    )) as Response;
    expect(removed.status).toBe(303);
    expect((await section("slideshow")).items.map((i) => i.id)).not.toContain(item.id);
    expect((await visitorSees("/"))[0]!.items.map((i) => i.id)).not.toContain(item.id);
    const audit = await testDb.db
      .selectFrom("audit_log")
      .select("action")
      .where("entity", "=", "home_item")
      .where("entity_id", "=", String(item.id))
      .orderBy("id")
      .execute();
    expect(audit.map((a) => a.action)).toEqual(["home.item.create", "home.item.update", "home.item.move", "home.item.delete"]);
  });

  it("a slide's picture uploaded with the form goes through the upload pipeline; the home page draws it with its AVIF and WebP copies; a text file is refused beside the field", async () => {
    const slideshow = await section("slideshow");
    const item = slideshow.items[0]!;
    const path = `/admin/home/sections/${slideshow.id}/items/${item.id}`;
    const params = { sectionId: String(slideshow.id), id: String(item.id) };
    const multipart = (file: Blob, name: string) => {
      const body = new FormData();
      const fields = {
        title_en: item.title.en,
        title_vi: item.title.vi,
        body_en: item.body.en,
        body_vi: item.body.vi,
        cta_label_en: item.cta_label.en,
        cta_label_vi: item.cta_label.vi,
        link_url: item.link_url ?? "",
        image_path: item.image_path ?? "",
        expected_updated_at: item.updated_at,
      };
      for (const [key, value] of Object.entries(fields)) body.set(key, value);
      body.set("image_file", file, name);
      return body;
    };
    const refused = (await itemAction(
      (
        await run(
          `/vi${path}`,
          "manager",
          itemMiddleware,
          params,
          multipart(new Blob([new Uint8Array(TEXT_FILE)], { type: "image/jpeg" }), "slide.jpg"),
        )
      ).args,
    )) as unknown as Answer;
    expect(refused.init?.status).toBe(422);
    expect(refused.data.errors).toEqual({ image_file: "Tệp này không phải là ảnh. Hãy tải lên ảnh JPEG, PNG hoặc WebP." });
    expect((await section("slideshow")).items[0]!.image_path).toBe(item.image_path);

    const png = await smallPng(1000, 750);
    const saved = (await settle(
      itemAction(
        (await run(path, "manager", itemMiddleware, params, multipart(new Blob([new Uint8Array(png)], { type: "image/png" }), "slide.png")))
          .args,
      ),
    )) as Response;
    expect(saved.status).toBe(303);
    const now = (await section("slideshow")).items[0]!;
    expect(now.image_path).toMatch(/^\/media\/[0-9a-f]{24}-1000\.webp$/);
    for (const lang of ["/", "/vi"] as const) {
      const image = (await visitorSees(lang))[0]!.items[0]!.image!;
      expect(image).toMatchObject({ src: now.image_path, width: 1000, height: 750 });
      expect(image.srcset?.avif).toMatch(/^\/media\/[0-9a-f]{24}-320\.avif 320w, .* 1000w$/);
      expect(image.srcset?.webp).toContain("-640.webp 640w");
    }
    // A seeded drawing stays a plain picture.
    expect((await visitorSees("/"))[0]!.items[1]!.image).toEqual({
      src: "/images/slides/custom-cakes.svg",
      width: 800,
      height: 600,
      srcset: null,
    });
  });

  it("the newest-products section has no item form: 404", async () => {
    const newest = await section("new_section");
    const res = await settle(
      itemLoader(
        (await run(`/admin/home/sections/${newest.id}/items/new`, "manager", itemMiddleware, { sectionId: String(newest.id), id: "new" }))
          .args,
      ),
    );
    expect((res as unknown as { init: ResponseInit }).init.status).toBe(404);
  });
});
