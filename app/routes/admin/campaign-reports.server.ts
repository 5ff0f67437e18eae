import { data, redirect } from "react-router";
import { campaignCsvName, pickupsCsv, planCsv } from "../../../server/api/campaign-csv.ts";
import { campaignDashboard, planRows, productionPlan } from "../../../server/domain/campaigns/campaign-reports.service.ts";
import { findCampaignAdmin, type CampaignAdminView } from "../../../server/domain/campaigns/campaigns-admin.service.ts";
import { markCollected, pickupList, recordDeposit } from "../../../server/domain/campaigns/pickups.service.ts";
import { shopTimeZone } from "../../../server/domain/content/theme.service.ts";
import { isLocalDate, localDateAt } from "../../../server/domain/fulfilment/shop-time.ts";
import { apiStaffStatusWordKey, statusWord } from "../../../server/domain/orders/status-words.shared.ts";
import { can } from "../../../server/domain/staff/roles.shared.ts";
import { moveContext } from "../../../server/http/move-context.ts";
import { apiMessage } from "../../../server/i18n/api-messages.ts";
import type { Locale } from "../../../server/i18n/locales.shared.ts";
import { ADMIN_NO_STORE, signedInStaff } from "../../features/admin/session/staff.server.ts";
import { localizePath } from "../../i18n/config.ts";
import { askFirst } from "../../lib/confirm.server.ts";
import { formText, readForm } from "../../lib/form-data.server.ts";
import { attempt } from "../../lib/refusals.server.ts";
import { idOf } from "./campaigns.server.ts";
import type { Route as DashboardRoute } from "./+types/campaign-dashboard";
import type { Route as PickupsCsvRoute } from "./+types/campaign-pickups-csv";
import type { Route as PickupsRoute } from "./+types/campaign-pickups";
import type { Route as ProductionCsvRoute } from "./+types/campaign-production-csv";
import type { Route as ProductionRoute } from "./+types/campaign-production";

// A campaign's pages for the days it sells (permission "board": the kitchen's too): the dashboard, the production plan
// by pickup day (and its CSV file), and a pickup day's list (and its CSV file) with the counter's two actions — a
// deposit paid there, an order collected and paid in full — posted without JavaScript to the same service as the API.

type Db = DashboardRoute.LoaderArgs["context"]["db"];

/** What every page of a campaign names: its id, slug, names and pickup days; the 404 page when there is none. */
export interface CampaignHead {
  id: number;
  slug: string;
  name_en: string;
  name_vi: string;
  pickup_days: CampaignAdminView["pickup_days"];
}

async function campaignOf(db: Db, param: string | undefined): Promise<CampaignHead> {
  const id = idOf(param);
  const campaign = id === undefined ? undefined : await findCampaignAdmin(db, id);
  if (!campaign) throw data(null, { status: 404, headers: ADMIN_NO_STORE });
  const { slug, name_en, name_vi, pickup_days } = campaign;
  return { id: campaign.id, slug, name_en, name_vi, pickup_days };
}

export async function campaignDashboardLoader({ params, context }: DashboardRoute.LoaderArgs) {
  const campaign = await campaignOf(context.db, params.id);
  const dashboard = await campaignDashboard(context.db, campaign.id);
  return data(
    {
      campaign,
      dashboard,
      timeZone: await shopTimeZone(context.db),
      mayEdit: can(signedInStaff(context).role, "catalog"),
    },
    { headers: ADMIN_NO_STORE },
  );
}

export async function campaignProductionLoader({ params, context }: ProductionRoute.LoaderArgs) {
  const campaign = await campaignOf(context.db, params.id);
  const plan = await productionPlan(context.db, context.locale, campaign.id);
  const timeZone = await shopTimeZone(context.db);
  return data({ campaign, plan, today: localDateAt(new Date(), timeZone) }, { headers: ADMIN_NO_STORE });
}

const csvHeaders = (name: string) => ({
  ...ADMIN_NO_STORE,
  "Content-Type": "text/csv; charset=utf-8",
  "Content-Disposition": `attachment; filename="${name}"`,
});

export async function campaignProductionCsvLoader({ params, context }: ProductionCsvRoute.LoaderArgs) {
  const campaign = await campaignOf(context.db, params.id);
  const rows = planRows(await productionPlan(context.db, context.locale, campaign.id));
  const today = localDateAt(new Date(), await shopTimeZone(context.db));
  return new Response(planCsv(rows, context.locale), { headers: csvHeaders(campaignCsvName("production", campaign.slug, today)) });
}

/**
 * The day asked for when it is a real date; otherwise the shop's today when it is a pickup day, else the next pickup
 * day, else the last one (`invalid` says a date was given but unread).
 */
async function pickupDateOf(url: URL, db: Db, campaign: CampaignHead) {
  const asked = url.searchParams.get("date")?.trim() ?? "";
  if (asked && isLocalDate(asked)) return { date: asked, invalid: false };
  const today = localDateAt(new Date(), await shopTimeZone(db));
  const dates = campaign.pickup_days.map((d) => d.date);
  const date = dates.find((d) => d >= today) ?? dates.at(-1) ?? today;
  return { date, invalid: asked !== "" };
}

const DONE = ["deposit", "collected"] as const;
type Done = (typeof DONE)[number];

export async function campaignPickupsLoader({ params, request, context }: PickupsRoute.LoaderArgs) {
  const campaign = await campaignOf(context.db, params.id);
  const url = new URL(request.url);
  const { date, invalid } = await pickupDateOf(url, context.db, campaign);
  const list = await pickupList(context.db, context.locale, campaign.id, date);
  const done = DONE.find((d) => d === url.searchParams.get("done")) ?? null;
  return data(
    {
      campaign,
      list,
      invalid,
      done: done as Done | null,
      doneCode: done ? (url.searchParams.get("code") ?? "").slice(0, 20) : "",
      timeZone: await shopTimeZone(context.db),
      mayOpenOrders: can(signedInStaff(context).role, "orders"),
    },
    { headers: ADMIN_NO_STORE },
  );
}

/** A status as the staff read it for a pickup: "Ready for pickup", "Completed", "Canceled". */
const statusOf = (locale: Locale) => (o: { status: Parameters<typeof statusWord>[0] }) =>
  apiMessage(locale, apiStaffStatusWordKey(statusWord(o.status, "pickup")));

export async function campaignPickupsCsvLoader({ params, request, context }: PickupsCsvRoute.LoaderArgs) {
  const campaign = await campaignOf(context.db, params.id);
  const { date, invalid } = await pickupDateOf(new URL(request.url), context.db, campaign);
  if (invalid)
    return new Response(apiMessage(context.locale, "adminOrderDateInvalid"), {
      status: 422,
      headers: { ...ADMIN_NO_STORE, "Content-Type": "text/plain; charset=utf-8" },
    });
  const list = await pickupList(context.db, context.locale, campaign.id, date);
  const csv = pickupsCsv(date, [...list.orders, ...list.canceled], context.locale, statusOf(context.locale));
  return new Response(csv, { headers: csvHeaders(campaignCsvName("pickups", campaign.slug, date)) });
}

export interface PickupAnswer {
  intent: string;
  code: string;
  message: string;
}

/**
 * intent=deposit (a deposit paid at the counter) or intent=collected (asks first: collected, paid in full), with the
 * order's `code`: done once, then 303 back to the day with what was done; refused (409: done already, or canceled)
 * with why. Either way the list shows the order as it is now.
 */
export async function campaignPickupsAction({ params, request, context }: PickupsRoute.ActionArgs) {
  const locale = context.locale;
  const campaign = await campaignOf(context.db, params.id);
  const form = await readForm(request);
  askFirst(request, form, ["collected"]);
  const intent = formText(form, "intent");
  const code = formText(form, "code").slice(0, 40);
  const answer = (body: PickupAnswer, status: number) => data(body, { status, headers: ADMIN_NO_STORE });
  if ((intent !== "deposit" && intent !== "collected") || !code)
    return answer({ intent, code, message: apiMessage(locale, "validationFailed") }, 400);
  const ctx = moveContext(context, { lang: locale, ip: context.clientIp });
  const actor = signedInStaff(context);
  const done = await attempt(locale, () =>
    intent === "deposit" ? recordDeposit(ctx, actor, code) : markCollected(ctx, actor, code).then((r) => ({ ...r, deposit_cents: 0 })),
  );
  if (!done.ok) return answer({ intent, code, message: done.refusal.message }, done.refusal.status);
  const date = formText(form, "date");
  const query = new URLSearchParams({ ...(isLocalDate(date) ? { date } : {}), done: intent, code: done.value.code });
  return redirect(`${localizePath(`/admin/campaigns/${campaign.id}/pickups`, locale)}?${query.toString()}`, {
    status: 303,
    headers: ADMIN_NO_STORE,
  });
}
