import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getShellContent } from "../../../server/domain/content/shell.service.ts";
import type { AdminMenu } from "../../../server/domain/content/menu-admin.service.ts";
import type { AdminSite } from "../../../server/domain/content/site-admin.service.ts";
import { adminPages, settle, type Answer as PageAnswer } from "../../../tests/support/admin-pages.ts";
import { createTestApp } from "../../../tests/support/app.ts";
import { createTestDb, type TestDb } from "../../../tests/support/db.ts";
import { middleware as categoriesMiddleware } from "./categories.tsx";
import { middleware as categoryMiddleware } from "./category.tsx";
import { middleware as menuMiddleware } from "./menu.tsx";
import { middleware as redirectsMiddleware } from "./redirects.tsx";
import { middleware as siteMiddleware } from "./site.tsx";
import {
  categoriesAction,
  categoriesLoader,
  categoryAction,
  categoryLoader,
  menuAction,
  menuLoader,
  redirectsAction,
  redirectsLoader,
  siteAction,
  siteLoader,
} from "./structure.server.ts";

// The site-structure pages as React Router runs them: the managers' only; each form posted without JavaScript (303
// back to its page; 422 with each field's message in the page's language and what was typed; 409 on a stale save;
// 404 for an unknown id); a visitor's next page shows the change (the shell's cache).

let testDb: TestDb;
const { signIn, run } = adminPages(["manager", "kitchen"]);

beforeAll(async () => {
  testDb = await createTestDb({ seed: true });
  await signIn(testDb, createTestApp(testDb));
});
afterAll(() => testDb.destroy());

type Answer = PageAnswer<{ id?: number }>;
type Loaded<T> = { data: T };

async function post<T>(
  action: (args: never) => Promise<T>,
  path: string,
  middleware: readonly unknown[],
  fields: Record<string, string>,
  params: Record<string, string> = {},
) {
  const { args } = await run(path, "manager", middleware, params, fields);
  return settle(action(args));
}

async function load<T>(
  loader: (args: never) => Promise<unknown>,
  path: string,
  middleware: readonly unknown[],
  params: Record<string, string> = {},
) {
  const { args } = await run(path, "manager", middleware, params);
  return ((await loader(args)) as Loaded<T>).data;
}

describe("the site-structure pages", () => {
  it("are the managers': the kitchen gets 403", async () => {
    for (const [path, middleware] of [
      ["/admin/categories", categoriesMiddleware],
      ["/vi/admin/categories/new", categoryMiddleware],
      ["/admin/menu", menuMiddleware],
      ["/vi/admin/site", siteMiddleware],
      ["/admin/redirects", redirectsMiddleware],
    ] as const) {
      expect((await run(path, "kitchen", middleware)).thrown?.init?.status, path).toBe(403);
      expect((await run(path, "manager", middleware)).thrown, path).toBeUndefined();
    }
  });

  it("categories: creates from the form, refuses bad fields beside them, saves with the version shown (stale → 409), refuses to delete one with products", async () => {
    const slug = `cat-${randomUUID().slice(0, 8)}`;
    const created = (await post(
      categoryAction,
      "/vi/admin/categories/new",
      categoryMiddleware,
      { slug, name_en: "Seasonal", name_vi: "Theo mùa", description_en: "", description_vi: "", position: "", image_path: "" },
      { id: "new" },
    )) as Response;
    expect(created.status).toBe(303);
    expect(created.headers.get("Location")).toBe("/vi/admin/categories");
    const list = await load<{ categories: { id: number; slug: string; updated_at: string; name: { en: string } }[] }>(
      categoriesLoader,
      "/admin/categories",
      categoriesMiddleware,
    );
    const category = list.categories.find((c) => c.slug === slug)!;

    const bad = (await post(
      categoryAction,
      "/vi/admin/categories/new",
      categoryMiddleware,
      { slug: "Có Dấu", name_en: "", name_vi: "Tên", position: "abc" },
      { id: "new" },
    )) as unknown as Answer;
    expect(bad.init?.status).toBe(422);
    expect(bad.data.errors).toMatchObject({ name_en: "Tên dài từ 1 đến 80 ký tự.", position: "Vị trí là số nguyên từ 0 đến 9.999." });
    expect(bad.data.errors?.slug).toContain("chữ thường");
    expect(bad.data.values).toMatchObject({ slug: "Có Dấu", name_vi: "Tên" });

    const shown = await load<{ category: { updated_at: string } }>(categoryLoader, `/admin/categories/${category.id}`, categoryMiddleware, {
      id: String(category.id),
    });
    const fields = {
      slug,
      name_en: "Seasonal treats",
      name_vi: "Theo mùa",
      description_en: "",
      description_vi: "",
      position: "3",
      image_path: "",
      expected_updated_at: shown.category.updated_at,
    };
    expect(
      (
        (await post(categoryAction, `/admin/categories/${category.id}`, categoryMiddleware, fields, {
          id: String(category.id),
        })) as Response
      ).status,
    ).toBe(303);
    const stale = (await post(
      categoryAction,
      `/admin/categories/${category.id}`,
      categoryMiddleware,
      { ...fields, name_en: "Late" },
      { id: String(category.id) },
    )) as unknown as Answer;
    expect(stale.init?.status).toBe(409);
    expect(stale.data.values).toBeUndefined();
    expect(
      (
        await testDb.db
          .selectFrom("category_translations")
          .select("name")
          .where("category_id", "=", category.id)
          .where("locale", "=", "en")
          .executeTakeFirstOrThrow()
      ).name,
    ).toBe("Seasonal treats");

    const cakes = list.categories.find((c) => c.slug === "cakes")!;
    const refused = (await post(categoriesAction, "/admin/categories", categoriesMiddleware, {
      intent: "delete",
      confirmed: "1",
      id: String(cakes.id),
    })) as unknown as Answer;
    expect(refused.init?.status).toBe(409);
    expect(refused.data).toMatchObject({ id: cakes.id, message: expect.stringMatching(/still has \d+ product\(s\)/) });
    const deleted = (await post(categoriesAction, "/admin/categories", categoriesMiddleware, {
      intent: "delete",
      confirmed: "1",
      id: String(category.id),
    })) as Response;
    expect(deleted.status).toBe(303);
    await expect(
      run("/admin/categories/999999", "manager", categoryMiddleware, { id: "999999" }).then(({ args }) => categoryLoader(args)),
    ).rejects.toMatchObject({ init: { status: 404 } });
  });

  it("menu: adds an item and a child the visitor's next page shows in both languages; javascript: refused beside the link; a stale version is 409", async () => {
    await getShellContent(testDb.db, "vi");
    let { menu } = await load<{ menu: AdminMenu }>(menuLoader, "/vi/admin/menu", menuMiddleware);
    const added = (await post(menuAction, "/vi/admin/menu", menuMiddleware, {
      intent: "save",
      title_en: "Gifts",
      title_vi: "Quà tặng",
      url: "/products?category=cakes",
      target: "",
      icon: "",
      parent_id: "",
      expected_version: menu.version,
    })) as Response;
    expect(added.status).toBe(303);
    expect(added.headers.get("Location")).toBe("/vi/admin/menu");
    menu = (await load<{ menu: AdminMenu }>(menuLoader, "/vi/admin/menu", menuMiddleware)).menu;
    const gifts = menu.items.find((i) => i.title.en === "Gifts")!;
    const child = (await post(menuAction, "/admin/menu", menuMiddleware, {
      intent: "save",
      title_en: "Gift boxes",
      title_vi: "Hộp quà",
      url: "/news",
      target: "_self",
      icon: "gift",
      parent_id: String(gifts.id),
      expected_version: menu.version,
    })) as Response;
    expect(child.status).toBe(303);
    for (const [lang, title, sub] of [
      ["vi", "Quà tặng", "Hộp quà"],
      ["en", "Gifts", "Gift boxes"],
    ] as const) {
      const shell = await getShellContent(testDb.db, lang);
      expect(shell.menu?.find((i) => i.title === title)?.children.map((c) => c.title)).toEqual([sub]);
    }

    const bad = (await post(menuAction, "/vi/admin/menu", menuMiddleware, {
      intent: "save",
      title_en: "x",
      title_vi: "",
      url: "javascript:alert(1)",
      target: "",
      icon: "",
      parent_id: "",
      expected_version: menu.version,
    })) as unknown as Answer;
    expect(bad.init?.status).toBe(422);
    expect(bad.data.errors?.url).toContain("https://");
    expect(bad.data.errors?.title_vi).toBe("Tiêu đề dài từ 1 đến 60 ký tự.");
    expect(bad.data.values).toMatchObject({ url: "javascript:alert(1)", id: "" });

    const stale = (await post(menuAction, "/admin/menu", menuMiddleware, {
      intent: "move",
      id: String(gifts.id),
      direction: "up",
      expected_version: menu.version,
    })) as unknown as Answer;
    expect(stale.init?.status).toBe(409);
    expect(stale.data.message).toContain("Someone else changed the menu");
    menu = (await load<{ menu: AdminMenu }>(menuLoader, "/admin/menu?edit=" + gifts.id, menuMiddleware)).menu;
    // Posted without `confirmed=1` (a form without JavaScript, the first click): nothing removed, the page asks.
    const asked = (await post(menuAction, "/vi/admin/menu", menuMiddleware, {
      intent: "delete",
      id: String(gifts.id),
      expected_version: menu.version,
    })) as Response;
    expect(asked.status).toBe(303);
    expect(asked.headers.get("location")).toBe(`/vi/admin/menu?confirm=delete&confirm.id=${gifts.id}#confirm-delete`);
    expect((await getShellContent(testDb.db, "en")).menu?.some((i) => i.title === "Gifts")).toBe(true);
    const removed = (await post(menuAction, "/admin/menu", menuMiddleware, {
      intent: "delete",
      confirmed: "1",
      id: String(gifts.id),
      expected_version: menu.version,
    })) as Response;
    expect(removed.status).toBe(303);
    expect((await getShellContent(testDb.db, "en")).menu?.some((i) => i.title === "Gifts")).toBe(false);
  });

  it("site: saves the phone, which the visitor's next page shows in the header and the footer; a bad phone, e-mail and link are refused beside them", async () => {
    await getShellContent(testDb.db, "en");
    const { site } = await load<{ site: AdminSite }>(siteLoader, "/admin/site", siteMiddleware);
    const fields: Record<string, string> = {
      name_en: site.name.en,
      name_vi: site.name.vi,
      tagline_en: site.tagline.en,
      tagline_vi: site.tagline.vi,
      phone: "(713) 555-0177",
      email: site.email,
      ...site.address,
      about_en: site.about.en,
      about_vi: site.about.vi,
      hours_label_en: site.hours_label.en,
      hours_label_vi: site.hours_label.vi,
      copyright_en: site.copyright.en,
      copyright_vi: site.copyright.vi,
      expected_version: site.version,
    };
    for (const h of site.hours) {
      fields[`hours.${h.day}.opens`] = h.opens;
      fields[`hours.${h.day}.closes`] = h.closes;
    }
    site.socials.forEach((s, n) => {
      fields[`socials.${n}.network`] = s.network;
      fields[`socials.${n}.url`] = s.url;
    });
    const bad = (await post(siteAction, "/vi/admin/site", siteMiddleware, {
      ...fields,
      phone: "gọi tôi",
      email: "x@",
      "socials.4.network": "zalo",
      "socials.4.url": "javascript:x",
      "hours.1.opens": "09:00",
    })) as unknown as Answer;
    expect(bad.init?.status).toBe(422);
    expect(bad.data.errors).toMatchObject({
      email: "Đây không phải là địa chỉ email.",
      "socials.4.url": expect.stringContaining("https://"),
      "hours.1.closes": expect.stringContaining("HH:MM"),
    });
    expect(bad.data.errors?.phone).toContain("chữ số");
    expect(bad.data.values).toMatchObject({ phone: "gọi tôi" });

    site.columns.forEach((column, c) => {
      fields[`columns.${c}.title_en`] = column.title.en;
      fields[`columns.${c}.title_vi`] = column.title.vi;
      column.links.forEach((link, l) => {
        fields[`columns.${c}.links.${l}.label_en`] = link.label.en;
        fields[`columns.${c}.links.${l}.label_vi`] = link.label.vi;
        fields[`columns.${c}.links.${l}.url`] = link.url;
      });
    });
    // A row emptied is removed; a bad link in a later row is refused beside that row (the rows' numbers are the form's).
    const last = site.columns.length - 1;
    const badLink = (await post(siteAction, "/admin/site", siteMiddleware, {
      ...fields,
      "columns.0.links.0.label_en": "",
      "columns.0.links.0.label_vi": "",
      "columns.0.links.0.url": "",
      "columns.0.links.2.url": "javascript:alert(1)",
    })) as unknown as Answer;
    expect(badLink.init?.status).toBe(422);
    expect(Object.keys(badLink.data.errors ?? {})).toEqual(["columns.0.links.2.url"]);
    fields[`columns.${last}.links.0.label_vi`] = "Tin mới nhất!";

    const saved = (await post(siteAction, "/admin/site", siteMiddleware, fields)) as Response;
    expect(saved.status).toBe(303);
    for (const lang of ["en", "vi"] as const) {
      const shell = await getShellContent<{ phone: string }>(testDb.db, lang);
      expect(shell.shop?.phone).toBe("(713) 555-0177");
      expect(shell.footer?.phone).toBe("(713) 555-0177");
    }
    const footerVi = await getShellContent<{ columns: { links: { label: string }[] }[] }>(testDb.db, "vi");
    expect(footerVi.footer?.columns.at(-1)?.links[0]?.label).toBe("Tin mới nhất!");
    const stale = (await post(siteAction, "/admin/site", siteMiddleware, { ...fields, phone: "713-555-0100" })) as unknown as Answer;
    expect(stale.init?.status).toBe(409);
  });

  it("redirects: adds, searches, edits with the version shown, refuses a shop route beside the path, deletes", async () => {
    const from = `/old-${randomUUID().slice(0, 8)}`;
    const added = (await post(redirectsAction, "/vi/admin/redirects", redirectsMiddleware, {
      intent: "save",
      from,
      to: "/news",
      status: "302",
    })) as Response;
    expect(added.status).toBe(303);
    expect(added.headers.get("Location")).toBe("/vi/admin/redirects");
    const found = await load<{ redirects: { id: number; from: string; status: number; updated_at: string }[] }>(
      redirectsLoader,
      `/admin/redirects?q=${from.slice(1)}`,
      redirectsMiddleware,
    );
    expect(found.redirects).toHaveLength(1);
    const rule = found.redirects[0]!;
    expect(rule).toMatchObject({ from, status: 302 });
    const editing = await load<{ editing: { id: number } | null }>(
      redirectsLoader,
      `/admin/redirects?edit=${rule.id}`,
      redirectsMiddleware,
    );
    expect(editing.editing?.id).toBe(rule.id);

    const edited = (await post(redirectsAction, "/admin/redirects", redirectsMiddleware, {
      intent: "save",
      id: String(rule.id),
      from,
      to: "/contact",
      status: "301",
      expected_updated_at: rule.updated_at,
    })) as Response;
    expect(edited.status).toBe(303);
    const stale = (await post(redirectsAction, "/admin/redirects", redirectsMiddleware, {
      intent: "save",
      id: String(rule.id),
      from,
      to: "/news",
      status: "301",
      expected_updated_at: rule.updated_at,
    })) as unknown as Answer;
    expect(stale.init?.status).toBe(409);

    const reserved = (await post(redirectsAction, "/vi/admin/redirects", redirectsMiddleware, {
      intent: "save",
      from: "/cart",
      to: "/",
      status: "301",
    })) as unknown as Answer;
    expect(reserved.init?.status).toBe(422);
    expect(reserved.data.errors?.from).toBe("/cart là đường dẫn riêng của trang: quy tắc từ đó sẽ không bao giờ được dùng.");
    expect(reserved.data.values).toMatchObject({ from: "/cart" });

    const deleted = (await post(redirectsAction, "/admin/redirects", redirectsMiddleware, {
      intent: "delete",
      confirmed: "1",
      id: String(rule.id),
    })) as Response;
    expect(deleted.status).toBe(303);
    const unknown = (await post(redirectsAction, "/admin/redirects", redirectsMiddleware, {
      intent: "delete",
      confirmed: "1",
      id: String(rule.id),
    })) as unknown as Answer;
    expect(unknown.init?.status).toBe(404);
  });
});
