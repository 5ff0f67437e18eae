import { z } from "@hono/zod-openapi";
import type { AppDeps } from "../../../context.ts";
import { campaignInput, campaignUpdateInput } from "../../../domain/campaigns/campaigns-admin.schema.ts";
import {
  CampaignAdminError,
  createCampaign,
  deleteCampaign,
  findCampaignAdmin,
  listCampaignsAdmin,
  updateCampaign,
  type CampaignAdminView,
} from "../../../domain/campaigns/campaigns-admin.service.ts";
import { markCollected, recordDeposit } from "../../../domain/campaigns/pickups.service.ts";
import { moveContext } from "../../../http/move-context.ts";
import { clientIp } from "../../../http/client-ip.ts";
import { formatMoney } from "../../../i18n/formatters.shared.ts";
import { apiMessage } from "../../../i18n/api-messages.ts";
import type { Lang } from "../../../i18n/language.ts";
import { created, ok } from "../../envelope.ts";
import { envelopeOf, failure, idParam, json, refusalWith } from "../../openapi.ts";
import { newAdminApi, staffRoute } from "../../staff-guard.ts";

// Campaigns (seasonal pre-orders; permission "catalog", as the products they sell): list, read, create, edit, delete.
// And the two things staff record at the counter on a pickup day (permission "board", as handing over an order):
// a deposit paid there, and an order collected and paid in full.

export const CampaignSchema = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    name_en: z.string(),
    name_vi: z.string(),
    banner_en: z.string(),
    banner_vi: z.string(),
    body_en: z.string().openapi({ description: "Paragraphs separated by blank lines" }),
    body_vi: z.string(),
    opens_at: z.string().openapi({ description: "When orders open (UTC ISO-8601)" }),
    closes_at: z.string().openapi({ description: "When orders close (UTC ISO-8601)" }),
    is_published: z.boolean(),
    deposit_kind: z.enum(["none", "percent", "fixed"]),
    deposit_value: z.number().int().openapi({ description: "A percentage (1–100) or cents per item, by deposit_kind; 0 for none" }),
    cancel_until_days: z
      .number()
      .int()
      .openapi({ description: "A cancel this many days before the pickup day still gets the deposit back" }),
    products: z.array(
      z.object({
        product_id: z.number().int(),
        name_en: z.string(),
        name_vi: z.string(),
        per_customer_limit: z.number().int().nullable(),
      }),
    ),
    pickup_days: z.array(
      z.object({
        id: z.number().int(),
        date: z.string().openapi({ example: "2027-01-28" }),
        opens: z.string().openapi({ example: "08:00" }),
        closes: z.string().openapi({ example: "18:00" }),
        capacity_units: z.number().int(),
        reserved_units: z.number().int().openapi({ description: "Units checkout has taken" }),
      }),
    ),
    orders: z.number().int().openapi({ description: "Orders placed through it, canceled ones too" }),
    waitlist: z.number().int().openapi({ description: "People waiting for room on its pickup days" }),
    created_at: z.string(),
    updated_at: z.string().openapi({ description: "The version to send back as expected_updated_at" }),
  })
  .openapi("AdminCampaign");

const oneData = z.object({ campaign: CampaignSchema });
const one = json(envelopeOf(oneData));

const nameOf = (c: Pick<CampaignAdminView, "name_en" | "name_vi">, lang: Lang) => (lang === "vi" ? c.name_vi : c.name_en);

const FIELDS_DOC =
  "`slug` (one namespace with products, posts and pages); `name_en`, `name_vi` (both needed); `banner_en`, `banner_vi` (one line); `body_en`, `body_vi` (paragraphs separated by blank lines); `opens_at` < `closes_at` (instants, ISO-8601); `is_published`; `deposit_kind` none | percent (`deposit_value` 1–100) | fixed (`deposit_value`: cents per item); `cancel_until_days` (0–365); `products`: `[{ product_id, per_customer_limit (1–1000 or null) }]`, a product belonging to one campaign only (409 beside it otherwise); `pickup_days`: `[{ date, opens, closes, capacity_units }]`, a day known by its date. A day sent again keeps the units ordered of it: a capacity below them is refused (409, naming the day); a day left out is deleted unless it has orders (409).";

const codeParam = z.object({
  code: z
    .string()
    .max(40)
    .openapi({ param: { name: "code", in: "path" }, example: "MV-7K2D9QX4M1TB" }),
});

export function adminCampaignsApi({ db }: AppDeps) {
  const ctx = { db };
  const list = staffRoute(db, "catalog", {
    method: "get",
    path: "/",
    summary: "Campaigns",
    description: "Every campaign, drafts too, by when its order window opens, with its products, pickup days and order count.",
    responses: { 200: { description: "The campaigns", content: json(envelopeOf(z.object({ campaigns: z.array(CampaignSchema) }))) } },
  });
  const read = staffRoute(db, "catalog", {
    method: "get",
    path: "/{id}",
    summary: "A campaign",
    description: "One campaign, a draft too: what the form shows, and the version to save it with.",
    request: { params: idParam },
    responses: { 200: { description: "The campaign", content: one }, 404: failure("No such campaign") },
  });
  const add = staffRoute(db, "catalog", {
    method: "post",
    path: "/",
    summary: "Create a campaign",
    description: FIELDS_DOC,
    request: { body: { content: json(campaignInput.openapi("AdminCampaignInput")), required: true } },
    responses: {
      201: { description: "Created", content: one },
      409: failure("The slug is taken, or a product is already another campaign's"),
      422: failure("A field is refused"),
    },
  });
  const update = staffRoute(db, "catalog", {
    method: "put",
    path: "/{id}",
    summary: "Edit a campaign",
    description: `${FIELDS_DOC} \`expected_updated_at\`: the campaign's version as read; of two saves on one version, one wins and the other gets 409.`,
    request: { params: idParam, body: { content: json(campaignUpdateInput.openapi("AdminCampaignUpdate")), required: true } },
    responses: {
      200: { description: "Saved", content: one },
      404: failure("No such campaign"),
      409: refusalWith(
        "Changed by someone else meanwhile: the campaign as it is now in `data`. Or (`data` null) the slug is taken, a product is another campaign's, a capacity is below the units ordered, or a day left out has orders",
        oneData.nullable(),
      ),
      422: failure("A field is refused"),
    },
  });
  const remove = staffRoute(db, "catalog", {
    method: "delete",
    path: "/{id}",
    summary: "Delete a campaign",
    description:
      "Only a campaign without orders: its products become everyday products again, its pickup days and waiting lists go (GET names them, so the page can ask first).",
    request: { params: idParam },
    responses: {
      200: { description: "Deleted: the campaign as it was", content: one },
      404: failure("No such campaign"),
      409: failure("It has orders"),
    },
  });

  return newAdminApi()
    .openapi(list, async (c) => ok(c, { campaigns: await listCampaignsAdmin(db) }))
    .openapi(read, async (c) => {
      const campaign = await findCampaignAdmin(db, c.req.valid("param").id);
      if (!campaign) throw new CampaignAdminError("notFound");
      return ok(c, { campaign });
    })
    .openapi(add, async (c) => {
      const campaign = await createCampaign(ctx, c.get("staff"), c.req.valid("json"));
      return created(c, { campaign }, apiMessage(c.get("lang"), "campaignCreated", { name: nameOf(campaign, c.get("lang")) }));
    })
    .openapi(update, async (c) => {
      const campaign = await updateCampaign(ctx, c.get("staff"), c.req.valid("param").id, c.req.valid("json"));
      return ok(c, { campaign }, apiMessage(c.get("lang"), "campaignSaved", { name: nameOf(campaign, c.get("lang")) }));
    })
    .openapi(remove, async (c) => {
      const campaign = await deleteCampaign(ctx, c.get("staff"), c.req.valid("param").id);
      return ok(c, { campaign }, apiMessage(c.get("lang"), "campaignDeleted", { name: nameOf(campaign, c.get("lang")) }));
    });
}

export function adminPickupsApi(deps: AppDeps) {
  const { db, config } = deps;
  const deposit = staffRoute(db, "board", {
    method: "post",
    path: "/{code}/deposit",
    summary: "Record a deposit paid at the counter",
    description:
      "For an order whose deposit is due at the counter: it is paid now. Recorded once — of two requests, one records it and the other gets 409 — with a line in the order's history and the audit log.",
    request: { params: codeParam },
    responses: {
      200: {
        description: "Recorded",
        content: json(envelopeOf(z.object({ code: z.string(), deposit_cents: z.number().int() }))),
      },
      404: failure("No such order"),
      409: failure("No deposit is due (none, or already recorded), or the order is canceled"),
      422: failure("The code is too long to be an order's"),
    },
  });
  const collected = staffRoute(db, "board", {
    method: "post",
    path: "/{code}/collected",
    summary: "An order collected and paid in full",
    description:
      "The customer took the order and paid the balance: the order is completed and paid, collected now; its deposit keeps its status. Once only (of two requests, the other gets 409); refused for a canceled order. Records the history and the audit line; the customer gets the notice and e-mail of a completed order, and their points.",
    request: { params: codeParam },
    responses: {
      200: {
        description: "Collected",
        content: json(
          envelopeOf(
            z.object({
              code: z.string(),
              balance_cents: z.number().int().openapi({ description: "What was paid at the counter" }),
              collected_at: z.string(),
            }),
          ),
        ),
      },
      404: failure("No such order"),
      409: failure("Canceled, or already collected"),
      422: failure("The code is too long to be an order's"),
    },
  });
  return newAdminApi()
    .openapi(deposit, async (c) => {
      const done = await recordDeposit(
        moveContext(deps, { lang: c.get("lang"), ip: clientIp(c, config.TRUST_PROXY), logger: c.get("log") }),
        c.get("staff"),
        c.req.valid("param").code,
      );
      return ok(c, done, apiMessage(c.get("lang"), "pickupDepositRecorded", { code: done.code, amount: formatMoney(done.deposit_cents) }));
    })
    .openapi(collected, async (c) => {
      const done = await markCollected(
        moveContext(deps, { lang: c.get("lang"), ip: clientIp(c, config.TRUST_PROXY), logger: c.get("log") }),
        c.get("staff"),
        c.req.valid("param").code,
      );
      return ok(c, done, apiMessage(c.get("lang"), "pickupCollected", { code: done.code, amount: formatMoney(done.balance_cents) }));
    });
}
