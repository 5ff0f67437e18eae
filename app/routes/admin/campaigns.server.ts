import { data, redirect } from "react-router";
import { pathIdOf } from "../../../server/domain/shared/fields.schema.ts";
import { formErrors } from "../../../server/api/form-errors.ts";
import { campaignState } from "../../../server/domain/campaigns/campaign-rules.shared.ts";
import { campaignInput, campaignUpdateInput } from "../../../server/domain/campaigns/campaigns-admin.schema.ts";
import {
  CampaignAdminError,
  campaignProductChoices,
  createCampaign,
  deleteCampaign,
  findCampaignAdmin,
  listCampaignsAdmin,
  updateCampaign,
  type CampaignAdminView,
} from "../../../server/domain/campaigns/campaigns-admin.service.ts";
import { shopTimeZone } from "../../../server/domain/content/theme.service.ts";
import { instantAt, isLocalDate, isLocalTime } from "../../../server/domain/fulfilment/shop-time.ts";
import { can } from "../../../server/domain/staff/roles.shared.ts";
import { wallClockIn } from "../../../server/i18n/formatters.shared.ts";
import { apiMessage } from "../../../server/i18n/api-messages.ts";
import { ADMIN_NO_STORE, signedInStaff } from "../../features/admin/session/staff.server.ts";
import { centsOf } from "../../features/admin/dollars.ts";
import { localizePath } from "../../i18n/config.ts";
import { askFirst } from "../../lib/confirm.server.ts";
import { formText, readForm } from "../../lib/form-data.server.ts";
import { attempt, type Refusal } from "../../lib/refusals.server.ts";
import type { Route as CampaignRoute } from "./+types/campaign";
import type { Route as CampaignsRoute } from "./+types/campaigns";

// /admin/campaigns (every role: the kitchen opens a campaign's dashboard, plan and pickups from it) and
// /admin/campaigns/new|:id (permission "catalog"): the seasonal pre-orders, and one form posted without JavaScript to
// the same service as /api/v1/admin/campaigns (audited, stale saves refused). The form takes the order window on the
// shop's clock (a date and a time each) and a fixed deposit in dollars; one row a product and one a pickup day, with
// empty rows to fill; the service keeps instants and cents, and knows a pickup day by its date.

const SAVED = ["created", "updated", "deleted"] as const;
type Saved = (typeof SAVED)[number];
const savedOf = (url: URL): Saved | null => SAVED.find((s) => s === url.searchParams.get("saved")) ?? null;

/** The rows a posted form may carry: more are not read (the rules refuse more than 50 products or 60 days anyway). */
const MAX_ROWS = 200;

export const idOf = pathIdOf;

/** An instant as the shop's clock shows it: "2027-01-01" and "00:00". */
function shopClock(instant: string, timeZone: string): { date: string; time: string } {
  const w = wallClockIn(instant, timeZone);
  const pad = (n: number) => String(n).padStart(2, "0");
  return { date: `${w.year}-${pad(w.month)}-${pad(w.day)}`, time: `${pad(w.hour)}:${pad(w.minute)}` };
}

export interface CampaignListItem {
  id: number;
  slug: string;
  name_en: string;
  name_vi: string;
  is_published: boolean;
  state: "upcoming" | "open" | "closed";
  opens_at: string;
  closes_at: string;
  products: number;
  pickup_days: number;
  first_day: string | null;
  last_day: string | null;
  orders: number;
}

export async function campaignsLoader({ request, context }: CampaignsRoute.LoaderArgs) {
  const now = new Date();
  const campaigns: CampaignListItem[] = (await listCampaignsAdmin(context.db)).map((c) => ({
    id: c.id,
    slug: c.slug,
    name_en: c.name_en,
    name_vi: c.name_vi,
    is_published: c.is_published,
    state: campaignState(c, now),
    opens_at: c.opens_at,
    closes_at: c.closes_at,
    products: c.products.length,
    pickup_days: c.pickup_days.length,
    first_day: c.pickup_days[0]?.date ?? null,
    last_day: c.pickup_days.at(-1)?.date ?? null,
    orders: c.orders,
  }));
  return data(
    {
      campaigns,
      timeZone: await shopTimeZone(context.db),
      mayEdit: can(signedInStaff(context).role, "catalog"),
      saved: savedOf(new URL(request.url)),
    },
    { headers: ADMIN_NO_STORE },
  );
}

/** A campaign as its form shows it: the order window on the shop's clock, a fixed deposit in dollars. */
export interface CampaignForm extends CampaignAdminView {
  opens_date: string;
  opens_time: string;
  closes_date: string;
  closes_time: string;
}

function formOf(c: CampaignAdminView, timeZone: string): CampaignForm {
  const opens = shopClock(c.opens_at, timeZone);
  const closes = shopClock(c.closes_at, timeZone);
  return { ...c, opens_date: opens.date, opens_time: opens.time, closes_date: closes.date, closes_time: closes.time };
}

/** The campaign to edit (404 when there is none), or null for a new one; the catalogue's products to choose from. */
export async function campaignLoader({ params, request, context }: CampaignRoute.LoaderArgs) {
  const timeZone = await shopTimeZone(context.db);
  const products = await campaignProductChoices(context.db);
  const campaigns = (await listCampaignsAdmin(context.db)).map((c) => ({ id: c.id, name_en: c.name_en, name_vi: c.name_vi }));
  const common = { products, campaigns, timeZone };
  if (params.id === "new")
    return data({ campaign: null as CampaignForm | null, ...common, saved: null as Saved | null }, { headers: ADMIN_NO_STORE });
  const id = idOf(params.id);
  const campaign = id === undefined ? undefined : await findCampaignAdmin(context.db, id);
  if (!campaign) throw data(null, { status: 404, headers: ADMIN_NO_STORE });
  return data(
    { campaign: formOf(campaign, timeZone) as CampaignForm | null, ...common, saved: savedOf(new URL(request.url)) },
    { headers: ADMIN_NO_STORE },
  );
}

/** A product's row as typed. */
export interface ProductRow {
  product_id: string;
  limit: string;
  remove: boolean;
}

/** A pickup day's row as typed. */
export interface DayRow {
  date: string;
  opens: string;
  closes: string;
  capacity: string;
  remove: boolean;
}

export interface CampaignAnswer {
  intent: string;
  message: string;
  /** Each message beside its field: `name_vi`, `opens_date`, `products.2.product_id`, `days.0.capacity`… */
  errors?: Record<string, string>;
  /** The campaign's fields as typed (dropped after a stale save: the campaign as it is now is shown). */
  values?: Record<string, string>;
  products?: ProductRow[];
  days?: DayRow[];
  /** After a stale save: the campaign as it is now. */
  current?: CampaignForm;
}

const FIELDS = [
  "slug",
  "name_en",
  "name_vi",
  "banner_en",
  "banner_vi",
  "body_en",
  "body_vi",
  "opens_date",
  "opens_time",
  "closes_date",
  "closes_time",
  "is_published",
  "deposit_kind",
  "deposit_percent",
  "deposit_fixed",
  "cancel_until_days",
  "expected_updated_at",
] as const;

const PRODUCT_FIELD = /^products\.(\d{1,4})\.(product_id|limit|remove)$/;
const DAY_FIELD = /^days\.(\d{1,4})\.(date|opens|closes|capacity|remove)$/;

/** A whole number as typed; "" → `empty`; anything else → NaN, which the rules refuse with the field's message. */
const wholeOr = <T>(text: string, empty: T): number | T =>
  text.trim() === "" ? empty : /^\d{1,9}$/.test(text.trim()) ? Number(text.trim()) : Number.NaN;

/** The numbers of a form's rows named `pattern`, in order. */
function rowNumbers(form: FormData, pattern: RegExp): number[] {
  const numbers = new Set<number>();
  for (const name of form.keys()) {
    const match = pattern.exec(name);
    if (match && numbers.size < MAX_ROWS) numbers.add(Number(match[1]));
  }
  return [...numbers].sort((a, b) => a - b);
}

/** The form's name for a rule's field: a row's path names its row on the form. */
function formField(path: string, productRow: number[], dayRow: number[], depositKind: string): string {
  if (path === "opens_at") return "opens_date";
  if (path === "closes_at") return "closes_date";
  if (path === "deposit_value") return depositKind === "fixed" ? "deposit_fixed" : "deposit_percent";
  const product = /^products\.(\d+)(?:\.(\w+))?/.exec(path);
  if (product) {
    const row = productRow[Number(product[1])];
    return row === undefined ? "products" : `products.${row}.${product[2] === "per_customer_limit" ? "limit" : "product_id"}`;
  }
  const day = /^pickup_days\.(\d+)(?:\.(\w+))?/.exec(path);
  if (day) {
    const row = dayRow[Number(day[1])];
    const field = day[2] === "capacity_units" ? "capacity" : (day[2] ?? "date");
    return row === undefined ? "days" : `days.${row}.${field}`;
  }
  if (path === "pickup_days") return "days";
  return path;
}

/** A date and a time on the shop's clock as an instant; anything unreadable stays so, for the rules to refuse. */
const instantOf = (date: string, time: string, timeZone: string): string =>
  isLocalDate(date.trim()) && isLocalTime(time.trim()) ? instantAt(date.trim(), time.trim(), timeZone).toISOString() : "";

/**
 * intent=save: creates (303 to the new campaign's page) or edits with the version seen (303 back); intent=delete asks
 * first, then deletes (303 to the list). A bad field is the form again with each message beside its field and what was
 * typed (422); a refusal about a product or a pickup day sits beside its row (409); a stale version is the campaign as
 * it is now and why (409); an unknown campaign is the 404 page.
 */
export async function campaignAction({ params, request, context }: CampaignRoute.ActionArgs) {
  const locale = context.locale;
  const form = await readForm(request);
  askFirst(request, form, ["delete"]);
  const intent = formText(form, "intent") || "save";
  const answer = (body: CampaignAnswer, status: number) => data(body, { status, headers: ADMIN_NO_STORE });
  const notFound = () => data(null, { status: 404, headers: ADMIN_NO_STORE });
  const isNew = params.id === "new";
  const id = isNew ? undefined : idOf(params.id);
  if (!isNew && id === undefined) throw notFound();
  const actor = signedInStaff(context);
  const ctx = { db: context.db };
  const timeZone = await shopTimeZone(context.db);

  if (intent === "delete") {
    if (id === undefined) throw notFound();
    const deleted = await attempt(locale, () => deleteCampaign(ctx, actor, id));
    if (!deleted.ok) {
      if (deleted.refusal.status === 404) throw notFound();
      return answer({ intent, message: deleted.refusal.message }, deleted.refusal.status);
    }
    return redirect(`${localizePath("/admin/campaigns", locale)}?saved=deleted`, { status: 303, headers: ADMIN_NO_STORE });
  }
  if (intent !== "save") return answer({ intent, message: apiMessage(locale, "validationFailed") }, 400);

  const values = Object.fromEntries(FIELDS.map((f) => [f, formText(form, f)])) as Record<(typeof FIELDS)[number], string>;
  values.is_published = form.has("is_published") ? "1" : "";
  const products: ProductRow[] = rowNumbers(form, PRODUCT_FIELD).map((n) => ({
    product_id: formText(form, `products.${n}.product_id`),
    limit: formText(form, `products.${n}.limit`),
    remove: form.has(`products.${n}.remove`),
  }));
  const days: DayRow[] = rowNumbers(form, DAY_FIELD).map((n) => ({
    date: formText(form, `days.${n}.date`),
    opens: formText(form, `days.${n}.opens`),
    closes: formText(form, `days.${n}.closes`),
    capacity: formText(form, `days.${n}.capacity`),
    remove: form.has(`days.${n}.remove`),
  }));
  // productRow[i]: the form's row of the i-th product sent to the service; dayRow likewise.
  const productRow: number[] = [];
  const dayRow: number[] = [];
  const kind = values.deposit_kind || "none";
  const input = {
    slug: values.slug.trim().toLowerCase(),
    name_en: values.name_en,
    name_vi: values.name_vi,
    banner_en: values.banner_en,
    banner_vi: values.banner_vi,
    body_en: values.body_en,
    body_vi: values.body_vi,
    opens_at: instantOf(values.opens_date, values.opens_time, timeZone),
    closes_at: instantOf(values.closes_date, values.closes_time, timeZone),
    is_published: values.is_published === "1",
    deposit_kind: kind,
    deposit_value:
      kind === "percent" ? wholeOr(values.deposit_percent, Number.NaN) : kind === "fixed" ? centsOf(values.deposit_fixed || "x") : 0,
    cancel_until_days: wholeOr(values.cancel_until_days, 0),
    products: products.flatMap((row, n) => {
      if (row.remove || row.product_id === "") return [];
      productRow.push(n);
      return [{ product_id: wholeOr(row.product_id, Number.NaN), per_customer_limit: wholeOr(row.limit, null) }];
    }),
    pickup_days: days.flatMap((row, n) => {
      if (row.remove || (!row.date.trim() && !row.capacity.trim())) return [];
      dayRow.push(n);
      return [
        { date: row.date.trim(), opens: row.opens.trim(), closes: row.closes.trim(), capacity_units: wholeOr(row.capacity, Number.NaN) },
      ];
    }),
  };
  const parsed = isNew
    ? campaignInput.safeParse(input)
    : campaignUpdateInput.safeParse({ ...input, expected_updated_at: values.expected_updated_at });
  if (!parsed.success) {
    const errors: Record<string, string> = {};
    for (const [path, [first]] of Object.entries(formErrors(parsed.error.issues, locale)))
      errors[formField(path, productRow, dayRow, kind)] ??= first ?? "";
    return answer({ intent, message: apiMessage(locale, "validationFailed"), errors, values, products, days }, 422);
  }

  const refused = ({ status, message, fields, error }: Refusal) => {
    if (status === 404) throw notFound();
    // A stale save drops what was typed: the page shows the campaign as it is now.
    if (error instanceof CampaignAdminError && error.failure === "changed" && error.details.current)
      return answer({ intent, message, current: formOf(error.details.current, timeZone) }, status);
    const errors = Object.fromEntries(Object.entries(fields).map(([path, text]) => [formField(path, productRow, dayRow, kind), text]));
    return answer({ intent, message, errors, values, products, days }, status);
  };
  const here = (campaignId: number, saved: Saved) => `${localizePath(`/admin/campaigns/${campaignId}`, locale)}?saved=${saved}`;
  if (id === undefined) {
    const created = await attempt(locale, () => createCampaign(ctx, actor, parsed.data));
    if (!created.ok) return refused(created.refusal);
    return redirect(here(created.value.id, "created"), { status: 303, headers: ADMIN_NO_STORE });
  }
  const updated = await attempt(locale, () => updateCampaign(ctx, actor, id, parsed.data as Parameters<typeof updateCampaign>[3]));
  if (!updated.ok) return refused(updated.refusal);
  return redirect(here(id, "updated"), { status: 303, headers: ADMIN_NO_STORE });
}
