import type { Db } from "../../db/index.ts";

// The SQL of a campaign's dashboard, production plan and pickup list (campaign-reports.service.ts, pickups.service.ts).

/** A campaign's orders, by pickup date then by when they were placed; of one date when given. */
export function findCampaignOrders(db: Db, campaignId: number, date?: string) {
  let query = db
    .selectFrom("orders")
    .select([
      "id",
      "code",
      "status",
      "full_name",
      "phone",
      "slot_date",
      "slot_start",
      "slot_end",
      "payment_status",
      "total_cents",
      "deposit_cents",
      "preorder_units",
      "deposit_status",
      "deposit_due_by",
      "collected_at",
      "created_at",
    ])
    .where("campaign_id", "=", campaignId)
    .orderBy("slot_date")
    .orderBy("slot_start")
    .orderBy("created_at")
    .orderBy("id");
  if (date !== undefined) query = query.where("slot_date", "=", date);
  return query.execute();
}

export type CampaignOrderRow = Awaited<ReturnType<typeof findCampaignOrders>>[number];

/** The lines of these orders, in their order. */
export function findReportLines(db: Db, orderIds: readonly number[]) {
  if (!orderIds.length) return Promise.resolve([]);
  return db
    .selectFrom("order_lines")
    .select([
      "order_id",
      "product_id",
      "name",
      "name_en",
      "name_vi",
      "variant_id",
      "variant_label_en",
      "variant_label_vi",
      "quantity",
      "capacity_units",
      "is_gift",
      "position",
    ])
    .where("order_id", "in", orderIds)
    .orderBy("order_id")
    .orderBy("position")
    .execute();
}

export type ReportLineRow = Awaited<ReturnType<typeof findReportLines>>[number];

/** A deposit due at the counter, now paid: the guarded update (none when it was not due, or the order is canceled). */
export function markDepositPaidIf(trx: Db, orderId: number, at: string) {
  return trx
    .updateTable("orders")
    .set({ deposit_status: "paid", updated_at: at })
    .where("id", "=", orderId)
    .where("deposit_status", "=", "due")
    .where("status", "!=", "canceled");
}

/** Collected and paid in full: the guarded update (none when canceled, completed or collected already). */
export function markCollectedIf(trx: Db, orderId: number, at: string) {
  return trx
    .updateTable("orders")
    .set({ status: "completed", payment_status: "paid", collected_at: at, updated_at: at })
    .where("id", "=", orderId)
    .where("status", "in", ["unfinished", "shipped", "delivered"])
    .where("collected_at", "is", null);
}
