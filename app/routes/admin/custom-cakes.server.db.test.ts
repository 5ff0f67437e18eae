import sharp from "sharp";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { shopTimeZone } from "../../../server/domain/content/theme.service.ts";
import { openingOn } from "../../../server/domain/custom-cakes/custom-cakes.service.ts";
import { addDays, localDateAt } from "../../../server/domain/fulfilment/shop-time.ts";
import { adminPages, settle, type Answer as PageAnswer } from "../../../tests/support/admin-pages.ts";
import { createTestApp } from "../../../tests/support/app.ts";
import { createTestDb, type TestDb } from "../../../tests/support/db.ts";
import { createCakeRequest } from "../../../server/domain/custom-cakes/custom-cakes.service.ts";
import type { AdminCakeRequestView, CakeRequestSummary } from "../../../server/domain/custom-cakes/custom-cakes.types.ts";
import { middleware as requestMiddleware } from "./custom-cake.tsx";
import { middleware as listMiddleware } from "./custom-cakes.tsx";
import { cakePhotoLoader, customCakeAction, customCakeLoader, customCakesLoader, type CakeAnswer } from "./custom-cakes.server.ts";

// The custom cakes' pages as React Router runs them: the list and a request are every role's (the kitchen reads),
// the quote and the decline the owner's and manager's, posted without JavaScript (dollars typed, refusals beside
// their fields, the decline asked first); the photos answer signed-in staff only, and a plain 404 to anyone else.

let testDb: TestDb;
let app: ReturnType<typeof createTestApp>;
const { signIn, run, contextOf, requestOf } = adminPages(["manager", "kitchen"]);

beforeAll(async () => {
  testDb = await createTestDb({ seed: true });
  // The photos go to a folder of the test's own, not the checkout's data/private.
  app = createTestApp(testDb, { PRIVATE_UPLOADS_DIR: mkdtempSync(join(tmpdir(), "cake-photos-")) });
  await signIn(testDb, app);
});
afterAll(() => testDb.destroy());

type Answer = PageAnswer<CakeAnswer>;

async function list(path = "/admin/custom-cakes") {
  const { args } = await run(path, "kitchen", listMiddleware);
  return ((await customCakesLoader(args)) as unknown as { data: { filter: string; requests: CakeRequestSummary[] } }).data;
}

async function shown(id: number, role: "manager" | "kitchen" = "manager", path = `/admin/custom-cakes/${id}`) {
  const { args } = await run(path, role, requestMiddleware, { id: String(id) });
  return ((await customCakeLoader(args)) as unknown as { data: { request: AdminCakeRequestView; mayAnswer: boolean; done: string | null } })
    .data;
}

async function post(
  id: number,
  fields: Record<string, string>,
  role: "manager" | "kitchen" = "manager",
  path = `/admin/custom-cakes/${id}`,
) {
  const { args } = await run(path, role, requestMiddleware, { id: String(id) }, fields);
  return settle(customCakeAction(args));
}

const seeded = async (status: "requested" | "quoted") =>
  testDb.db
    .selectFrom("cake_requests")
    .select(["id", "code", "version"])
    .where("status", "=", status)
    .orderBy("id")
    .executeTakeFirstOrThrow();

describe("the custom cakes' pages", () => {
  it("lists the open requests by day, soonest first; a filter shows one status", async () => {
    const open = await list();
    expect(open.filter).toBe("open");
    const codes = open.requests.map((r) => r.code);
    const quoted = await seeded("quoted");
    const requested = await seeded("requested");
    expect(codes).toEqual(expect.arrayContaining([quoted.code, requested.code]));
    expect(open.requests.map((r) => r.date)).toEqual([...open.requests.map((r) => r.date)].sort());
    const onlyQuoted = await list("/admin/custom-cakes?status=quoted");
    expect(onlyQuoted.filter).toBe("quoted");
    expect(onlyQuoted.requests.every((r) => r.status === "quoted")).toBe(true);
    expect((await list("/admin/custom-cakes?status=nonsense")).filter).toBe("open");
  });

  it("the kitchen reads a request but may not answer it (403); an unknown one is the 404 page", async () => {
    const { id, version } = await seeded("requested");
    const page = await shown(id, "kitchen");
    expect(page.mayAnswer).toBe(false);
    expect(page.request.status).toBe("requested");
    const refused = (await post(
      id,
      { intent: "quote", price: "80", deposit: "25", expected_version: String(version) },
      "kitchen",
    )) as Response;
    expect((refused as unknown as { init?: ResponseInit }).init?.status).toBe(403);
    expect(((await settle(shown(999999))) as unknown as { init?: ResponseInit }).init?.status).toBe(404);
  });

  it("a quote typed in dollars is sent (303 with done=quoted) and the customer's e-mail queued; a bad price sits beside its field", async () => {
    const { id, version } = await seeded("requested");
    const bad = (await post(id, {
      intent: "quote",
      price: "eighty",
      deposit: "25",
      notes: "",
      date: "",
      expected_version: String(version),
    })) as Answer;
    expect(bad.init?.status).toBe(422);
    expect(bad.data.errors?.price).toBeTruthy();
    expect(bad.data.values?.price).toBe("eighty");
    const answer = (await post(id, {
      intent: "quote",
      price: "$85.00",
      deposit: "28",
      notes: "Pandan sponge, fresh fruit, the bunny in fondant.",
      date: "",
      expected_version: String(version),
    })) as Response;
    expect(answer.status).toBe(303);
    expect(answer.headers.get("Location")).toBe(`/admin/custom-cakes/${id}?done=quoted`);
    const page = await shown(id, "manager", `/admin/custom-cakes/${id}?done=quoted`);
    expect(page.done).toBe("quoted");
    expect(page.request.status).toBe("quoted");
    expect(page.request.quote).toMatchObject({ price_cents: 8500, deposit_cents: 2800, date_changed: false });
    const mails = await testDb.db.selectFrom("outbox_emails").select("kind").where("kind", "=", "cake_quote").execute();
    expect(mails.length).toBeGreaterThan(0);
  });

  it("a stale version is refused (409)", async () => {
    const { id, version } = await seeded("quoted");
    const stale = (await post(id, { intent: "quote", price: "70", deposit: "20", expected_version: String(version - 1) })) as Answer;
    expect(stale.init?.status).toBe(409);
  });

  it("the decline needs a reason, asks first, then closes the request (done=declined)", async () => {
    const { id, version } = await seeded("quoted");
    const empty = (await post(id, { intent: "decline", reason: "  ", expected_version: String(version) })) as Answer;
    expect(empty.init?.status).toBe(422);
    expect(empty.data.reasonMissing).toBe(true);
    const asked = (await post(
      id,
      { intent: "decline", reason: "No durian that week.", expected_version: String(version) },
      "manager",
      `/vi/admin/custom-cakes/${id}`,
    )) as Response;
    expect(asked.status).toBe(303);
    expect(asked.headers.get("Location")).toBe(
      `/vi/admin/custom-cakes/${id}?confirm=decline&confirm.reason=No+durian+that+week.#confirm-decline`,
    );
    expect((await shown(id)).request.status).toBe("quoted");
    const done = (await post(id, {
      intent: "decline",
      reason: "No durian that week.",
      expected_version: String(version),
      confirmed: "1",
    })) as Response;
    expect(done.status).toBe(303);
    expect(done.headers.get("Location")).toBe(`/admin/custom-cakes/${id}?done=declined`);
    const page = await shown(id);
    expect(page.request).toMatchObject({ status: "declined", declined_by: "shop", decline_reason: "No durian that week." });
  });
});

describe("a request's photos", () => {
  let id = 0;
  beforeAll(async () => {
    const jpeg = new Uint8Array(
      await sharp({ create: { width: 64, height: 48, channels: 3, background: "#f9a8d4" } })
        .jpeg()
        .toBuffer(),
    );
    // A day the shop opens, far enough ahead for a custom cake.
    const today = localDateAt(new Date(), await shopTimeZone(testDb.db));
    let date = addDays(today, 10);
    while ((await openingOn(testDb.db, "en", date))?.reason !== null) date = addDays(date, 1);
    const { request } = await createCakeRequest(
      { db: testDb.db, lang: "en", privateDir: app.config.PRIVATE_UPLOADS_DIR, taxRateBp: 825, card: null, ip: "203.0.113.9" },
      {
        occasion: "birthday",
        date,
        shipping_option: "pickup",
        address: "",
        city: "",
        state: "",
        zip: "",
        country: "",
        servings: 10,
        flavour: "vanilla",
        filling: "whipped_cream",
        frosting_colour: "",
        inscription: "Happy birthday",
        notes: "",
        full_name: "Photo Test",
        email: "photo.test@example.com",
        phone: "7135550100",
      },
      [jpeg],
      { customerId: null },
    );
    id = (await testDb.db.selectFrom("cake_requests").select("id").where("code", "=", request.code).executeTakeFirstOrThrow()).id;
  });

  const photo = (path: string, role: "manager" | "kitchen" | null) => {
    const request = requestOf(path, role);
    const [, requestId, n] = /custom-cakes\/(\w+)\/photos\/(\w+)$/.exec(path)!;
    return cakePhotoLoader({ request, context: contextOf(request), params: { id: requestId!, n: n! } } as never);
  };

  it("answers the WebP to staff who read requests, never stored, never sniffed", async () => {
    const page = await shown(id, "kitchen");
    expect(page.request.photos).toHaveLength(1);
    const res = await photo(`/admin/custom-cakes/${id}/photos/1`, "kitchen");
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("image/webp");
    expect(res.headers.get("Cache-Control")).toBe("private, no-store");
    expect(res.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(res.headers.get("Content-Disposition")).toBe("inline");
    expect((await sharp(Buffer.from(await res.arrayBuffer())).metadata()).format).toBe("webp");
  });

  it("is a plain 404 to a visitor and for a photo that is not there: no redirect to sign in", async () => {
    for (const [path, role] of [
      [`/admin/custom-cakes/${id}/photos/1`, null],
      [`/vi/admin/custom-cakes/${id}/photos/1`, null],
      [`/admin/custom-cakes/${id}/photos/3`, "manager"],
      [`/admin/custom-cakes/${id}/photos/x`, "manager"],
      [`/admin/custom-cakes/999999/photos/1`, "manager"],
    ] as const) {
      const res = await photo(path, role);
      expect(res.status, path).toBe(404);
      expect(res.headers.get("Location"), path).toBeNull();
      expect(res.headers.get("Cache-Control"), path).toBe("private, no-store");
    }
  });
});
