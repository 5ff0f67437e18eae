import type { Db } from "../../db/index.ts";
import { apiMessageCatalogues } from "../../i18n/api-messages.ts";
import type { Lang } from "../../i18n/language.ts";
import type { Logger } from "../../logger.ts";
import * as capacity from "../fulfilment/capacity.ts";
import { addDays, instantAt, localDateAt } from "../fulfilment/shop-time.ts";
import { queueStatusEmail } from "../orders/order-outbox.ts";
import * as ordersRepo from "../orders/orders.repository.ts";
import { settleCanceledPreorder } from "./campaign-orders.ts";
import * as repo from "./campaign-jobs.repository.ts";

// What campaigns do on their own, on a schedule every process runs (no cron to set up), each step once however many
// processes run it at the same moment or after a restart:
// - a deposit due at the counter and not recorded in 48 hours cancels its order (the guarded status update decides who
//   cancels it; its units go back and the customer is told);
// - the reminder the day before pickup and the shop's pickup list of the day are queued with a unique `once_key`, so
//   a second queueing is a no-op, and the outbox sends each once;
// - a pickup day with room again tells the first people on its waitlist (each marked by a guarded update).

/** How many on a waitlist are told at once when a day has room again: a few, so the first to order get it. */
export const WAITLIST_BATCH = 3;
/** How long a place offered to someone on a waitlist counts as offered before more people are told of it. */
export const WAITLIST_HOLD_MS = 24 * 3_600_000;

export interface CampaignJobsDeps {
  db: Db;
  logger: Logger;
  timeZone: () => Promise<string>;
}

export interface CampaignJobsRun {
  expired: number;
  reminders: number;
  pickupLists: number;
  waitlist: number;
}

/** Cancels the orders whose deposit was not recorded by its deadline; how many this call canceled. */
export async function expireUnpaidDeposits(db: Db, now: Date): Promise<number> {
  const at = now.toISOString();
  let canceled = 0;
  for (const order of await repo.findExpiredDeposits(db, at)) {
    const done = await db.transaction().execute(async (trx) => {
      // Of two processes at once, one moves it; the other finds it canceled and does nothing.
      if (!(await ordersRepo.markCanceled(trx, order.id, at))) return false;
      const lang: Lang = order.locale === "vi" ? "vi" : "en";
      // Kept as written in the customer's language: the history and the e-mail say it as it was.
      const reason = apiMessageCatalogues[lang].preorderDepositExpired;
      await ordersRepo.insertStatusChange(trx, { order_id: order.id, status: "canceled", actor: "system", note: reason, created_at: at });
      const pieces = capacity.piecesOf(await ordersRepo.findLinesOf(trx, [order.id]));
      await capacity.release(trx, { date: order.slot_date, start: order.slot_start, pieces, tookSlot: false });
      await settleCanceledPreorder(trx, order, now);
      if (order.customer_id !== null) {
        await ordersRepo.insertNotice(trx, {
          customer_id: order.customer_id,
          kind: "order_status",
          order_id: order.id,
          params: { code: order.code, status: "canceled" },
          created_at: at,
        });
      }
      await queueStatusEmail(trx, order.id, { status: "canceled", reason }, at);
      return true;
    });
    if (done) canceled++;
  }
  return canceled;
}

/** The reminders go from this time of the day before pickup, the pickup list from this time of the day (shop time). */
export const REMINDERS_FROM = "09:00";
export const PICKUP_LIST_FROM = "06:00";

/** Queues the reminder of every pre-order to be picked up tomorrow (the shop's date), once each, from 9:00. */
export async function queueReminders(db: Db, now: Date, timeZone: string): Promise<number> {
  const today = localDateAt(now, timeZone);
  if (now < instantAt(today, REMINDERS_FROM, timeZone)) return 0;
  const tomorrow = addDays(today, 1);
  return repo.queueOnce(
    db,
    (await repo.findOrdersToRemind(db, tomorrow)).map((o) => ({
      kind: "order_reminder",
      order_id: o.id,
      once_key: `reminder:${o.id}`,
      params: {},
    })),
    now.toISOString(),
  );
}

/** Queues the shop's list of each campaign's pickups today (the shop's date), once a day and campaign, from 6:00. */
export async function queuePickupLists(db: Db, now: Date, timeZone: string): Promise<number> {
  const today = localDateAt(now, timeZone);
  if (now < instantAt(today, PICKUP_LIST_FROM, timeZone)) return 0;
  return repo.queueOnce(
    db,
    (await repo.findPickupDaysOn(db, today)).map((d) => ({
      kind: "pickup_list",
      order_id: null,
      once_key: `pickup-list:${d.campaign_id}:${d.date}`,
      params: { campaign_id: d.campaign_id, date: d.date },
    })),
    now.toISOString(),
  );
}

/** Tells the first people waiting for each pickup day that has room again; how many were told. */
export async function notifyWaitlists(db: Db, now: Date): Promise<number> {
  const at = now.toISOString();
  let told = 0;
  const since = new Date(now.getTime() - WAITLIST_HOLD_MS).toISOString();
  for (const day of await repo.findDaysWithRoomAndWaiting(db)) {
    // The places already offered in the last day are theirs to take first: only more room tells more people.
    const remaining = Number(day.capacity_units) - Number(day.reserved_units) - (await repo.countToldSince(db, day.id, since));
    if (remaining <= 0) continue;
    for (const entry of await repo.findWaiting(db, day.id, Math.min(WAITLIST_BATCH, remaining))) {
      const queued = await db.transaction().execute(async (trx) => {
        if (!(await repo.markNotified(trx, entry.id, at))) return false;
        await repo.queueOnce(
          trx,
          [{ kind: "waitlist_place", order_id: null, once_key: `waitlist:${entry.id}`, params: { waitlist_id: entry.id } }],
          at,
        );
        return true;
      });
      if (queued) told++;
    }
  }
  return told;
}

/** One round of every job. */
export async function runCampaignJobs(deps: CampaignJobsDeps, now = new Date()): Promise<CampaignJobsRun> {
  const timeZone = await deps.timeZone();
  const expired = await expireUnpaidDeposits(deps.db, now);
  const waitlist = await notifyWaitlists(deps.db, now);
  const reminders = await queueReminders(deps.db, now, timeZone);
  const pickupLists = await queuePickupLists(deps.db, now, timeZone);
  return { expired, reminders, pickupLists, waitlist };
}

export interface CampaignJobs {
  stop(): Promise<void>;
}

/** Runs the jobs every `intervalMs` (and soon after start), then kicks the outbox to send what they queued. */
export function startCampaignJobs(deps: CampaignJobsDeps & { kick: () => void }, intervalMs = 60_000): CampaignJobs {
  let running: Promise<void> | undefined;
  let stopped = false;
  const run = () => {
    if (running || stopped) return;
    running = runCampaignJobs(deps)
      .then((done) => {
        const any = done.expired + done.reminders + done.pickupLists + done.waitlist > 0;
        deps.logger[any ? "info" : "debug"](done, "campaign jobs ran");
        if (any) deps.kick();
      })
      .catch((error: unknown) => deps.logger.error({ err: error }, "campaign jobs failed; the next round tries again"))
      .finally(() => {
        running = undefined;
      });
  };
  const first = setTimeout(run, 5_000);
  const every = setInterval(run, intervalMs);
  first.unref();
  every.unref();
  return {
    async stop() {
      stopped = true;
      clearTimeout(first);
      clearInterval(every);
      while (running) await running;
    },
  };
}
