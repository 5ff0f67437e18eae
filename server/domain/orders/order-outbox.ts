import { randomBytes, randomUUID } from "node:crypto";
import type { Db } from "../../db/index.ts";
import type { OutboxEmailsTable } from "../../db/schema/orders.ts";
import type { Lang } from "../../i18n/language.ts";
import type { Logger } from "../../logger.ts";
import { mailBrand } from "../../mail/mail-brand.ts";
import type { Mailer } from "../../mail/mailer.ts";
import { renderTextEmail } from "../../mail/message-email.tsx";
import { orderConfirmationEmail, orderStatusEmail, shopOrderEmail, type StatusChange } from "../../mail/order-email.ts";
import type { OrderView } from "./order-view.ts";
import { preorderReminderEmail } from "../../mail/preorder-emails.ts";
import { renderCampaignMail } from "../campaigns/campaign-mail.ts";
import { renderCakeMail } from "../custom-cakes/cake-mail.ts";
import { accessHashOf, orderViewById } from "./orders.service.ts";

// The e-mails an order owes, kept in the database (outbox_emails): written in the order's own transaction, sent just
// after it and retried until they go. A server killed between the commit and the send loses no confirmation; the
// next start (or any other process) sends it.

export interface OutboxDeps {
  db: Db;
  mailer: Mailer;
  logger: Logger;
  shopEmail: string;
  /** The shop's public address, for the link to the order. */
  publicUrl: string;
}

/** A claim older than this belongs to a sender that died: another takes the e-mail over. */
const STALE_CLAIM_MS = 5 * 60_000;
const BATCH = 25;

/** The link in the e-mails: the order's page in the customer's language, with the guest's key. */
export function orderLink(base: string, order: Pick<OrderView, "code" | "locale">, accessKey: string): string {
  return `${base}${order.locale === "vi" ? "/vi" : ""}/cart/order-success?code=${order.code}&key=${encodeURIComponent(accessKey)}`;
}

/** The link in the shop's copy: the order in the back office, which asks the staff to sign in. */
export function adminOrderLink(base: string, order: Pick<OrderView, "code">): string {
  return `${base}/admin/orders/${order.code}`;
}

/**
 * Queues the customer's confirmation and the shop's copy of a new order, in the order's transaction. Only the
 * customer's holds the guest's key: the shop's links to the back office, and a customer's key goes to no one else.
 */
export async function queueOrderEmails(trx: Db, orderId: number, accessKey: string, at: string): Promise<void> {
  const row = (kind: OutboxEmailsTable["kind"], params: object) => ({
    kind,
    order_id: orderId,
    params_json: JSON.stringify(params),
    attempts: 0,
    next_attempt_at: at,
    created_at: at,
  });
  await trx
    .insertInto("outbox_emails")
    .values([row("order_customer", { key: accessKey }), row("order_shop", {})])
    .execute();
}

/**
 * Queues the customer's e-mail about a status move, in the move's transaction: what it moved to, and why. Its link
 * opens the order in any browser, as the confirmation's does, with a key of its own (only its hash is kept; the key
 * itself leaves the outbox once the e-mail is sent).
 */
export async function queueStatusEmail(trx: Db, orderId: number, change: StatusChange, at: string): Promise<void> {
  const key = randomBytes(24).toString("base64url");
  await trx
    .insertInto("order_access_keys")
    .values({ order_id: orderId, key_hash: accessHashOf(key), created_at: at })
    .execute();
  await trx
    .insertInto("outbox_emails")
    .values({
      kind: "order_status",
      order_id: orderId,
      params_json: JSON.stringify({ ...change, key }),
      attempts: 0,
      next_attempt_at: at,
      created_at: at,
    })
    .execute();
}

/** Waits before the next try after `attempts` failures: 1, 2, 4 … minutes, at most 6 hours. */
export function retryDelayMs(attempts: number): number {
  return Math.min(6 * 3600_000, 60_000 * 2 ** Math.max(0, attempts - 1));
}

async function claimDue(
  db: Db,
  now: Date,
): Promise<Array<{ id: number; kind: OutboxEmailsTable["kind"]; order_id: number | null; params_json: string; attempts: number }>> {
  const at = now.toISOString();
  const stale = new Date(now.getTime() - STALE_CLAIM_MS).toISOString();
  const claim = randomUUID();
  const due = db
    .selectFrom("outbox_emails")
    .select("id")
    .where("sent_at", "is", null)
    .where("next_attempt_at", "<=", at)
    .where((eb) => eb.or([eb("claimed_at", "is", null), eb("claimed_at", "<", stale)]))
    .orderBy("id")
    .limit(BATCH);
  // The conditions again outside: of two senders at once, the second finds the rows claimed and takes none.
  await db
    .updateTable("outbox_emails")
    .set({ claim, claimed_at: at })
    .where("id", "in", due)
    .where("sent_at", "is", null)
    .where((eb) => eb.or([eb("claimed_at", "is", null), eb("claimed_at", "<", stale)]))
    .execute();
  return db
    .selectFrom("outbox_emails")
    .select(["id", "kind", "order_id", "params_json", "attempts"])
    .where("claim", "=", claim)
    .orderBy("id")
    .execute();
}

async function render(deps: OutboxDeps, row: { kind: OutboxEmailsTable["kind"]; order_id: number | null; params_json: string }) {
  // A reply from the inbox is written whole when queued (server/domain/inbox/inbox.service.ts): no order to read.
  if (row.kind === "inbox_reply") {
    const mail = JSON.parse(row.params_json) as { to: string; subject: string; text: string; lang?: Lang };
    const lang: Lang = mail.lang === "vi" ? "vi" : "en";
    const brand = await mailBrand(deps.db, lang, deps.publicUrl);
    const html = await renderTextEmail(lang, brand, mail.subject, mail.text);
    return { to: mail.to, subject: mail.subject, text: mail.text, html, replyTo: deps.shopEmail };
  }
  // A campaign's pickup list and a waitlist's note are about a day, not one order (campaign-mail.ts).
  if (row.kind === "pickup_list" || row.kind === "waitlist_place") return renderCampaignMail(deps, row);
  // A custom cake's e-mails are about its request, which has no order until its quote is accepted (cake-mail.ts).
  if (row.kind.startsWith("cake_")) return renderCakeMail(deps, row);
  if (row.order_id === null) throw new Error("the e-mail's order was deleted");
  const stored = await deps.db.selectFrom("orders").select("locale").where("id", "=", row.order_id).executeTakeFirstOrThrow();
  const lang: Lang = stored.locale === "vi" ? "vi" : "en";
  // The shop's copy is in English, its lines too; the customer's, in the customer's language.
  if (row.kind === "order_shop") {
    const order = await orderViewById(deps.db, row.order_id, "en");
    const brand = await mailBrand(deps.db, "en", deps.publicUrl);
    return { to: deps.shopEmail, replyTo: order.email, ...(await shopOrderEmail(order, adminOrderLink(deps.publicUrl, order), brand)) };
  }
  const order = await orderViewById(deps.db, row.order_id, lang);
  const params = JSON.parse(row.params_json) as { key?: string; status?: StatusChange["status"]; reason?: string };
  const link = orderLink(deps.publicUrl, order, params.key ?? "");
  const contact = await mailBrand(deps.db, lang, deps.publicUrl);
  if (row.kind === "order_reminder") {
    // The day before pickup: a key of its own, so the link opens the order in any browser.
    const key = randomBytes(24).toString("base64url");
    await deps.db
      .insertInto("order_access_keys")
      .values({ order_id: row.order_id, key_hash: accessHashOf(key), created_at: new Date().toISOString() })
      .execute();
    return { to: order.email, ...(await preorderReminderEmail(lang, order, orderLink(deps.publicUrl, order, key), contact)) };
  }
  if (row.kind === "order_status") {
    // The status it moved to, not the order's status now: two quick moves send two e-mails, each about its own.
    const change: StatusChange = { status: params.status ?? order.status, reason: params.reason ?? "" };
    return { to: order.email, ...(await orderStatusEmail(lang, order, change, link, contact)) };
  }
  return { to: order.email, ...(await orderConfirmationEmail(lang, order, link, contact)) };
}

/**
 * Sends the e-mails that are due, a batch at a time, until none is left or `stopping()` says so; returns how many
 * went. Stopped, it gives back its claim on the e-mails it has not sent, so another process (or the next start) sends
 * them at once rather than after the stale-claim delay.
 */
export async function sendDueEmails(
  deps: OutboxDeps,
  now: () => Date = () => new Date(),
  stopping: () => boolean = () => false,
): Promise<number> {
  let sent = 0;
  for (;;) {
    if (stopping()) return sent;
    const rows = await claimDue(deps.db, now());
    if (!rows.length) return sent;
    for (const [i, row] of rows.entries()) {
      if (stopping()) {
        const left = rows.slice(i).map((r) => r.id);
        await deps.db
          .updateTable("outbox_emails")
          .set({ claim: null, claimed_at: null })
          .where("id", "in", left)
          .where("sent_at", "is", null)
          .execute();
        return sent;
      }
      try {
        await deps.mailer.send(await render(deps, row));
        // Sent: the guest's key is not kept a moment longer than it is needed.
        await deps.db
          .updateTable("outbox_emails")
          .set({ sent_at: now().toISOString(), params_json: "{}", claim: null, last_error: null })
          .where("id", "=", row.id)
          .execute();
        sent++;
      } catch (error) {
        const attempts = row.attempts + 1;
        deps.logger.error({ err: error, outboxId: row.id, attempts }, "an order e-mail could not be sent; it will be tried again");
        await deps.db
          .updateTable("outbox_emails")
          .set({
            attempts,
            next_attempt_at: new Date(now().getTime() + retryDelayMs(attempts)).toISOString(),
            claim: null,
            claimed_at: null,
            last_error: String(error instanceof Error ? error.message : error).slice(0, 500),
          })
          .where("id", "=", row.id)
          .execute();
      }
    }
  }
}

export interface OutboxSender {
  /** Sends what is due now, soon; calls while a round runs join the next round. */
  kick(): void;
  /** Resolves when no round is running (tests). */
  idle(): Promise<void>;
  /** Sweeps every `intervalMs` too: retries, and what a killed process left. */
  start(intervalMs: number): void;
  stop(): Promise<void>;
}

export function createOutboxSender(deps: OutboxDeps): OutboxSender {
  let running: Promise<void> | undefined;
  let stopped = false;
  let again = false;
  let timer: NodeJS.Timeout | undefined;
  const round = () => {
    if (running) {
      again = true;
      return;
    }
    if (stopped) return;
    running = sendDueEmails(deps, undefined, () => stopped)
      .then(() => undefined)
      .catch((error: unknown) => deps.logger.error({ err: error }, "the e-mail outbox could not be read"))
      .finally(() => {
        running = undefined;
        if (again) {
          again = false;
          round();
        }
      });
  };
  return {
    kick: round,
    async idle() {
      while (running) await running;
    },
    start(intervalMs) {
      timer ??= setInterval(round, intervalMs);
      timer.unref();
      round();
    },
    // Shutdown waits for the e-mail being sent, not for the whole queue (thousands after a busy hour): the rest is
    // handed back for another process or the next start.
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      timer = undefined;
      while (running) await running;
    },
  };
}
