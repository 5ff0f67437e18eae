import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, JSON_HEADERS } from "../../tests/support/app.ts";
import { createTestDb, type TestDb } from "../../tests/support/db.ts";
import { joinWaitlist } from "../domain/campaigns/waitlist.service.ts";

// The storefront's seasonal pre-orders through the API: the seeded Tết campaign (open) and Mid-Autumn one (upcoming),
// a draft nobody sees, and a full pickup day's waitlist.

let testDb: TestDb;
/** Behind a proxy: each test gives its own X-Forwarded-For, so the waitlist's rate limit does not leak between tests. */
let app: ReturnType<typeof createTestApp>;
let ipCount = 0;
const nextIp = () => `203.0.113.${++ipCount}`;

let tetDays: { id: number; date: string }[] = [];

beforeAll(async () => {
  testDb = await createTestDb({ seed: true });
  app = createTestApp(testDb, { TRUST_PROXY: "true" });
  const tet = await testDb.db.selectFrom("campaigns").select("id").where("slug", "=", "tet").executeTakeFirstOrThrow();
  tetDays = await testDb.db
    .selectFrom("campaign_pickup_days")
    .select(["id", "date"])
    .where("campaign_id", "=", tet.id)
    .orderBy("date")
    .execute();
  // The first pickup day is full; the second has 12 left.
  await testDb.db.updateTable("campaign_pickup_days").set({ reserved_units: 60 }).where("id", "=", tetDays[0]!.id).execute();
  await testDb.db.updateTable("campaign_pickup_days").set({ reserved_units: 48 }).where("id", "=", tetDays[1]!.id).execute();
  const at = new Date().toISOString();
  const draft = await testDb.db
    .insertInto("campaigns")
    .values({
      slug: "secret-sale",
      name_en: "Secret",
      name_vi: "Bí mật",
      opens_at: new Date(Date.now() - 86_400_000).toISOString(),
      closes_at: new Date(Date.now() + 30 * 86_400_000).toISOString(),
      is_published: 0,
      created_at: at,
      updated_at: at,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  await testDb.db.insertInto("slugs").values({ slug: "secret-sale", kind: "campaign", entity_id: draft.id }).execute();
});
afterAll(() => testDb.destroy());

const headers = (lang: "en" | "vi" = "en", ip = nextIp()) => ({
  ...JSON_HEADERS,
  "Http-Accept-Language": lang === "vi" ? "vi_VN" : "en_US",
  "X-Forwarded-For": ip,
});

async function get(path: string, lang: "en" | "vi" = "en") {
  const res = await app.request(`/api/v1${path}`, { headers: headers(lang) });
  return { status: res.status, body: await res.json(), res };
}

async function join(slug: string, body: unknown, lang: "en" | "vi" = "en", ip = nextIp()) {
  const res = await app.request(`/api/v1/campaigns/${slug}/waitlist`, {
    method: "POST",
    headers: headers(lang, ip),
    body: JSON.stringify(body),
  });
  return { status: res.status, body: await res.json(), res };
}

describe("GET /campaigns and /campaigns/{slug}", () => {
  it("lists the open Tết campaign and the upcoming Mid-Autumn one, not the draft, with days, deposit and products", async () => {
    const { status, body, res } = await get("/campaigns");
    expect(status).toBe(200);
    // A public read, cached as the catalog's is.
    expect(res.headers.get("cache-control")).toBe((await get("/products")).res.headers.get("cache-control"));
    const slugs = body.data.map((c: { slug: string }) => c.slug);
    expect(slugs).toEqual(["tet", "trung-thu"]);
    const [tet, moon] = body.data;
    expect(tet).toMatchObject({
      state: "open",
      deposit: { kind: "percent", value: 30 },
      cancel_until_days: 7,
      time_zone: "America/Chicago",
    });
    expect(tet.name).toMatch(/^Tết \d{4} pre-orders$/);
    expect(tet.pickup_days).toHaveLength(9);
    expect(tet.pickup_days[0]).toMatchObject({ start: "08:00", end: "18:00", remaining_units: 0, full: true });
    expect(tet.pickup_days[1]).toMatchObject({ remaining_units: 12, full: false });
    expect(tet.products.map((p: { slug: string }) => p.slug)).toEqual(["banh-chung", "banh-tet", "mut-tet-tray"]);
    expect(tet.products[0].per_customer_limit).toBe(10);
    expect(moon).toMatchObject({ state: "upcoming", deposit: { kind: "none", value: 0 } });
    expect(JSON.stringify(body)).not.toContain("secret-sale");
  });

  it("gives one campaign by slug, in Vietnamese when asked", async () => {
    const { status, body } = await get("/campaigns/tet", "vi");
    expect(status).toBe(200);
    expect(body.data.name).toMatch(/^Đặt bánh Tết \d{4}$/);
    expect(body.data.body).toContain("Tuần trước Tết");
    expect(body.data.products[0].name).toBeTruthy();
  });

  it("answers 404 for an unknown slug and for a draft, in the request's language", async () => {
    for (const slug of ["no-such-campaign", "secret-sale", "banh-chung"]) {
      const { status, body } = await get(`/campaigns/${slug}`, "vi");
      expect(status, slug).toBe(404);
      expect(body.message).toBe("Đợt đặt trước này không tồn tại hoặc không còn hiển thị.");
    }
  });

  it("is what /pages/{slug} resolves the slug to as well", async () => {
    const { status, body } = await get("/pages/tet");
    expect(status).toBe(200);
    expect(body.data.kind).toBe("campaign");
    expect(body.data.data.slug).toBe("tet");
    expect((await get("/pages/secret-sale")).status).toBe(404);
  });
});

describe("POST /campaigns/{slug}/waitlist", () => {
  it("puts an e-mail on a full day's list once: the second time says it is there already", async () => {
    const date = tetDays[0]!.date;
    const first = await join("tet", { date, email: "  Lan.Wait@Example.com " });
    expect(first.status).toBe(201);
    expect(first.body.data).toEqual({ date, email: "lan.wait@example.com", already: false });
    expect(first.body.message).toMatch(/^You are on the waitlist for \w+day, /);
    const again = await join("tet", { date, email: "lan.wait@example.com" }, "vi");
    expect(again.status).toBe(200);
    expect(again.body.data.already).toBe(true);
    expect(again.body.message).toMatch(/^Bạn đã có tên trong danh sách chờ ngày Thứ .+ rồi\./);
    const rows = await testDb.db.selectFrom("campaign_waitlist").selectAll().where("email", "=", "lan.wait@example.com").execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ pickup_day_id: tetDays[0]!.id, locale: "en", notified_at: null });
  });

  it("keeps one row when the same e-mail joins 20 times at once", async () => {
    const date = tetDays[0]!.date;
    const answers = await Promise.all(Array.from({ length: 20 }, () => join("tet", { date, email: "rush@example.com" })));
    expect(answers.map((a) => a.status).sort()).toEqual([...Array(19).fill(200), 201]);
    const rows = await testDb.db.selectFrom("campaign_waitlist").select("id").where("email", "=", "rush@example.com").execute();
    expect(rows).toHaveLength(1);
  });

  it("refuses a day that still has room, a date the campaign has no pickup on, and bad fields, with a clear 422", async () => {
    const open = await join("tet", { date: tetDays[1]!.date, email: "early@example.com" });
    expect(open.status).toBe(422);
    expect(open.body.message).toMatch(/still has room: you can pre-order for it now/);
    expect(open.body.errors.date).toEqual([open.body.message]);

    const unknown = await join("tet", { date: "2020-01-01", email: "early@example.com" }, "vi");
    expect(unknown.status).toBe(422);
    expect(unknown.body.message).toBe("Đợt này không có ngày nhận bánh vào ngày đó. Bạn hãy chọn một ngày nhận bánh của đợt.");

    const bad = await join("tet", { date: "tomorrow", email: "not-an-email" });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(["date", "email"]);
    expect(bad.body.errors.date).toEqual(["Choose one of the campaign's pickup days."]);

    const none = await testDb.db.selectFrom("campaign_waitlist").select("id").where("email", "=", "early@example.com").execute();
    expect(none).toEqual([]);
  });

  it("answers 404 for a draft or unknown campaign", async () => {
    expect((await join("secret-sale", { date: tetDays[0]!.date, email: "x@example.com" })).status).toBe(404);
    expect((await join("nothing-here", { date: tetDays[0]!.date, email: "x@example.com" })).status).toBe(404);
  });

  it("limits joins per client address, with Retry-After", async () => {
    const ip = nextIp();
    const date = tetDays[0]!.date;
    for (let i = 0; i < 10; i++) expect((await join("tet", { date, email: `many${i}@example.com` }, "en", ip)).status).toBe(201);
    const refused = await join("tet", { date, email: "many10@example.com" }, "en", ip);
    expect(refused.status).toBe(429);
    expect(Number(refused.res.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  it("refuses once orders have closed (the service, at a later instant)", async () => {
    const tet = await testDb.db.selectFrom("campaigns").select("closes_at").where("slug", "=", "tet").executeTakeFirstOrThrow();
    const after = new Date(Date.parse(tet.closes_at) + 1000);
    const result = await joinWaitlist(
      testDb.db,
      { slug: "tet", date: tetDays[0]!.date, email: "late@example.com", locale: "en", ip: "198.51.100.9" },
      after,
    );
    expect(result).toEqual({ status: "closed" });
  });
});
