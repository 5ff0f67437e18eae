import { z } from "zod";
import { key } from "../shared/fields.schema.ts";
import { promotionName } from "./promotion-names.ts";

// The back office's coupon forms and calls: a code customers type in any case, its name in English and
// Vietnamese (what the cart shows beside the code: English required, an empty Vietnamese one shows the English one),
// a percentage or a fixed amount in cents, a minimum subtotal, dates, usage limits, and whether it is switched on. Amounts are cents here;
// the pages turn the dollars they show into cents before these rules run.

/** Upper case letters, digits, - and _; 3 to 32 of them, once trimmed and upper-cased. */
export const COUPON_CODE = /^[A-Z0-9_-]{3,32}$/;
/** $10,000: far above any bakery order, well inside an integer. */
export const MAX_CENTS = 1_000_000;
export const MAX_USES = 1_000_000;

const code = z
  .string(key("couponCodeInvalid"))
  .transform((text) => text.trim().toUpperCase())
  .pipe(z.string().regex(COUPON_CODE, key("couponCodeInvalid")));

const cents = (message: Parameters<typeof key>[0]) =>
  z.number(key(message)).int(key(message)).min(0, key(message)).max(MAX_CENTS, key(message));
const limit = z
  .number(key("couponLimitInvalid"))
  .int(key("couponLimitInvalid"))
  .min(1, key("couponLimitInvalid"))
  .max(MAX_USES, key("couponLimitInvalid"))
  .nullable();
const instant = z.iso.datetime({ offset: true, error: "couponDateInvalid" }).nullable();

const fields = z.object({
  code,
  name: promotionName("couponNameRequired"),
  type: z.enum(["percentage", "fixed"], key("couponTypeInvalid")),
  value: z
    .number(key("couponValueInvalid"))
    .int(key("couponValueInvalid"))
    .min(1, key("couponValueInvalid"))
    .max(MAX_CENTS, key("couponValueInvalid")),
  min_subtotal_cents: cents("couponMinimumInvalid").default(0),
  starts_at: instant.default(null),
  ends_at: instant.default(null),
  usage_limit: limit.default(null),
  per_customer_limit: limit.default(null),
  active: z.boolean(key("fieldInvalid")).default(true),
});

type Fields = z.infer<typeof fields>;

/** A percentage is 1–100; the end comes after the start. */
function check(v: Fields, ctx: z.RefinementCtx) {
  if (v.type === "percentage" && v.value > 100) ctx.addIssue({ code: "custom", path: ["value"], message: "couponPercentInvalid" });
  if (v.starts_at !== null && v.ends_at !== null && Date.parse(v.ends_at) <= Date.parse(v.starts_at)) {
    ctx.addIssue({ code: "custom", path: ["ends_at"], message: "couponEndsBeforeStarts" });
  }
}

export const couponCreateInput = fields.superRefine(check);
export type CouponCreateInput = z.infer<typeof couponCreateInput>;

/** A save carries the version the staff member saw: the coupon's `updated_at` as read. */
const version = z.string(key("couponVersionRequired")).min(1, key("couponVersionRequired")).max(40, key("couponVersionRequired"));

export const couponUpdateInput = fields.extend({ expected_updated_at: version }).superRefine(check);
export type CouponUpdateInput = z.infer<typeof couponUpdateInput>;

export const couponActiveInput = z.object({ active: z.boolean(key("fieldInvalid")), expected_updated_at: version });
export type CouponActiveInput = z.infer<typeof couponActiveInput>;
