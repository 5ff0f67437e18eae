// `npx tsx bench/upload-memory.ts`: what image uploads cost in memory. A measurement, not a test: it
// prints the process's RSS before, at its peak while UPLOADS (8 by default) 40-megapixel PNGs are sent to the upload
// pipeline at once, right after, and after IDLE_SECONDS (30) of rest. The pipeline is the server's own
// (server/domain/media/media.service.ts, `storeUpload`) on an in-memory SQLite database, into a temporary
// UPLOADS_DIR; MEDIA_SERVICE=<path> measures another copy of that module (e.g. an older commit's, to compare).
// Run it with the node flags of `npm start` to see what the server would hold:
//   node --max-semi-space-size=4 --max-old-space-size=128 --import tsx bench/upload-memory.ts
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import sharp from "sharp";
import type * as MediaService from "../server/domain/media/media.service.ts";
import { createTestDb } from "../tests/support/db.ts";

const UPLOADS = Number(process.env.UPLOADS ?? 8);
const IDLE_SECONDS = Number(process.env.IDLE_SECONDS ?? 30);
const WIDTH = 7700;
const HEIGHT = 5190; // 39.96 megapixels: just under the 40 the pipeline takes

const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;

/** A 40-megapixel PNG of a few MB (a smooth picture, as a photo exported as PNG compresses), different per seed. */
async function bigPng(seed: number): Promise<Buffer> {
  const row = Buffer.alloc(WIDTH * 3);
  for (let x = 0; x < WIDTH; x += 1) {
    row[x * 3] = (x + seed * 17) % 256;
    row[x * 3 + 1] = (x >> 5) % 256;
    row[x * 3 + 2] = (seed * 29) % 256;
  }
  const raw = Buffer.alloc(WIDTH * HEIGHT * 3);
  for (let y = 0; y < HEIGHT; y += 1) row.copy(raw, y * WIDTH * 3);
  raw[seed] = 255 - raw[seed]!;
  return sharp(raw, { raw: { width: WIDTH, height: HEIGHT, channels: 3 } })
    .png({ compressionLevel: 6 })
    .toBuffer();
}

const modulePath = resolve(process.env.MEDIA_SERVICE ?? "server/domain/media/media.service.ts");
const media = (await import(pathToFileURL(modulePath).href)) as typeof MediaService;

const testDb = await createTestDb();
const uploadsDir = mkdtempSync(join(tmpdir(), "upload-memory-"));
const now = new Date().toISOString();
const staffId = Number(
  (
    await testDb.db
      .insertInto("staff_users")
      .values({
        email: "bench@x.example",
        name: "Bench",
        role: "owner",
        password_hash: "-",
        status: "active",
        created_at: now,
        updated_at: now,
      })
      .returning("id")
      .executeTakeFirstOrThrow()
  ).id,
);
const actor = { id: staffId, name: "Bench", email: "bench@x.example", role: "owner" as const };

// The PNGs are made by a child process once and kept in the temporary directory: making them here would leave this
// process's memory full of freed blocks before it measures anything.
const pngDir = join(tmpdir(), `upload-memory-pngs-${WIDTH}x${HEIGHT}`);
const pngPath = (i: number) => join(pngDir, `${i}.png`);
if (process.env.UPLOAD_MEMORY_MAKE === "1") {
  mkdirSync(pngDir, { recursive: true });
  for (let i = 0; i < UPLOADS; i += 1) if (!existsSync(pngPath(i))) writeFileSync(pngPath(i), await bigPng(i + 1));
  process.exit(0);
}
const made = spawnSync(process.execPath, [...process.execArgv, fileURLToPath(import.meta.url)], {
  env: { ...process.env, UPLOAD_MEMORY_MAKE: "1" },
  stdio: "inherit",
});
if (made.status !== 0) throw new Error("could not make the PNGs");
const files = [...Array(UPLOADS).keys()].map((i) => new Uint8Array(readFileSync(pngPath(i))));
const fileBytes = files.reduce((sum, f) => sum + f.byteLength, 0);
global.gc?.();
await new Promise((r) => setTimeout(r, 1000));
const before = process.memoryUsage().rss;

let peak = before;
const sampler = setInterval(() => {
  peak = Math.max(peak, process.memoryUsage().rss);
}, 20);
const started = Date.now();
const answers = await Promise.allSettled(
  files.map((bytes) => media.storeUpload({ db: testDb.db, uploadsDir, maxBytes: 64 * 1024 * 1024 }, actor, bytes)),
);
const seconds = (Date.now() - started) / 1000;
const after = process.memoryUsage().rss;
await new Promise((r) => setTimeout(r, IDLE_SECONDS * 1000));
clearInterval(sampler);
const rested = process.memoryUsage().rss;

const outcome = (a: PromiseSettledResult<unknown>) => (a.status === "fulfilled" ? "stored" : (a.reason as Error).constructor.name);
const counts = answers.map(outcome).reduce<Record<string, number>>((all, o) => ({ ...all, [o]: (all[o] ?? 0) + 1 }), {});
console.log(`module: ${modulePath}`);
console.log(`${UPLOADS} PNGs of ${WIDTH} × ${HEIGHT} at once (${mb(fileBytes)} of files held by the bench itself)`);
console.log(`answers: ${JSON.stringify(counts)} in ${seconds.toFixed(1)} s`);
console.log(`RSS before ${mb(before)}, peak ${mb(peak)}, right after ${mb(after)}, after ${IDLE_SECONDS} s idle ${mb(rested)}`);
rmSync(uploadsDir, { recursive: true, force: true });
await testDb.destroy();
