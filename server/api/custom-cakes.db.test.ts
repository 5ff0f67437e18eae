import { randomUUID } from "node:crypto";
import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callApi, createTestApp } from "../../tests/support/app.ts";
import { registerCustomer } from "../../tests/support/customers.ts";
import { createTestDb, type TestDb } from "../../tests/support/db.ts";
import { signedInStaff } from "../../tests/support/staff.ts";
import { shopTimeZone } from "../domain/content/theme.service.ts";
import { upsertCalendarDay, setProductCapacity } from "../domain/fulfilment/calendar.repository.ts";
import { addDays, localDateAt } from "../domain/fulfilment/shop-time.ts";
import { expireQuotes, purgeOldPhotos } from "../domain/custom-cakes/custom-cake-jobs.ts";
import { openingOn } from "../domain/custom-cakes/custom-cakes.service.ts";
import { createGatewayDouble, DOUBLE_CREDENTIALS } from "../payments/authorize-net-double.ts";
import { createCardGateway } from "../payments/authorize-net.ts";

// Custom cakes through the real app: a request with reference photos (judged by content, re-encoded, kept privately),
// the staff's quote, and the customer's accept that charges the deposit once and makes one order — under parallel
// accepts, an expired quote, a full day and a declined card. Every answer is held against the OpenAPI document.

let testDb: TestDb;
let app: ReturnType<typeof createTestApp>;
let manager: string;
let kitchen: string;
const privateDir = mkdtempSync(join(tmpdir(), "cake-photos-"));
const gatewayDouble = createGatewayDouble();
let today: string;

beforeAll(async () => {
  testDb = await createTestDb({ seed: true });
  const gateway = createCardGateway(
    {
      apiLoginId: DOUBLE_CREDENTIALS.apiLoginId,
      transactionKey: DOUBLE_CREDENTIALS.transactionKey,
      clientKey: "k",
      env: "sandbox",
      timeoutMs: 1000,
    },
    gatewayDouble.fetch,
  );
  app = createTestApp(
    testDb,
    {
      TRUST_PROXY: "true",
      PRIVATE_UPLOADS_DIR: privateDir,
      REGISTER_LIMIT_PER_HOUR: "100000",
      AUTHORIZE_NET_API_LOGIN_ID: DOUBLE_CREDENTIALS.apiLoginId,
      AUTHORIZE_NET_TRANSACTION_KEY: DOUBLE_CREDENTIALS.transactionKey,
      AUTHORIZE_NET_CLIENT_KEY: "k",
    },
    undefined,
    { cardGateway: gateway },
  );
  manager = (await signedInStaff(app, testDb.db, "manager")).cookie;
  kitchen = (await signedInStaff(app, testDb.db, "kitchen")).cookie;
  today = localDateAt(new Date(), await shopTimeZone(testDb.db));
});
afterAll(() => testDb.destroy());

/** The first day from `days` ahead on which the shop opens. */
async function openDay(days: number): Promise<string> {
  for (let date = addDays(today, days); ; date = addDays(date, 1)) {
    const opening = await openingOn(testDb.db, "en", date);
    if (opening && opening.reason === null) return date;
  }
}

const jpeg = (options: { width?: number; height?: number; colour?: string; comment?: string } = {}) =>
  sharp({ create: { width: options.width ?? 64, height: options.height ?? 48, channels: 3, background: options.colour ?? "#f4c2c2" } })
    .jpeg()
    .withExif({ IFD0: { Copyright: options.comment ?? "no secret" } })
    .toBuffer();

interface Sent {
  fields?: Record<string, string>;
  photos?: { name: string; type: string; bytes: Uint8Array | string }[];
  ip?: string;
  lang?: "en" | "vi";
  auth?: string;
}

async function request(date: string, sent: Sent = {}) {
  const form = new FormData();
  const fields = {
    occasion: "birthday",
    date,
    shipping_option: "pickup",
    servings: "12",
    flavour: "pandan",
    filling: "fresh_fruit",
    frosting_colour: "pale pink",
    inscription: "Mừng sinh nhật Bé Na 🎂",
    notes: "A little gold leaf, please.",
    full_name: "Lan Nguyễn",
    email: "lan@example.com",
    phone: "713-555-0142",
    ...sent.fields,
  };
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const photo of sent.photos ?? [])
    form.append(
      "photos[]",
      new File([typeof photo.bytes === "string" ? photo.bytes : new Uint8Array(photo.bytes)], photo.name, { type: photo.type }),
    );
  const headers: Record<string, string> = {
    "Http-Accept-Language": sent.lang === "vi" ? "vi_VN" : "en_US",
    "X-Forwarded-For": sent.ip ?? `10.1.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
  };
  if (sent.auth) headers.Authorization = `Bearer ${sent.auth}`;
  const res = await app.request("/api/v1/custom-cakes", { method: "POST", headers, body: form });
  return { status: res.status, body: await res.json(), res };
}

const staff = (method: string, path: string, body?: unknown, cookie = manager, lang: "en" | "vi" = "en") =>
  callApi(app, method, `/admin/custom-cakes${path}`, body, { cookie, lang });
const customer = (method: string, path: string, body?: unknown, options: { key?: string; lang?: "en" | "vi"; auth?: string } = {}) =>
  callApi(app, method, `/custom-cakes${path}`, body, options);
const card = (value = `approve-${randomUUID()}`) => ({
  payment_option: "card",
  payment_token: { data_descriptor: "COMMON.ACCEPT.INAPP.PAYMENT", data_value: value },
});
const idOf = async (code: string) =>
  Number((await testDb.db.selectFrom("cake_requests").select("id").where("code", "=", code).executeTakeFirstOrThrow()).id);

/** A request quoted by the manager: its code, key and id. */
async function quoted(date: string, quote: Record<string, unknown> = {}) {
  const made = await request(date);
  expect(made.status).toBe(201);
  const id = await idOf(made.body.data.request.code);
  const res = await staff("POST", `/${id}/quote`, { price_cents: 9000, deposit_cents: 3000, notes: "Two tiers of pandan.", ...quote });
  expect(res.status).toBe(200);
  return { code: made.body.data.request.code as string, key: made.body.data.key as string, id };
}

describe("asking for a custom cake", () => {
  it("keeps the request with its photo privately, and the link's key opens it", async () => {
    const date = await openDay(10);
    const made = await request(date, {
      photos: [{ name: "cake.jpg", type: "image/jpeg", bytes: await jpeg({ comment: "GPS 29.76N 95.36W" }) }],
    });
    expect(made.status).toBe(201);
    const { request: view, key } = made.body.data;
    expect(view).toMatchObject({
      status: "requested",
      date_wanted: date,
      servings: 12,
      size: "8in",
      photo_count: 1,
      quote: null,
      inscription: "Mừng sinh nhật Bé Na 🎂",
    });
    expect(key.length).toBeGreaterThanOrEqual(32);
    expect((await customer("GET", `/${view.code}?key=${key}`)).body.data.request.code).toBe(view.code);

    // The photo is a WebP re-encoded from the upload: its EXIF is gone, and it is nowhere under the public media folder.
    const row = await testDb.db
      .selectFrom("cake_request_photos")
      .selectAll()
      .where("request_id", "=", await idOf(view.code))
      .executeTakeFirstOrThrow();
    const kept = readFileSync(join(privateDir, "cake-photos", row.file_name));
    expect(kept.subarray(8, 12).toString()).toBe("WEBP");
    expect(kept.includes("GPS 29.76N")).toBe(false);
    expect((await sharp(kept).metadata()).exif).toBeUndefined();

    // Both e-mails are owed: the customer's with the key, the shop's.
    const requestId = await idOf(view.code);
    const mails = await testDb.db
      .selectFrom("outbox_emails")
      .select(["kind", "params_json"])
      .where("kind", "in", ["cake_request", "cake_request_shop"])
      .execute();
    expect(
      mails
        .filter((m) => JSON.parse(m.params_json).request_id === requestId)
        .map((m) => m.kind)
        .sort(),
    ).toEqual(["cake_request", "cake_request_shop"]);
  });

  it("answers 404 to a guessed code, a wrong key and an altered one, whatever was wrong", async () => {
    const made = await request(await openDay(10));
    const { code } = made.body.data.request;
    const key = made.body.data.key as string;
    const altered = `${key.slice(0, -1)}${key.endsWith("A") ? "B" : "A"}`;
    for (const path of [
      `/${code}?key=${altered}`,
      `/${code}?key=${randomUUID()}`,
      `/CK-00000000?key=${key}`,
      `/${code}`,
      `/../${code}?key=${key}`,
    ]) {
      const res = await customer("GET", path);
      expect(res.status, path).toBe(404);
    }
  });

  it("shows a signed-in customer their own request without the key, and nobody else's", async () => {
    const lan = await registerCustomer(app, 4190);
    const other = await registerCustomer(app, 4191);
    const made = await request(await openDay(10), { auth: lan.auth });
    const { code } = made.body.data.request;
    expect((await customer("GET", `/${code}`, undefined, { auth: lan.auth })).status).toBe(200);
    expect((await customer("GET", `/${code}`, undefined, { auth: other.auth })).status).toBe(404);
  });

  it("refuses a date too soon, past, too far or on a closed day, in the customer's language", async () => {
    const soon = await request(addDays(today, 1));
    expect(soon.status).toBe(422);
    expect(soon.body.errors.date[0]).toMatch(/^Custom cakes need at least 3 days: the earliest date is /);
    const past = await request(addDays(today, -2), { lang: "vi" });
    expect(past.body.errors.date[0]).toBe("Ngày này đã qua. Vui lòng chọn một ngày sắp tới.");
    expect((await request(addDays(today, 400))).body.errors.date[0]).toBe("We take custom cake requests up to a year ahead.");
    const closed = await openDay(20);
    await upsertCalendarDay(
      testDb.db,
      {
        date: closed,
        closed: 1,
        reason_en: "Family wedding",
        reason_vi: "Đám cưới nhà chủ tiệm",
        slot_minutes: null,
        orders_per_slot: null,
      },
      new Date().toISOString(),
    );
    const refused = await request(closed, { lang: "vi" });
    expect(refused.status).toBe(422);
    expect(refused.body.errors.date[0]).toMatch(/tiệm nghỉ \(Đám cưới nhà chủ tiệm\)/);
  });

  it("refuses an inscription over 120 characters or with control characters, and a form without its fields", async () => {
    const date = await openDay(10);
    const long = await request(date, { fields: { inscription: "a".repeat(121) } });
    expect(long.status).toBe(422);
    expect(long.body.errors.inscription[0]).toBe("The inscription can be at most 120 characters.");
    // 120 Vietnamese characters with their tone marks are 120, however they are encoded.
    expect((await request(date, { fields: { inscription: "ữ".normalize("NFD").repeat(120) } })).status).toBe(201);
    for (const bad of ["Happy\nbirthday", "Happy\u0007", "A\u202Eevil"]) {
      const res = await request(date, { fields: { inscription: bad } });
      expect(res.status, JSON.stringify(bad)).toBe(422);
      expect(res.body.errors.inscription).toBeDefined();
    }
    const empty = await request(date, { fields: { occasion: "", email: "nope", servings: "2", flavour: "bubblegum" } });
    expect(Object.keys(empty.body.errors).sort()).toEqual(["email", "flavour", "occasion", "servings"]);
    const delivery = await request(date, { fields: { shipping_option: "delivery" } });
    expect(Object.keys(delivery.body.errors).sort()).toEqual(["address", "city", "state", "zip"]);
  });

  it("refuses photos that are SVG, GIF, text named .jpg, too large, too many pixels, or a fourth; nothing is kept", async () => {
    const date = await openDay(10);
    const before = readdirSync(join(privateDir, "cake-photos")).length;
    const gif = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#fff" } })
      .gif()
      .toBuffer();
    const cases: [string, { name: string; type: string; bytes: Uint8Array | string }[], RegExp][] = [
      [
        "svg",
        [{ name: "cake.svg", type: "image/svg+xml", bytes: '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>' }],
        /^Photo 1: Only JPEG, PNG or WebP/,
      ],
      ["gif", [{ name: "cake.gif", type: "image/gif", bytes: gif }], /^Photo 1: Only JPEG, PNG or WebP/],
      ["text", [{ name: "cake.jpg", type: "image/jpeg", bytes: "this is not a picture at all" }], /^Photo 1: This file is not an image/],
      [
        "big",
        [
          { name: "ok.jpg", type: "image/jpeg", bytes: await jpeg() },
          { name: "big.jpg", type: "image/jpeg", bytes: new Uint8Array(10 * 1024 * 1024 + 1).fill(0xff) },
        ],
        /^Photo 2: The file is larger than 10 MB/,
      ],
      [
        "pixels",
        [
          {
            name: "wide.png",
            type: "image/png",
            bytes: await sharp({ create: { width: 9000, height: 5000, channels: 3, background: "#fff" } })
              .png({ compressionLevel: 9 })
              .toBuffer(),
          },
        ],
        /^Photo 1: The picture is too big: at most 40 megapixels/,
      ],
    ];
    for (const [name, photos, message] of cases) {
      const res = await request(date, { photos });
      expect(res.status, name).toBe(422);
      expect(res.body.errors.photos[0], name).toMatch(message);
    }
    const four = await request(date, {
      photos: await Promise.all(
        [1, 2, 3, 4].map(async (n) => ({ name: `${n}.jpg`, type: "image/jpeg", bytes: await jpeg({ colour: `#${n}${n}0000` }) })),
      ),
    });
    expect(four.status).toBe(422);
    expect(four.body.errors.photos[0]).toBe("You can send at most 3 photos.");
    // The first photo of the refused pair was taken away again.
    expect(readdirSync(join(privateDir, "cake-photos")).length).toBe(before);
  });

  it("keeps only the picture of a polyglot: a JPEG carrying a script after its end", async () => {
    const payload = "<html><script>fetch('/steal?c='+document.cookie)</script></html>";
    const polyglot = Buffer.concat([await jpeg(), Buffer.from(payload)]);
    const made = await request(await openDay(10), { photos: [{ name: "cake.html", type: "text/html", bytes: polyglot }] });
    expect(made.status).toBe(201);
    const row = await testDb.db
      .selectFrom("cake_request_photos")
      .selectAll()
      .where("request_id", "=", await idOf(made.body.data.request.code))
      .executeTakeFirstOrThrow();
    const kept = readFileSync(join(privateDir, "cake-photos", row.file_name));
    expect(kept.includes("<script>")).toBe(false);
    expect(kept.subarray(8, 12).toString()).toBe("WEBP");
  });

  it("takes at most 5 requests an hour from one address, however many arrive at once", async () => {
    const date = await openDay(10);
    const answers = await Promise.all(Array.from({ length: 20 }, () => request(date, { ip: "203.0.113.77" })));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(15);
    const refused = answers.find((a) => a.status === 429)!;
    expect(Number(refused.res.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(refused.body.message).toMatch(/several requests in a short time/);
  });
});

describe("the photos", () => {
  it("open only for signed-in staff with the board: to anyone else the address does not exist", async () => {
    const made = await request(await openDay(10), { photos: [{ name: "cake.jpg", type: "image/jpeg", bytes: await jpeg() }] });
    const id = await idOf(made.body.data.request.code);
    const path = `/api/v1/admin/custom-cakes/${id}/photos/1`;
    const lan = await registerCustomer(app, 4192);
    expect((await app.request(path)).status).toBe(404);
    expect((await app.request(path, { headers: { Authorization: `Bearer ${lan.auth}` } })).status).toBe(404);
    expect((await app.request(`/media/${id}`)).status).toBe(404);
    for (const cookie of [kitchen, manager]) {
      const res = await app.request(path, { headers: { Cookie: cookie } });
      expect(res.status).toBe(200);
      expect(res.headers.get("Content-Type")).toBe("image/webp");
      expect(res.headers.get("Cache-Control")).toBe("private, no-store");
      expect(res.headers.get("X-Content-Type-Options")).toBe("nosniff");
    }
    expect((await app.request(`/api/v1/admin/custom-cakes/${id}/photos/2`, { headers: { Cookie: manager } })).status).toBe(404);
    const view = (await staff("GET", `/${id}`, undefined, kitchen)).body.data.request;
    expect(view.photos).toEqual([{ position: 1, width: 64, height: 48, url: `/admin/custom-cakes/${id}/photos/1` }]);
  });

  it("are deleted 90 days after the request ends", async () => {
    const made = await request(await openDay(10), { photos: [{ name: "cake.jpg", type: "image/jpeg", bytes: await jpeg() }] });
    const id = await idOf(made.body.data.request.code);
    expect((await staff("POST", `/${id}/decline`, { reason: "We are fully booked that week." })).status).toBe(200);
    const file = (
      await testDb.db.selectFrom("cake_request_photos").select("file_name").where("request_id", "=", id).executeTakeFirstOrThrow()
    ).file_name;
    await purgeOldPhotos(testDb.db, privateDir, new Date(Date.now() + 89 * 86_400_000));
    expect(readdirSync(join(privateDir, "cake-photos"))).toContain(file);
    await purgeOldPhotos(testDb.db, privateDir, new Date(Date.now() + 91 * 86_400_000));
    expect(readdirSync(join(privateDir, "cake-photos"))).not.toContain(file);
    expect(await testDb.db.selectFrom("cake_request_photos").select("id").where("request_id", "=", id).execute()).toEqual([]);
  });
});

describe("the staff's inbox and quote", () => {
  it("lists open requests by date, lets the kitchen read but not quote, and e-mails the quote with its own key", async () => {
    const later = await request(await openDay(30));
    const sooner = await request(await openDay(12));
    const list = (await staff("GET", "", undefined, kitchen)).body.data.requests as { code: string; date: string }[];
    const codes = list.map((r) => r.code);
    expect(codes.indexOf(sooner.body.data.request.code)).toBeLessThan(codes.indexOf(later.body.data.request.code));
    expect(list.map((r) => r.date)).toEqual([...list.map((r) => r.date)].sort());
    const id = await idOf(sooner.body.data.request.code);
    expect((await staff("POST", `/${id}/quote`, { price_cents: 9000, deposit_cents: 3000, notes: "" }, kitchen)).status).toBe(403);

    const res = await staff(
      "POST",
      `/${id}/quote`,
      { price_cents: 9000, deposit_cents: 3000, notes: "Gold leaf included.", version: 1 },
      manager,
      "vi",
    );
    expect(res.status).toBe(200);
    expect(res.body.message).toBe("Đã gửi báo giá cho khách.");
    expect(res.body.data.request).toMatchObject({ status: "quoted", version: 2, quoted_by: expect.any(String) });
    expect(res.body.data.request.history.map((h: { action: string }) => h.action)).toEqual(["cake_request.create", "cake_request.quote"]);
    const mail = await testDb.db
      .selectFrom("outbox_emails")
      .select("params_json")
      .where("kind", "=", "cake_quote")
      .orderBy("id", "desc")
      .executeTakeFirstOrThrow();
    const { key } = JSON.parse(mail.params_json) as { key: string };
    const seen = (await customer("GET", `/${sooner.body.data.request.code}?key=${key}`)).body.data.request;
    expect(seen.quote).toMatchObject({ price_cents: 9000, deposit_cents: 3000, notes: "Gold leaf included.", date_changed: false });
    expect(seen.quote.total_cents).toBe(9000 + seen.quote.tax_cents);
    expect(seen.quote.balance_cents).toBe(seen.quote.total_cents - 3000);

    // A stale version is refused; the deposit may not exceed the price; a decline needs a reason.
    expect((await staff("POST", `/${id}/quote`, { price_cents: 9500, deposit_cents: 3000, notes: "", version: 1 })).status).toBe(409);
    const over = await staff("POST", `/${id}/quote`, { price_cents: 5000, deposit_cents: 6000, notes: "" });
    expect(over.body.errors.deposit_cents[0]).toBe("The deposit cannot be more than the price.");
    expect((await staff("POST", `/${id}/decline`, { reason: " " })).body.errors.reason[0]).toBe("Please say why: the customer reads it.");
  });
});

describe("accepting the quote", () => {
  it("charges the deposit once and makes one order when three accepts arrive at once", async () => {
    const { code, key } = await quoted(await openDay(14));
    const before = gatewayDouble.charges.length;
    const tries = await Promise.all(
      [1, 2, 3].map(() => callApi(app, "POST", `/custom-cakes/${code}/accept`, { key, ...card() }, { key: randomUUID() })),
    );
    const statuses = tries.map((a) => a.status).sort();
    // Three accepts at once, each with its own Idempotency-Key: one order, the others told another accept is under way.
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(2);
    expect(gatewayDouble.charges.length - before).toBe(1);
    expect(gatewayDouble.charges.at(-1)!.amount).toBe("30.00");
    const won = tries.find((t) => t.status === 201)!;
    expect(won.body.data.order).toMatchObject({
      custom_cake: { code },
      totals: { subtotal_cents: 9000 },
      pre_order: { deposit_cents: 3000, deposit_status: "paid" },
      payment: { option: "card", status: "unpaid" },
    });
    expect(won.body.data.order.lines[0]).toMatchObject({ quantity: 1, note: "Mừng sinh nhật Bé Na 🎂" });
    expect(won.body.data.request).toMatchObject({ status: "accepted", order: { code: won.body.data.order.code } });
    expect(won.res.headers.get("Set-Cookie")).toMatch(/order_access=/);
    expect(
      await testDb.db
        .selectFrom("orders")
        .select("id")
        .where("cake_request_id", "=", await idOf(code))
        .execute(),
    ).toHaveLength(1);
  });

  it("answers the same order again for the same Idempotency-Key, without a second charge", async () => {
    const { code, key } = await quoted(await openDay(14));
    const body = { key, ...card("approve-same") };
    const idem = randomUUID();
    const first = await callApi(app, "POST", `/custom-cakes/${code}/accept`, body, { key: idem });
    const before = gatewayDouble.charges.length;
    const again = await callApi(app, "POST", `/custom-cakes/${code}/accept`, body, { key: idem });
    expect([first.status, again.status]).toEqual([201, 201]);
    expect(again.res.headers.get("Idempotent-Replayed")).toBe("true");
    expect(again.body.data.order.code).toBe(first.body.data.order.code);
    expect(gatewayDouble.charges.length).toBe(before);
  });

  it("refuses an expired quote clearly, charging nothing", async () => {
    const { code, key, id } = await quoted(await openDay(14));
    await testDb.db
      .updateTable("cake_requests")
      .set({ quote_expires_at: new Date(Date.now() - 1000).toISOString() })
      .where("id", "=", id)
      .execute();
    const before = gatewayDouble.charges.length;
    const res = await callApi(app, "POST", `/custom-cakes/${code}/accept`, { key, ...card() }, { key: randomUUID(), lang: "vi" });
    expect(res.status).toBe(410);
    expect(res.body.message).toMatch(/^Báo giá này đã hết hạn vào /);
    expect(gatewayDouble.charges.length).toBe(before);
    expect(await expireQuotes(testDb.db)).toBeGreaterThanOrEqual(1);
    expect((await customer("GET", `/${code}?key=${key}`)).body.data.request.status).toBe("expired");
  });

  it("charges nothing when the day's custom cakes are taken, says so, and tells the shop", async () => {
    const date = await openDay(16);
    const { code, key, id } = await quoted(date);
    const product = await testDb.db
      .selectFrom("products")
      .select("id")
      .where("slug", "=", "custom-birthday-cake")
      .executeTakeFirstOrThrow();
    await setProductCapacity(testDb.db, product.id, date, 0);
    const before = gatewayDouble.charges.length;
    const res = await callApi(app, "POST", `/custom-cakes/${code}/accept`, { key, ...card() }, { key: randomUUID() });
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(/were all taken while the quote was open\. Nothing was charged\./);
    expect(gatewayDouble.charges.length).toBe(before);
    const told = await testDb.db.selectFrom("outbox_emails").select("params_json").where("kind", "=", "cake_day_full").execute();
    expect(told.map((m) => JSON.parse(m.params_json).request_id)).toContain(id);
    expect((await customer("GET", `/${code}?key=${key}`)).body.data.request.status).toBe("quoted");
    await setProductCapacity(testDb.db, product.id, date, null);
  });

  it("leaves the quote open when the card is declined", async () => {
    const { code, key } = await quoted(await openDay(14));
    const declined = await callApi(app, "POST", `/custom-cakes/${code}/accept`, { key, ...card("decline-please") }, { key: randomUUID() });
    expect(declined.status).toBe(402);
    expect(declined.body.errors.payment_token).toBeDefined();
    expect((await customer("GET", `/${code}?key=${key}`)).body.data.request.status).toBe("quoted");
    expect((await callApi(app, "POST", `/custom-cakes/${code}/accept`, { key, ...card() }, { key: randomUUID() })).status).toBe(201);
  });

  it("lets the customer decline, after which the quote cannot be accepted", async () => {
    const { code, key } = await quoted(await openDay(14));
    const declined = await customer("POST", `/${code}/decline`, { key, reason: "We found another cake." }, { lang: "vi" });
    expect(declined.status).toBe(200);
    expect(declined.body.data.request).toMatchObject({ status: "declined", declined_by: "customer" });
    const late = await callApi(app, "POST", `/custom-cakes/${code}/accept`, { key, ...card() }, { key: randomUUID() });
    expect(late.status).toBe(409);
  });
});

describe("the order a quote became", () => {
  const stockOf = async (date: string) => {
    const product = await testDb.db
      .selectFrom("products")
      .select("id")
      .where("slug", "=", "custom-birthday-cake")
      .executeTakeFirstOrThrow();
    const row = await testDb.db
      .selectFrom("stock_reservations")
      .select("reserved")
      .where("product_id", "=", product.id)
      .where("date", "=", date)
      .executeTakeFirst();
    return Number(row?.reserved ?? 0);
  };
  const slotsOn = async (date: string) =>
    (await testDb.db.selectFrom("slot_reservations").select(["start", "reserved"]).where("date", "=", date).execute()).map((r) => [
      r.start,
      Number(r.reserved),
    ]);
  const cancel = (code: string) =>
    callApi(app, "POST", `/admin/orders/${code}/status`, { status: "canceled", reason: "The family changed plans" }, { cookie: manager });

  it("takes one of the day's custom cakes and no slot; a cancel in time gives the cake back and the deposit back", async () => {
    const date = await openDay(21);
    const { code, key } = await quoted(date);
    const slots = await slotsOn(date);
    const accepted = await callApi(app, "POST", `/custom-cakes/${code}/accept`, { key, ...card() }, { key: randomUUID() });
    expect(accepted.status).toBe(201);
    expect(await stockOf(date)).toBe(1);
    expect(await slotsOn(date)).toEqual(slots);
    const order = accepted.body.data.order;
    const charge = gatewayDouble.charges.at(-1)!;
    const res = await cancel(order.code);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await stockOf(date)).toBe(0);
    expect(await slotsOn(date)).toEqual(slots);
    const row = await testDb.db.selectFrom("orders").select(["deposit_status"]).where("code", "=", order.code).executeTakeFirstOrThrow();
    expect(row.deposit_status).toBe("refunded");
    expect(gatewayDouble.voids).toContain(charge.transactionId);
  });

  it("keeps the deposit of a cancel after the refund deadline", async () => {
    const date = await openDay(21);
    const { code, key } = await quoted(date);
    const accepted = await callApi(app, "POST", `/custom-cakes/${code}/accept`, { key, ...card() }, { key: randomUUID() });
    const order = accepted.body.data.order;
    expect(order.pre_order.refund_until).toBe(accepted.body.data.request.quote.refund_until);
    await testDb.db
      .updateTable("orders")
      .set({ refund_until: new Date(Date.now() - 60_000).toISOString() })
      .where("code", "=", order.code)
      .execute();
    const charge = gatewayDouble.charges.at(-1)!;
    expect((await cancel(order.code)).status).toBe(200);
    const row = await testDb.db.selectFrom("orders").select(["deposit_status"]).where("code", "=", order.code).executeTakeFirstOrThrow();
    expect(row.deposit_status).toBe("kept");
    expect(gatewayDouble.voids).not.toContain(charge.transactionId);
    expect(gatewayDouble.refunds.map((r) => r.refTransId)).not.toContain(charge.transactionId);
  });
});
