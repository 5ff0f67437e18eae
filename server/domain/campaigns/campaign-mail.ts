import type { OutboxEmailsTable } from "../../db/schema/orders.ts";
import type { Lang } from "../../i18n/language.ts";
import { mailBrand } from "../../mail/mail-brand.ts";
import { pickupListEmail, waitlistPlaceEmail } from "../../mail/preorder-emails.ts";
import type { Db } from "../../db/index.ts";
import { orderViews } from "../orders/orders.service.ts";
import * as repo from "./campaign-mail.repository.ts";

// The outbox's campaign e-mails that are about a day rather than one order: the shop's pickup list, and the note to
// someone on a full day's waitlist. What they say is read when they are sent (the list as it is that morning).

/** What the outbox's sender gives: the database, the shop's address for its copies, the site's address for links. */
interface MailDeps {
  db: Db;
  shopEmail: string;
  publicUrl: string;
}

export async function renderCampaignMail(deps: MailDeps, row: { kind: OutboxEmailsTable["kind"]; params_json: string }) {
  const params = JSON.parse(row.params_json) as { campaign_id?: number; date?: string; waitlist_id?: number };
  if (row.kind === "pickup_list") {
    const campaign = await repo.findCampaignName(deps.db, params.campaign_id ?? 0);
    if (!campaign || !params.date) throw new Error("the pickup list's campaign was deleted");
    const orders = await orderViews(deps.db, await repo.findPickups(deps.db, campaign.id, params.date), "en");
    const entries = orders.map((o) => ({
      code: o.code,
      full_name: o.full_name,
      phone: o.phone,
      lines: [...o.lines, ...o.gifts].map((l) => `${l.quantity} × ${l.name}${l.variant ? ` (${l.variant})` : ""}`),
      deposit_status: o.pre_order?.deposit_status ?? "none",
      balance_cents: o.pre_order?.balance_cents ?? o.totals.total_cents,
    }));
    const brand = await mailBrand(deps.db, "en", deps.publicUrl);
    const link = `${deps.publicUrl}/admin/campaigns/${campaign.id}/pickups?date=${params.date}`;
    return { to: deps.shopEmail, ...(await pickupListEmail(campaign.name_en, params.date, entries, link, brand)) };
  }
  const entry = await repo.findWaitlistEntry(deps.db, params.waitlist_id ?? 0);
  if (!entry) throw new Error("the waitlist entry was deleted");
  const lang: Lang = entry.locale === "vi" ? "vi" : "en";
  const brand = await mailBrand(deps.db, lang, deps.publicUrl);
  const page = `${deps.publicUrl}${lang === "vi" ? "/vi" : ""}/${entry.slug}`;
  const name = lang === "vi" ? entry.name_vi : entry.name_en;
  return { to: entry.email, ...(await waitlistPlaceEmail(lang, name, entry.date, page, brand)) };
}
