import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminPages, settle, type Answer as PageAnswer } from "../../../tests/support/admin-pages.ts";
import { createTestApp } from "../../../tests/support/app.ts";
import { createTestDb, type TestDb } from "../../../tests/support/db.ts";
import type { ModifierGroupView } from "../../../server/domain/catalog/modifier-groups-admin.service.ts";
import { middleware as groupMiddleware } from "./modifier-group.tsx";
import { middleware as groupsMiddleware } from "./modifier-groups.tsx";
import {
  modifierGroupAction,
  modifierGroupLoader,
  modifierGroupsLoader,
  type ChoiceRow,
  type ModifierGroupListItem,
} from "./modifier-groups.server.ts";

// The add-on groups' pages as React Router runs them: the catalog's staff only; the form posted without JavaScript,
// prices in dollars, one row an add-on with empty rows left out (303 to the group; 422 with each message beside its
// field, in the page's language, and what was typed; 409 on a stale save with the group as it is now; 404 for an
// unknown group); an edit keeps its add-ons' ids; delete asks first, then the products offering it no longer do.

let testDb: TestDb;
let app: ReturnType<typeof createTestApp>;
const { signIn, run } = adminPages(["manager", "kitchen"]);
let managerCookie = "";

beforeAll(async () => {
  testDb = await createTestDb({ seed: true });
  app = createTestApp(testDb);
  managerCookie = (await signIn(testDb, app)).manager.cookie;
});
afterAll(() => testDb.destroy());

type Answer = PageAnswer<{ rows?: ChoiceRow[]; current?: ModifierGroupView }>;

/** The form as a browser posts it: the group's fields, then each row's (a row is [label_en, label_vi, price, extra…]). */
function form(fields: Record<string, string> = {}, rows: [string, string][][] = EXTRAS_ROWS): [string, string][] {
  const base: Record<string, string> = {
    intent: "save",
    name_en: `Bánh mì extras ${randomUUID().slice(0, 6)}`,
    name_vi: "Món thêm cho bánh mì",
    min_choices: "0",
    max_choices: "2",
    max_per_choice: "1",
    total: "",
    ...fields,
  };
  return [...Object.entries(base), ...rows.flatMap((row, n) => row.map(([k, v]) => [`choices.${n}.${k}`, v] as [string, string]))];
}

const EXTRAS_ROWS: [string, string][][] = [
  [
    ["label_en", "Pâté"],
    ["label_vi", "Pa tê"],
    ["price", "1"],
  ],
  [
    ["label_en", "Fried egg"],
    ["label_vi", "Trứng ốp la"],
    ["price", "$1.50"],
    ["allergens", "egg"],
  ],
  // An empty row, as the form always carries some: left out.
  [
    ["label_en", ""],
    ["label_vi", ""],
    ["price", ""],
  ],
];

async function post(path: string, id: string, fields: [string, string][]) {
  const { args } = await run(path, "manager", groupMiddleware, { id }, fields);
  return settle(modifierGroupAction(args));
}

async function shown(path: string, id: string) {
  const { args } = await run(path, "manager", groupMiddleware, { id });
  return ((await modifierGroupLoader(args)) as unknown as { data: { group: ModifierGroupView; saved: string | null } }).data;
}

async function listed(path = "/admin/modifier-groups") {
  const { args } = await run(path, "manager", groupsMiddleware);
  return ((await modifierGroupsLoader(args)) as unknown as { data: { groups: ModifierGroupListItem[]; saved: string | null } }).data;
}

const idFrom = (answer: Response) => Number(/modifier-groups\/(\d+)\?/.exec(answer.headers.get("Location") ?? "")?.[1]);

async function created(fields: [string, string][] = form()) {
  const answer = (await post("/admin/modifier-groups/new", "new", fields)) as Response;
  expect(answer.status).toBe(303);
  return idFrom(answer);
}

describe("the add-on groups' pages", () => {
  it("are the catalog's staff's: the kitchen gets 403", async () => {
    for (const [path, middleware] of [
      ["/admin/modifier-groups", groupsMiddleware],
      ["/vi/admin/modifier-groups/new", groupMiddleware],
    ] as const) {
      expect((await run(path, "kitchen", middleware)).thrown?.init?.status, path).toBe(403);
      expect((await run(path, "manager", middleware)).thrown, path).toBeUndefined();
    }
  });

  it("creates a group from dollars, the empty row left out (303 to its page, saying so); the list shows it with its rule in words", async () => {
    const fields = form();
    const answer = (await post("/vi/admin/modifier-groups/new", "new", fields)) as Response;
    expect(answer.status).toBe(303);
    const id = idFrom(answer);
    expect(answer.headers.get("Location")).toBe(`/vi/admin/modifier-groups/${id}?saved=created`);
    const page = await shown(`/vi/admin/modifier-groups/${id}?saved=created`, String(id));
    expect(page.saved).toBe("created");
    expect(page.group).toMatchObject({
      name_en: fields.find(([k]) => k === "name_en")![1],
      name_vi: "Món thêm cho bánh mì",
      min_choices: 0,
      max_choices: 2,
      total: null,
      choices: [
        { label_en: "Pâté", label_vi: "Pa tê", price_delta_cents: 100, is_default: false, allergens: [] },
        { label_en: "Fried egg", label_vi: "Trứng ốp la", price_delta_cents: 150, allergens: ["egg"] },
      ],
    });

    const list = await listed("/vi/admin/modifier-groups");
    expect(list.groups.find((g) => g.id === id)).toMatchObject({
      name_vi: "Món thêm cho bánh mì",
      choices: 2,
      products: 0,
      max_choices: 2,
    });
  });

  it("refuses a missing Vietnamese label beside its row, in the page's language, keeping what was typed", async () => {
    const rows: [string, string][][] = [
      ...EXTRAS_ROWS.slice(0, 1),
      // An empty row between two filled ones: the message still names the row as the form shows it.
      [
        ["label_en", ""],
        ["label_vi", ""],
      ],
      [
        ["label_en", "Jalapeño"],
        ["label_vi", ""],
        ["price", "abc"],
      ],
    ];
    const vi = (await post("/vi/admin/modifier-groups/new", "new", form({ name_vi: "Thêm" }, rows))) as unknown as Answer;
    expect(vi.init?.status).toBe(422);
    expect(vi.data.message).toBe("Vui lòng kiểm tra lại các ô được đánh dấu.");
    expect(vi.data.errors).toEqual({
      "choices.2.label_vi": "Mỗi món thêm cần có tên bằng tiếng Anh và tiếng Việt.",
      "choices.2.price": "Giá món thêm từ $0.00 trở lên (tối đa $10,000.00).",
    });
    expect(vi.data.values).toMatchObject({ name_vi: "Thêm", max_choices: "2" });
    expect(vi.data.rows?.[2]).toMatchObject({ label_en: "Jalapeño", price: "abc" });
    expect(vi.data.rows).toHaveLength(3);

    const en = (await post("/admin/modifier-groups/new", "new", form({ name_en: " " }, rows))) as unknown as Answer;
    expect(en.init?.status).toBe(422);
    expect(en.data.errors).toMatchObject({
      name_en: "Give the add-on group a name in English and in Vietnamese.",
      "choices.2.label_vi": "Give each add-on a label in English and in Vietnamese.",
      "choices.2.price": "An add-on's price is $0.00 or more (at most $10,000.00).",
    });
  });

  it("refuses rules that do not hold together: fewest above most, a total the limits cannot reach, no add-on at all", async () => {
    const minAboveMax = (await post(
      "/admin/modifier-groups/new",
      "new",
      form({ min_choices: "2", max_choices: "1" }),
    )) as unknown as Answer;
    expect(minAboveMax.init?.status).toBe(422);
    expect(minAboveMax.data.errors).toEqual({ min_choices: "The fewest choices cannot be more than the most." });

    const unreachable = (await post(
      "/vi/admin/modifier-groups/new",
      "new",
      form({ max_choices: "2", max_per_choice: "2", total: "6" }),
    )) as unknown as Answer;
    expect(unreachable.init?.status).toBe(422);
    expect(unreachable.data.errors).toEqual({ total: "Với các giới hạn này thì không thể đạt được tổng đó." });
    expect(unreachable.data.values?.total).toBe("6");

    const none = (await post("/admin/modifier-groups/new", "new", form({}, [EXTRAS_ROWS[2]!]))) as unknown as Answer;
    expect(none.init?.status).toBe(422);
    expect(none.data.errors).toMatchObject({ choices: "A group needs at least one add-on." });

    // A box of six: six in all, up to six of one flavour.
    const box = await created(
      form({ name_en: `Box of 6 ${randomUUID().slice(0, 6)}`, min_choices: "1", max_choices: "2", max_per_choice: "6", total: "6" }),
    );
    const list = await listed();
    expect(list.groups.find((g) => g.id === box)).toMatchObject({ total: 6, max_per_choice: 6, choices: 2 });
  });

  it("edits with the version it showed, keeping the add-ons' ids; a removed one is gone; a stale save is 409 with the group as it is now", async () => {
    const id = await created();
    const before = (await shown(`/admin/modifier-groups/${id}`, String(id))).group;
    const [pate, egg] = before.choices;
    const saved = (await post(
      `/admin/modifier-groups/${id}`,
      String(id),
      form({ name_en: before.name_en, max_choices: "2", expected_updated_at: before.updated_at }, [
        [
          ["id", String(pate!.id)],
          ["label_en", "Pâté"],
          ["label_vi", "Pa tê"],
          ["price", "1.25"],
          ["is_default", "1"],
        ],
        [
          ["id", String(egg!.id)],
          ["label_en", "Fried egg"],
          ["label_vi", "Trứng ốp la"],
          ["price", "1.50"],
          ["remove", "1"],
        ],
        [
          ["label_en", "No cilantro"],
          ["label_vi", "Không ngò"],
          ["price", ""],
        ],
      ]),
    )) as Response;
    expect(saved.status).toBe(303);
    expect(saved.headers.get("Location")).toBe(`/admin/modifier-groups/${id}?saved=updated`);
    const after = (await shown(`/admin/modifier-groups/${id}`, String(id))).group;
    expect(after.choices.map((c) => [c.id === pate!.id, c.label_en, c.price_delta_cents, c.is_default])).toEqual([
      [true, "Pâté", 125, true],
      [false, "No cilantro", 0, false],
    ]);
    expect(after.choices.some((c) => c.id === egg!.id)).toBe(false);

    const stale = (await post(
      `/vi/admin/modifier-groups/${id}`,
      String(id),
      form({ name_en: "Too late", expected_updated_at: before.updated_at }),
    )) as unknown as Answer;
    expect(stale.init?.status).toBe(409);
    expect(stale.data.message).toBe("Có người khác vừa sửa nhóm món thêm này. Đây là bản hiện tại: kiểm tra lại rồi lưu lần nữa.");
    expect(stale.data.values).toBeUndefined();
    expect(stale.data.current).toMatchObject({
      updated_at: after.updated_at,
      choices: [{ label_en: "Pâté" }, { label_en: "No cilantro" }],
    });
    expect((await shown(`/admin/modifier-groups/${id}`, String(id))).group.name_en).toBe(after.name_en);

    // Another group's add-on id is not this group's: said beside its row, as the form numbers it.
    const otherId = await created();
    const other = (await shown(`/admin/modifier-groups/${otherId}`, String(otherId))).group;
    const foreign = (await post(
      `/admin/modifier-groups/${id}`,
      String(id),
      form({ name_en: after.name_en, max_choices: "1", expected_updated_at: after.updated_at }, [
        EXTRAS_ROWS[2]!,
        [
          ["id", String(other.choices[0]!.id)],
          ["label_en", "Pâté"],
          ["label_vi", "Pa tê"],
        ],
      ]),
    )) as unknown as Answer;
    expect(foreign.init?.status).toBe(422);
    expect(foreign.data.errors).toEqual({ "choices.1.id": "This add-on is not one of this group's." });
    expect(foreign.data.rows?.[1]?.id).toBe(String(other.choices[0]!.id));
  });

  it("delete asks first; confirmed, the group is gone and the products that offered it no longer do (303 to the list, saying so)", async () => {
    const id = await created();
    const product = await testDb.db
      .selectFrom("products")
      .select(["id", "updated_at"])
      .where("slug", "=", "banh-mi-dac-biet")
      .executeTakeFirstOrThrow();
    const attach = await app.request(`/api/v1/admin/products/${product.id}/modifier-groups`, {
      method: "PUT",
      headers: { "Content-Type": "application/json", Cookie: managerCookie },
      body: JSON.stringify({ group_ids: [id], expected_updated_at: product.updated_at }),
    });
    expect(attach.status).toBe(200);
    expect((await listed()).groups.find((g) => g.id === id)?.products).toBe(1);
    expect((await shown(`/admin/modifier-groups/${id}`, String(id))).group.products.map((p) => p.id)).toEqual([product.id]);

    const asked = (await post(`/vi/admin/modifier-groups/${id}`, String(id), [["intent", "delete"]])) as Response;
    expect(asked.status).toBe(303);
    expect(asked.headers.get("Location")).toBe(`/vi/admin/modifier-groups/${id}?confirm=delete#confirm-delete`);
    expect((await listed()).groups.some((g) => g.id === id)).toBe(true);

    const deleted = (await post(`/vi/admin/modifier-groups/${id}`, String(id), [
      ["intent", "delete"],
      ["confirmed", "1"],
    ])) as Response;
    expect(deleted.status).toBe(303);
    expect(deleted.headers.get("Location")).toBe("/vi/admin/modifier-groups?saved=deleted");
    expect((await listed("/vi/admin/modifier-groups?saved=deleted")).saved).toBe("deleted");
    expect((await listed()).groups.some((g) => g.id === id)).toBe(false);
    const offered = await testDb.db.selectFrom("product_modifier_groups").select("group_id").where("product_id", "=", product.id).execute();
    expect(offered.map((o) => o.group_id)).not.toContain(id);
  });

  it("is the 404 page for a group that is not there, or an address that is no group's", async () => {
    for (const id of ["999999", "abc", "0"]) {
      const { args } = await run(`/admin/modifier-groups/${id}`, "manager", groupMiddleware, { id });
      await expect(modifierGroupLoader(args), id).rejects.toMatchObject({ init: { status: 404 } });
      const save = (await post(
        `/admin/modifier-groups/${id}`,
        id,
        form({ expected_updated_at: "2026-01-01T00:00:00.000Z" }),
      )) as unknown as {
        init?: ResponseInit;
      };
      expect(save.init?.status, id).toBe(404);
    }
    const gone = (await post("/admin/modifier-groups/999999", "999999", [
      ["intent", "delete"],
      ["confirmed", "1"],
    ])) as unknown as { init?: ResponseInit };
    expect(gone.init?.status).toBe(404);
  });
});
