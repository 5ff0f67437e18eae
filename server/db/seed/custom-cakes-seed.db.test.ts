import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestDb, type TestDb } from "../../../tests/support/db.ts";
import { seedDemoBakery, seedIfFirstStart } from "./index.ts";

// The demo bakery's two custom cake requests: one waiting for a quote (in Vietnamese), one quoted (in English, open
// for seven days from the seed), their reference photos drawn as JPEG and handed to the photos' pipeline.

const stored: Uint8Array[][] = [];
vi.mock("../../domain/custom-cakes/cake-photos.ts", () => ({
  storeCakePhotos: async (_dir: string, photos: readonly Uint8Array[]) => {
    stored.push([...photos]);
    return photos.map((p, i) => ({ file_name: `seed-${stored.length}-${i}.webp`, width: 800, height: 600, bytes: p.length }));
  },
}));

// Tuesday 9 February 2027, 09:00 in Houston.
const NOW = Date.parse("2027-02-09T15:00:00.000Z");
let testDb: TestDb;

beforeAll(async () => {
  testDb = await createTestDb();
  await seedDemoBakery(testDb.db, NOW, { privateDir: "/tmp/unused-by-the-mock" });
});
afterAll(() => testDb.destroy());

describe("the demo custom cakes", () => {
  it("seeds a request waiting for a quote and a quoted one, by the seed's day", async () => {
    const rows = await testDb.db.selectFrom("cake_requests").selectAll().orderBy("id").execute();
    expect(rows.map((r) => [r.status, r.locale, r.date_wanted])).toEqual([
      ["requested", "vi", "2027-02-19"],
      ["quoted", "en", "2027-02-15"],
    ]);
    for (const r of rows) {
      expect(r.code).toMatch(/^CK-[0-9ABCDEFGHJKMNPQRSTVWXYZ]{8}$/);
      expect(r.access_hash).toMatch(/^[0-9a-f]{64}$/);
    }
    const [requested, quoted] = rows;
    expect(requested).toMatchObject({ occasion: "full_month", size: "10in", price_cents: null, quote_hash: null });
    expect(quoted).toMatchObject({ occasion: "birthday", size: "8in", price_cents: 6800, deposit_cents: 2300, quote_date: null });
    expect(quoted!.quote_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(quoted!.quote_expires_at).toBe("2027-02-16T15:00:00.000Z");
  });

  it("draws the reference photos as JPEG and keeps what the pipeline stored, in order", async () => {
    expect(stored.map((photos) => photos.length)).toEqual([2, 1]);
    for (const photo of stored.flat()) expect((await sharp(photo).metadata()).format).toBe("jpeg");
    const photos = await testDb.db.selectFrom("cake_request_photos").selectAll().orderBy("request_id").orderBy("position").execute();
    expect(photos.map((p) => [p.position, p.file_name])).toEqual([
      [1, "seed-1-0.webp"],
      [2, "seed-1-1.webp"],
      [1, "seed-2-0.webp"],
    ]);
  });

  it("is not seeded twice", async () => {
    expect(await seedIfFirstStart(testDb.db)).toBe(false);
    expect((await testDb.db.selectFrom("cake_requests").select("id").execute()).length).toBe(2);
  });
});
