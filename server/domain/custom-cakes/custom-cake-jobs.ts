import type { Db } from "../../db/index.ts";
import type { Logger } from "pino";
import { PHOTO_KEEP_DAYS } from "./custom-cake-rules.shared.ts";
import { removeCakePhotos } from "./cake-photos.ts";
import * as repo from "./custom-cakes.repository.ts";

// The custom cakes' sweeps: a quote not accepted in time expires (the customer's page says so at once; this records
// it), a request whose order is done is marked ended, and the photos of a request ended 90 days ago are deleted, file
// and row. Each step is a guarded statement: several processes sweeping at once do each thing once.

export async function expireQuotes(db: Db, now = new Date()): Promise<number> {
  const at = now.toISOString();
  const due = await repo.quotesExpiredBy(db, at, new Date(now.getTime() - repo.ACCEPT_CLAIM_MS).toISOString());
  let expired = 0;
  for (const row of due) {
    if (
      await repo.moveRequest(db, Number(row.id), ["quoted"], {
        status: "expired",
        ended_at: at,
        updated_at: at,
        accept_claim: null,
        accept_claimed_at: null,
      })
    )
      expired++;
  }
  return expired;
}

export async function endRequestsWithOrdersDone(db: Db): Promise<void> {
  for (const row of await repo.requestsWithOrdersDone(db)) await repo.markEnded(db, Number(row.id), row.updated_at);
}

/** Deletes the photos of requests that ended more than PHOTO_KEEP_DAYS ago; how many. */
export async function purgeOldPhotos(db: Db, privateDir: string, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - PHOTO_KEEP_DAYS * 86_400_000).toISOString();
  const photos = await repo.photosEndedBefore(db, before);
  await repo.deletePhotoRows(
    db,
    photos.map((p) => Number(p.id)),
  );
  await removeCakePhotos(
    privateDir,
    photos.map((p) => p.file_name),
  );
  return photos.length;
}

export async function sweepCustomCakes(db: Db, privateDir: string, now = new Date()): Promise<void> {
  await expireQuotes(db, now);
  await endRequestsWithOrdersDone(db);
  await purgeOldPhotos(db, privateDir, now);
}

/** Sweeps every `intervalMs` (and once now); the returned function stops it. */
export function startCustomCakeJobs(db: Db, privateDir: string, logger: Pick<Logger, "error">, intervalMs = 10 * 60_000): () => void {
  const run = () =>
    sweepCustomCakes(db, privateDir).catch((error: unknown) => logger.error({ err: error }, "the custom cakes' sweep failed"));
  void run();
  const timer = setInterval(() => void run(), intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
