import { z } from "zod";
import { key, whenMissing } from "../shared/fields.schema.ts";
import { NEW_SLUG_PATTERN, RESERVED_SLUGS, SLUG_MAX_LENGTH } from "../content/slugs.ts";
import { isLocalDate, isLocalTime } from "../fulfilment/shop-time.ts";
import { CAMPAIGN_BANNER_MAX, CAMPAIGN_BODY_MAX, CAMPAIGN_NAME_MAX } from "./campaign-rules.shared.ts";

// A campaign in the back office: its slug (one namespace with products, posts and pages), names, banner and page text
// in both languages, its order window as two instants (the page takes them on the shop's clock), whether it is
// published, its deposit rule, how many days before pickup a cancel still gets the deposit back, the products it sells
// (each with a limit per customer) and its pickup days (hours and a capacity in units). A pickup day is known by its
// date: one sent again keeps its reserved units. Server only (zod); the form's limits are in campaign-rules.shared.ts.

export { CAMPAIGN_BANNER_MAX, CAMPAIGN_BODY_MAX, CAMPAIGN_NAME_MAX };
export const MAX_CAMPAIGN_PRODUCTS = 50;
export const MAX_PICKUP_DAYS = 60;
export const MAX_DAY_CAPACITY = 100_000;
export const MAX_PER_CUSTOMER = 1_000;
/** Cents per item of a fixed deposit: at most $10,000.00. */
export const MAX_FIXED_DEPOSIT_CENTS = 1_000_000;

const CONTROL = /(?![\t\n\r])\p{Cc}/u;

const name = z
  .string(whenMissing("campaignNameRequired"))
  .trim()
  .min(1, key("campaignNameRequired"))
  .max(CAMPAIGN_NAME_MAX, key("campaignNameTooLong"))
  .refine((t) => !/\p{Cc}/u.test(t), key("fieldInvalid"));

const banner = z
  .string(key("fieldInvalid"))
  .trim()
  .max(CAMPAIGN_BANNER_MAX, key("campaignBannerTooLong"))
  .refine((t) => !/\p{Cc}/u.test(t), key("fieldInvalid"))
  .default("");

const body = z
  .string(key("fieldInvalid"))
  .trim()
  .max(CAMPAIGN_BODY_MAX, key("campaignBodyTooLong"))
  .refine((t) => !CONTROL.test(t), key("fieldInvalid"))
  .transform((t) => t.replace(/\r\n?/g, "\n"))
  .default("");

const slug = z
  .string(whenMissing("campaignSlugInvalid"))
  .trim()
  .pipe(
    z
      .string()
      .max(SLUG_MAX_LENGTH, key("campaignSlugInvalid"))
      .regex(NEW_SLUG_PATTERN, key("campaignSlugInvalid"))
      .refine((s) => !RESERVED_SLUGS.has(s), key("campaignSlugReserved")),
  );

const instant = (message: "campaignOpensInvalid" | "campaignClosesInvalid") =>
  z
    .string(key(message))
    .max(40, key(message))
    .refine((t) => /^\d{4}-\d{2}-\d{2}T/.test(t) && !Number.isNaN(Date.parse(t)), key(message))
    .transform((t) => new Date(t).toISOString());

const whole = (message: Parameters<typeof key>[0], min: number, max: number) =>
  z.number(key(message)).int(key(message)).min(min, key(message)).max(max, key(message));

const product = z.object({
  product_id: whole("campaignProductUnknown", 1, 2_147_483_647),
  per_customer_limit: whole("campaignLimitInvalid", 1, MAX_PER_CUSTOMER).nullable().default(null),
});

const pickupDay = z.object({
  date: z.string(key("campaignDayDateInvalid")).refine(isLocalDate, key("campaignDayDateInvalid")),
  opens: z.string(key("campaignDayTimeInvalid")).refine(isLocalTime, key("campaignDayTimeInvalid")),
  closes: z.string(key("campaignDayTimeInvalid")).refine(isLocalTime, key("campaignDayTimeInvalid")),
  capacity_units: whole("campaignCapacityInvalid", 0, MAX_DAY_CAPACITY),
});

const campaign = z.object({
  slug,
  name_en: name,
  name_vi: name,
  banner_en: banner,
  banner_vi: banner,
  body_en: body,
  body_vi: body,
  opens_at: instant("campaignOpensInvalid"),
  closes_at: instant("campaignClosesInvalid"),
  is_published: z.boolean(key("fieldInvalid")).default(false),
  deposit_kind: z.enum(["none", "percent", "fixed"], key("campaignDepositKindInvalid")).default("none"),
  deposit_value: whole("campaignDepositInvalid", 0, MAX_FIXED_DEPOSIT_CENTS).default(0),
  cancel_until_days: whole("campaignCancelDaysInvalid", 0, 365).default(0),
  products: z.array(product, key("fieldInvalid")).max(MAX_CAMPAIGN_PRODUCTS, key("campaignTooManyProducts")).default([]),
  pickup_days: z.array(pickupDay, key("fieldInvalid")).max(MAX_PICKUP_DAYS, key("campaignTooManyDays")).default([]),
});

/** The campaign's fields checked together. */
function check(c: z.infer<typeof campaign>, ctx: z.RefinementCtx) {
  const issue = (path: (string | number)[], message: string) => ctx.addIssue({ code: "custom", path, message });
  if (Date.parse(c.closes_at) <= Date.parse(c.opens_at)) issue(["closes_at"], "campaignClosesBeforeOpens");
  if (c.deposit_kind === "percent" && (c.deposit_value < 1 || c.deposit_value > 100))
    issue(["deposit_value"], "campaignDepositPercentInvalid");
  if (c.deposit_kind === "fixed" && c.deposit_value < 1) issue(["deposit_value"], "campaignDepositFixedInvalid");
  c.products.forEach((p, i) => {
    if (c.products.slice(0, i).some((earlier) => earlier.product_id === p.product_id))
      issue(["products", i, "product_id"], "campaignProductTwice");
  });
  c.pickup_days.forEach((d, i) => {
    if (c.pickup_days.slice(0, i).some((earlier) => earlier.date === d.date)) issue(["pickup_days", i, "date"], "campaignDayTwice");
    if (isLocalTime(d.opens) && isLocalTime(d.closes) && d.closes <= d.opens)
      issue(["pickup_days", i, "closes"], "campaignDayHoursInvalid");
  });
}

const version = z.string(key("campaignVersionRequired")).min(1, key("campaignVersionRequired")).max(40, key("campaignVersionRequired"));

export const campaignInput = campaign.superRefine(check);
export type CampaignInput = z.infer<typeof campaignInput>;
/** An edit carries the campaign's updated_at as read: a save on an older one is refused with 409. */
export const campaignUpdateInput = campaign.extend({ expected_updated_at: version }).superRefine(check);
export type CampaignUpdateInput = z.infer<typeof campaignUpdateInput>;
