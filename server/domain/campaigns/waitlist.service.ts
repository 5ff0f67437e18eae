import { z } from "zod";
import type { Db } from "../../db/index.ts";
import type { Lang } from "../../i18n/language.ts";
import { normaliseEmail } from "../accounts/identifier.ts";
import { EmailSchema, issueText } from "../content/field-text.ts";
import { isLocalDate, type LocalDate } from "../fulfilment/shop-time.ts";
import { hitLimit, type Limit } from "../limits/rate-limit.ts";
import { campaignState } from "./campaign-rules.shared.ts";
import * as repo from "./campaigns.repository.ts";
import { insertWaitlistEntry } from "./waitlist.repository.ts";

// A full pickup day's waitlist: who asked to be told when it has room again. Joining is one guarded insert (the
// table's unique day and e-mail), so the same address sent twice, or twenty times at once, is one row and the others
// are told they are on the list already. Telling them is another job's (it reads the list first come first told).

/** Per client address: someone waits for one or two days, not a dozen an hour. */
export const WAITLIST_LIMIT: Limit = { max: 10, windowSeconds: 3600 };

/** The API's body and the campaign page's form: the pickup day, and where to write. */
export const WaitlistInputSchema = z.object({
  date: z.string().refine(isLocalDate, { params: issueText("waitlistDateInvalid") }),
  email: EmailSchema,
});
export type WaitlistInput = z.output<typeof WaitlistInputSchema>;

export interface JoinWaitlist {
  slug: string;
  date: LocalDate;
  email: string;
  locale: Lang;
  /** The client's address, for the rate limit. */
  ip: string;
}

export type WaitlistResult =
  | { status: "joined"; date: LocalDate; email: string }
  /** The address was on this day's list already: not an error, the same promise. */
  | { status: "already"; date: LocalDate; email: string };

export type WaitlistRefusal =
  | { status: "campaign_not_found" }
  | { status: "day_unknown" }
  | { status: "day_not_full"; date: LocalDate }
  | { status: "closed" }
  | { status: "rate_limited"; retryAfter: number };

/** Puts an e-mail on a full pickup day's waitlist; refused when the day is unknown, not full, or orders have closed. */
export async function joinWaitlist(db: Db, input: JoinWaitlist, now = new Date()): Promise<WaitlistResult | WaitlistRefusal> {
  const limit = await hitLimit(db, `waitlist:ip:${input.ip}`, WAITLIST_LIMIT, now.getTime());
  if (!limit.allowed) return { status: "rate_limited", retryAfter: limit.retryAfter };

  const campaign = await repo.findCampaignBySlug(db, input.slug);
  if (!campaign || campaign.is_published !== 1) return { status: "campaign_not_found" };
  if (campaignState(campaign, now) === "closed") return { status: "closed" };
  const day = (await repo.findPickupDays(db, [campaign.id])).find((d) => d.date === input.date);
  if (!day) return { status: "day_unknown" };
  if (Number(day.reserved_units) < Number(day.capacity_units)) return { status: "day_not_full", date: day.date };

  const email = normaliseEmail(input.email);
  const inserted = await insertWaitlistEntry(db, { pickupDayId: day.id, email, locale: input.locale, at: now.toISOString() });
  return { status: inserted ? "joined" : "already", date: day.date, email };
}
