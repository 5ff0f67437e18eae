import { randomBytes, createHash } from "node:crypto";
import type { Db } from "../../db/index.ts";
import type { StaffActor } from "../staff/audit.ts";
import { staffChange } from "../staff/staff-change.ts";
import { shopTimeZone } from "../content/theme.service.ts";
import { readCakePhotoFile } from "./cake-photos.ts";
import { CAKE_REQUEST_STATUSES, QUOTE_VALID_DAYS, type CakeRequestStatus } from "./custom-cake-rules.shared.ts";
import * as repo from "./custom-cakes.repository.ts";
import { checkCakeDate, summaryOf, viewsOf } from "./custom-cakes.service.ts";
import { CakeRequestError, type AdminCakeRequestView, type CakeContext, type CakeRequestSummary } from "./custom-cakes.types.ts";

// The bakery's side: the inbox by date, one request with its photos and history, the quote, the decline, the photos.
// A quote and a decline are staff changes (audited in the same transaction), each a guarded move of the status, with
// the version the staff member saw: two staff members at once, the second is told the request moved.

export interface CakeInboxFilter {
  /** "open": requested and quoted (the default); "all"; or one status. */
  status?: CakeRequestStatus | "open" | "all";
}

const OPEN: CakeRequestStatus[] = ["requested", "quoted"];

/** The requests by the date they are for, soonest first. */
export async function listCakeRequests(
  ctx: Pick<CakeContext, "db" | "lang" | "now">,
  filter: CakeInboxFilter,
): Promise<CakeRequestSummary[]> {
  const now = ctx.now?.() ?? new Date();
  const status = filter.status ?? "open";
  const statuses =
    status === "all" ? null : status === "open" ? OPEN : (CAKE_REQUEST_STATUSES as readonly string[]).includes(status) ? [status] : OPEN;
  const rows = await repo.inboxRequests(ctx.db, statuses);
  const { counts, codes } = await repo.countsAndCodes(ctx.db, rows);
  return rows.map((r) => summaryOf(r, counts.get(Number(r.id)) ?? 0, r.order_id === null ? null : (codes.get(r.order_id) ?? null), now));
}

export async function adminCakeRequest(
  ctx: Pick<CakeContext, "db" | "lang" | "now">,
  id: number,
): Promise<AdminCakeRequestView | undefined> {
  const row = await repo.findRequestById(ctx.db, id);
  if (!row) return undefined;
  return adminViewOf(ctx.db, row, ctx.now?.() ?? new Date());
}

async function adminViewOf(db: Db, row: repo.CakeRequestRow, now: Date): Promise<AdminCakeRequestView> {
  const [[view], photos, history] = await Promise.all([
    viewsOf(db, [row], { timeZone: await shopTimeZone(db), now }),
    repo.findPhotos(db, [Number(row.id)]),
    repo.historyOf(db, Number(row.id)),
  ]);
  return {
    ...view!,
    id: Number(row.id),
    version: Number(row.version),
    photos: photos.map((p) => ({
      position: p.position,
      width: p.width,
      height: p.height,
      url: `/admin/custom-cakes/${row.id}/photos/${p.position}`,
    })),
    quoted_by: row.quoted_by_name,
    customer_id: row.customer_id,
    history: history.map((h) => ({ action: h.action, actor: h.staff_name, at: h.created_at })),
  };
}

export interface QuoteInput {
  price_cents: number;
  deposit_cents: number;
  notes: string;
  /** Another date than the one asked; null or absent: the date asked. */
  date?: string | null;
  /** The version the staff member saw (409 when it moved). */
  version?: number;
}

const notFound = () => new CakeRequestError("notFound", { key: "cakeRequestNotFound" }, undefined, 404);
const changed = () => new CakeRequestError("versionConflict", { key: "cakeRequestChanged" }, undefined, 409);
const closed = (status: CakeRequestStatus) =>
  new CakeRequestError("notOpen", { key: "cakeRequestClosed", params: { status } }, undefined, 409);

/** Quotes (or quotes again) a request: the e-mail with the quote's link goes in the customer's language. Throws CakeRequestError. */
export async function quoteCakeRequest(ctx: CakeContext, actor: StaffActor, id: number, input: QuoteInput): Promise<AdminCakeRequestView> {
  const now = ctx.now?.() ?? new Date();
  const row = await repo.findRequestById(ctx.db, id);
  if (!row) throw notFound();
  if (row.status !== "requested" && row.status !== "quoted") throw closed(row.status);
  if (input.version !== undefined && input.version !== Number(row.version)) throw changed();
  const date = input.date && input.date !== row.date_wanted ? input.date : null;
  // The date the cake is made for must be one the shop can make it on (a quote may move it, never into the past).
  await checkCakeDate(ctx.db, ctx.lang, date ?? row.date_wanted, now, "date").catch((error: unknown) => {
    // The date the customer asked passed the checks when asked; a quote made late may keep it if the day is open.
    if (date === null && error instanceof CakeRequestError && error.reason === "dateTooSoon") return;
    throw error;
  });
  const key = randomBytes(24).toString("base64url");
  const at = now.toISOString();
  const expires = new Date(now.getTime() + QUOTE_VALID_DAYS * 86_400_000).toISOString();
  const requote = row.status === "quoted";
  await staffChange(ctx.db, actor, async ({ trx, audit }) => {
    const moved = await repo.moveRequest(
      trx,
      id,
      ["requested", "quoted"],
      {
        status: "quoted",
        price_cents: input.price_cents,
        deposit_cents: input.deposit_cents,
        quote_tax_rate_bp: ctx.taxRateBp,
        quote_notes: input.notes,
        quote_date: date,
        quoted_at: at,
        quote_expires_at: expires,
        quoted_by_name: actor.name,
        quote_hash: createHash("sha256").update(key).digest("hex"),
        updated_at: at,
      },
      input.version ?? Number(row.version),
    );
    // Another staff member's quote, a decline, or the customer's accept came first.
    if (!moved) throw changed();
    // An accept under way holds the quote it read: a new quote waits until it is over.
    if (await repo.isHeldByAccept(trx, id)) throw new CakeRequestError("inProgress", { key: "cakeAcceptInProgress" }, undefined, 409);
    await repo.queueCakeMail(trx, "cake_quote", { request_id: id, key }, at);
    await audit(
      {
        action: requote ? "cake_request.requote" : "cake_request.quote",
        entity: "cake_request",
        entityId: id,
        before: { status: row.status, price_cents: row.price_cents, deposit_cents: row.deposit_cents, date: row.quote_date },
        after: { status: "quoted", price_cents: input.price_cents, deposit_cents: input.deposit_cents, date, expires_at: expires },
      },
      at,
    );
  });
  ctx.afterCommit?.();
  return adminViewOf(ctx.db, (await repo.findRequestById(ctx.db, id))!, now);
}

/** Declines a request (requested or quoted) with a reason the customer reads. Throws CakeRequestError. */
export async function declineCakeRequest(
  ctx: CakeContext,
  actor: StaffActor,
  id: number,
  input: { reason: string; version?: number },
): Promise<AdminCakeRequestView> {
  const now = ctx.now?.() ?? new Date();
  const row = await repo.findRequestById(ctx.db, id);
  if (!row) throw notFound();
  if (row.status !== "requested" && row.status !== "quoted") throw closed(row.status);
  if (input.version !== undefined && input.version !== Number(row.version)) throw changed();
  const at = now.toISOString();
  await staffChange(ctx.db, actor, async ({ trx, audit }) => {
    const declined = await repo.declineRequest(trx, id, {
      by: "shop",
      reason: input.reason,
      at,
      version: input.version ?? Number(row.version),
    });
    if (!declined) throw changed();
    await repo.queueCakeMail(trx, "cake_declined", { request_id: id }, at);
    await audit(
      {
        action: "cake_request.decline",
        entity: "cake_request",
        entityId: id,
        before: { status: row.status },
        after: { status: "declined", by: "shop", reason: input.reason },
      },
      at,
    );
  });
  ctx.afterCommit?.();
  return adminViewOf(ctx.db, (await repo.findRequestById(ctx.db, id))!, now);
}

/** A request's photo (WebP bytes); undefined when there is none at that place. */
export async function readCakePhoto(
  ctx: Pick<CakeContext, "db" | "privateDir">,
  id: number,
  position: number,
): Promise<Buffer | undefined> {
  if (!Number.isSafeInteger(id) || !Number.isSafeInteger(position)) return undefined;
  const photo = await repo.findPhoto(ctx.db, id, position);
  return photo ? readCakePhotoFile(ctx.privateDir, photo.file_name) : undefined;
}
