import { z } from "zod";
import { key } from "../shared/fields.schema.ts";
import { MAX_CENTS } from "./coupons-admin.schema.ts";
import { MAX_GIFT_QUANTITY } from "./gift-limits.shared.ts";
import { promotionName } from "./promotion-names.ts";

// The back office's gift promotion forms and calls: a promotion that adds a free product to every cart
// whose subtotal reaches a minimum, between two dates, while switched on. Its name is what the cart and the order show
// beside the gift, in both languages (English required; a Vietnamese name left empty shows the English one).

const instant = z.iso.datetime({ offset: true, error: "couponDateInvalid" }).nullable();

const fields = z.object({
  name: promotionName("giftNameRequired"),
  gift_product_id: z
    .number(key("giftProductUnknown"))
    .int(key("giftProductUnknown"))
    .min(1, key("giftProductUnknown"))
    .max(2_147_483_647, key("giftProductUnknown")),
  gift_quantity: z
    .number(key("giftQuantityInvalid"))
    .int(key("giftQuantityInvalid"))
    .min(1, key("giftQuantityInvalid"))
    .max(MAX_GIFT_QUANTITY, key("giftQuantityInvalid"))
    .default(1),
  min_subtotal_cents: z
    .number(key("couponMinimumInvalid"))
    .int(key("couponMinimumInvalid"))
    .min(0, key("couponMinimumInvalid"))
    .max(MAX_CENTS, key("couponMinimumInvalid")),
  starts_at: instant.default(null),
  ends_at: instant.default(null),
  active: z.boolean(key("fieldInvalid")).default(true),
});

type Fields = z.infer<typeof fields>;

function check(v: Fields, ctx: z.RefinementCtx) {
  if (v.starts_at !== null && v.ends_at !== null && Date.parse(v.ends_at) <= Date.parse(v.starts_at)) {
    ctx.addIssue({ code: "custom", path: ["ends_at"], message: "couponEndsBeforeStarts" });
  }
}

export const giftCreateInput = fields.superRefine(check);
export type GiftCreateInput = z.infer<typeof giftCreateInput>;

const version = z.string(key("giftVersionRequired")).min(1, key("giftVersionRequired")).max(40, key("giftVersionRequired"));

export const giftUpdateInput = fields.extend({ expected_updated_at: version }).superRefine(check);
export type GiftUpdateInput = z.infer<typeof giftUpdateInput>;

export const giftActiveInput = z.object({ active: z.boolean(key("fieldInvalid")), expected_updated_at: version });
export type GiftActiveInput = z.infer<typeof giftActiveInput>;
