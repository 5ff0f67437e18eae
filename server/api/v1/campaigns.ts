import { createRoute, z } from "@hono/zod-openapi";
import type { AppDeps } from "../../context.ts";
import { storefrontCampaignContext } from "../../domain/campaigns/campaign-context.ts";
import { getCampaign, listCampaigns, type CampaignView } from "../../domain/campaigns/campaigns.service.ts";
import { joinWaitlist, WaitlistInputSchema } from "../../domain/campaigns/waitlist.service.ts";
import { clientIp as requestIp } from "../../http/client-ip.ts";
import { isWaitlistRefusal, waitlistApiError, waitlistJoinedMessage } from "../campaigns-answers.ts";
import { ApiError, created, ok } from "../envelope.ts";
import { newApi } from "../factory.ts";
import { envelopeOf, failure, json } from "../openapi.ts";
import { ProductSummarySchema } from "./products.ts";

// Seasonal pre-orders (Tết, Mid-Autumn) as the storefront shows them: the published campaigns open now or still to
// open, one by its slug, and a full pickup day's waitlist. What is left of each pickup day is as of the answer.

const PickupDaySchema = z
  .object({
    date: z.string().openapi({ description: "The shop's calendar date, YYYY-MM-DD", example: "2027-01-29" }),
    start: z.string().openapi({ description: "Pickup opens, HH:MM on the shop's clock", example: "08:00" }),
    end: z.string().openapi({ description: "Pickup closes, HH:MM on the shop's clock", example: "18:00" }),
    remaining_units: z.number().int().openapi({ description: "Pieces the day can still take, as of this answer" }),
    full: z.boolean().openapi({ description: "No piece left: POST …/waitlist to be told when one frees" }),
    refund_until: z.string().openapi({ description: "A cancel until then gets the deposit back (UTC ISO-8601)" }),
  })
  .openapi("CampaignPickupDay");

export const CampaignSchema = z
  .object({
    slug: z.string().openapi({ description: "Its page: /{slug} and /vi/{slug}", example: "tet" }),
    name: z.string(),
    banner: z.string().openapi({ description: "One line for a home page or a product page" }),
    body: z.string().openapi({ description: "Plain text, paragraphs separated by a blank line" }),
    state: z.enum(["upcoming", "open", "closed"]).openapi({ description: "Where the order window stands at the time of the answer" }),
    opens_at: z.string().openapi({ description: "Orders open (UTC ISO-8601)" }),
    closes_at: z.string().openapi({ description: "Orders close (UTC ISO-8601): the window ends just before" }),
    time_zone: z.string().openapi({ description: "The shop's clock, on which dates and hours are written", example: "America/Chicago" }),
    pickup_days: z.array(PickupDaySchema),
    deposit: z.object({
      kind: z.enum(["none", "percent", "fixed"]),
      value: z.number().int().openapi({ description: "A percentage of the campaign's items (30), or cents per item (500); 0 for none" }),
    }),
    cancel_until_days: z
      .number()
      .int()
      .openapi({ description: "A cancel up to this many days before the pickup day gets the deposit back; after, it is kept" }),
    products: z.array(
      ProductSummarySchema.extend({
        per_customer_limit: z.number().int().nullable().openapi({ description: "At most this many per customer; null: no limit" }),
      }),
    ),
  })
  .openapi("Campaign");

/** The public fields of a campaign: not its ids, capacities or back-office version. */
export function publicCampaign(view: CampaignView): z.infer<typeof CampaignSchema> {
  return {
    slug: view.slug,
    name: view.name,
    banner: view.banner,
    body: view.body,
    state: view.state,
    opens_at: view.opens_at,
    closes_at: view.closes_at,
    time_zone: view.time_zone,
    pickup_days: view.pickup_days.map((d) => ({
      date: d.date,
      start: d.start,
      end: d.end,
      remaining_units: d.remaining_units,
      full: d.full,
      refund_until: d.refund_until,
    })),
    deposit: view.deposit,
    cancel_until_days: view.cancel_until_days,
    products: view.products,
  };
}

const SlugParams = z.object({ slug: z.string().min(1).max(200).openapi({ example: "tet" }) });

const list = createRoute({
  method: "get",
  path: "/",
  summary: "Seasonal pre-orders open now or still to open",
  description: "Published campaigns whose order window has not closed, by when they open; names and texts in the request's language.",
  tags: ["Campaigns"],
  responses: { 200: { description: "The campaigns", content: json(envelopeOf(z.array(CampaignSchema))) } },
});

const show = createRoute({
  method: "get",
  path: "/{slug}",
  summary: "One seasonal pre-order by its slug (a closed one too: its state says so)",
  tags: ["Campaigns"],
  request: { params: SlugParams },
  responses: {
    200: { description: "The campaign", content: json(envelopeOf(CampaignSchema)) },
    404: failure("No published campaign has this slug"),
  },
});

const WaitlistAnswerSchema = z.object({
  date: z.string(),
  email: z.string().openapi({ description: "As kept: trimmed, lower-case" }),
  already: z.boolean().openapi({ description: "The address was on this day's list before" }),
});

const waitlist = createRoute({
  method: "post",
  path: "/{slug}/waitlist",
  summary: "Be told by e-mail when a full pickup day has room again",
  description:
    "`date` is one of the campaign's pickup days (YYYY-MM-DD), and it must be full; `email` is where to write, in the " +
    "request's language. Joining twice is not an error: 200 says the address is on the list already. " +
    "At most 10 per hour per IP (429 with Retry-After).",
  tags: ["Campaigns"],
  request: { params: SlugParams, body: { content: json(WaitlistInputSchema), required: true } },
  responses: {
    201: { description: "On the list now", content: json(envelopeOf(WaitlistAnswerSchema)) },
    200: { description: "On the list already", content: json(envelopeOf(WaitlistAnswerSchema)) },
    404: failure("No published campaign has this slug"),
    422: failure("A field is refused, the day is not one of the campaign's, it still has room, or orders have closed"),
    429: failure("Too many joins from this IP; see Retry-After"),
  },
});

export function campaignsApi({ db, config }: AppDeps) {
  return newApi()
    .openapi(list, async (c) => {
      const campaigns = await listCampaigns(await storefrontCampaignContext(db, c.get("lang")));
      return ok(c, campaigns.map(publicCampaign));
    })
    .openapi(show, async (c) => {
      const campaign = await getCampaign(await storefrontCampaignContext(db, c.get("lang")), c.req.valid("param").slug);
      if (!campaign) throw new ApiError(404, "campaignNotFound");
      return ok(c, publicCampaign(campaign));
    })
    .openapi(waitlist, async (c) => {
      const lang = c.get("lang");
      const body = c.req.valid("json");
      const result = await joinWaitlist(db, {
        slug: c.req.valid("param").slug,
        date: body.date,
        email: body.email,
        locale: lang,
        ip: requestIp(c, config.TRUST_PROXY),
      });
      if (isWaitlistRefusal(result)) throw waitlistApiError(result, lang);
      const data = { date: result.date, email: result.email, already: result.status === "already" };
      const message = waitlistJoinedMessage(result, lang);
      return result.status === "joined" ? created(c, data, message) : ok(c, data, message);
    });
}
