import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { AppEnv } from "../context.ts";
import { longDay } from "../domain/checkout/shop-clock.shared.ts";
import type { CampaignAdminError, CampaignAdminFailure } from "../domain/campaigns/campaigns-admin.service.ts";
import type { PickupError, PickupFailure } from "../domain/campaigns/pickups.service.ts";
import { apiMessage, type ApiMessageKey } from "../i18n/api-messages.ts";
import type { Lang } from "../i18n/language.ts";
import { ApiError } from "./envelope.ts";

// How a refused change of a campaign, or a refused pickup action, is answered (API and pages). A refusal about a
// product or a pickup day names it and sits beside its row (`products.2.product_id`, `pickup_days.0.capacity_units`).

const ANSWERS: Record<CampaignAdminFailure, { status: ContentfulStatusCode; key: ApiMessageKey; field?: (index: number) => string }> = {
  notFound: { status: 404, key: "campaignUnknown" },
  changed: { status: 409, key: "campaignChanged" },
  slugTaken: { status: 409, key: "campaignSlugTaken" },
  slugReserved: { status: 422, key: "campaignSlugReserved" },
  productUnknown: { status: 422, key: "campaignProductUnknown", field: (i) => `products.${i}.product_id` },
  productTaken: { status: 409, key: "campaignProductTaken", field: (i) => `products.${i}.product_id` },
  capacityBelowReserved: { status: 409, key: "campaignCapacityBelowReserved", field: (i) => `pickup_days.${i}.capacity_units` },
  dayHasOrders: { status: 409, key: "campaignDayHasOrders" },
  hasOrders: { status: 409, key: "campaignHasOrders" },
};

const nameIn = (n: { name_en: string; name_vi: string } | undefined, lang: Lang) =>
  n ? (lang === "vi" ? n.name_vi || n.name_en : n.name_en || n.name_vi) : "";

export function campaignRefusal(error: CampaignAdminError, lang: Lang) {
  const answer = ANSWERS[error.failure];
  const d = error.details;
  const text = apiMessage(lang, answer.key, {
    slug: d.slug ?? "",
    product: nameIn(d.product, lang),
    campaign: nameIn(d.campaign, lang),
    day: d.date ? longDay(d.date, lang) : "",
    reserved: d.reserved ?? 0,
    count: d.orders ?? 0,
  });
  const field =
    answer.field && d.index !== undefined
      ? answer.field(d.index)
      : error.failure === "slugTaken" || error.failure === "slugReserved"
        ? "slug"
        : undefined;
  return { status: answer.status, key: answer.key, text, field };
}

/** The API's answer: a stale save is 409 with the campaign as it is now in `data`. */
export function campaignAnswer<E extends AppEnv>(error: CampaignAdminError, c: Context<E>) {
  const answer = campaignRefusal(error, c.get("lang"));
  if (error.failure === "changed" && error.details.current)
    return c.json({ error: true as const, message: answer.text, data: { campaign: error.details.current } }, 409);
  return new ApiError(answer.status, answer.key, answer.field ? { [answer.field]: [answer.text] } : undefined, undefined, answer.text);
}

const PICKUP_ANSWERS: Record<PickupFailure, { status: ContentfulStatusCode; key: ApiMessageKey }> = {
  notFound: { status: 404, key: "pickupOrderNotFound" },
  notDue: { status: 409, key: "pickupDepositNotDue" },
  alreadyPaid: { status: 409, key: "pickupDepositAlreadyPaid" },
  canceled: { status: 409, key: "pickupOrderCanceled" },
  alreadyCollected: { status: 409, key: "pickupAlreadyCollected" },
};

export function pickupRefusal(error: PickupError, lang: Lang): ApiError {
  const answer = PICKUP_ANSWERS[error.failure];
  return new ApiError(answer.status, answer.key, undefined, undefined, apiMessage(lang, answer.key, { code: error.code }));
}
