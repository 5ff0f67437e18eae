import { data, redirect } from "react-router";
import { centsOf } from "../../features/admin/dollars.ts";
import { formErrors } from "../../../server/api/form-errors.ts";
import { shopTimeZone } from "../../../server/domain/content/theme.service.ts";
import { addDays, instantAt, isLocalDate, localDateAt } from "../../../server/domain/fulfilment/shop-time.ts";
import { couponActiveInput, couponCreateInput, couponUpdateInput } from "../../../server/domain/promotions/coupons-admin.schema.ts";
import {
  CouponAdminError,
  createCoupon,
  deleteCoupon,
  findAdminCoupon,
  listCoupons,
  setCouponActive,
  updateCoupon,
  type AdminCoupon,
} from "../../../server/domain/promotions/coupons-admin.service.ts";
import { apiMessage, type ApiMessageKey } from "../../../server/i18n/api-messages.ts";
import type { Lang } from "../../../server/i18n/language.ts";
import { ADMIN_NO_STORE, signedInStaff } from "../../features/admin/session/staff.server.ts";
import { localizePath } from "../../i18n/config.ts";
import { askFirst } from "../../lib/confirm.server.ts";
import { formText, readForm } from "../../lib/form-data.server.ts";
import { attempt } from "../../lib/refusals.server.ts";
import type { Route as CouponRoute } from "./+types/coupon";
import { giftListAction, giftRows } from "./gift-promotions.server.ts";
import type { Route as PromotionsRoute } from "./+types/promotions";

// /admin/promotions and its coupon forms, the managers' and the owner's: plain form posts to the same service as
// /api/v1/admin/coupons (audited, stale saves refused). The pages show dollars and the shop's days; the service keeps
// cents and instants: a first day starts at the shop's midnight, a last day ends at the next one.

export interface CouponRow extends AdminCoupon {
  /** The first and last days on the shop's clock, as the form shows them ("" for none). */
  starts_on: string;
  ends_on: string;
  /** What a customer typing it now gets: usable, switched off, not yet started, or past its last day. */
  state: "active" | "inactive" | "scheduled" | "expired";
}

function stateOf(coupon: AdminCoupon, now: number): CouponRow["state"] {
  if (!coupon.active) return "inactive";
  if (coupon.ends_at && Date.parse(coupon.ends_at) <= now) return "expired";
  if (coupon.starts_at && Date.parse(coupon.starts_at) > now) return "scheduled";
  return "active";
}

function withDays(coupon: AdminCoupon, timeZone: string, now = Date.now()): CouponRow {
  return {
    ...coupon,
    state: stateOf(coupon, now),
    starts_on: coupon.starts_at ? localDateAt(new Date(coupon.starts_at), timeZone) : "",
    ends_on: coupon.ends_at ? localDateAt(new Date(Date.parse(coupon.ends_at) - 1), timeZone) : "",
  };
}

const promotionsPath = (locale: Lang) => localizePath("/admin/promotions", locale);

export async function promotionsLoader({ context }: PromotionsRoute.LoaderArgs) {
  const timeZone = await shopTimeZone(context.db);
  const [coupons, gifts] = await Promise.all([listCoupons(context.db), giftRows(context.db)]);
  return data({ coupons: coupons.map((c) => withDays(c, timeZone)), gifts }, { headers: ADMIN_NO_STORE });
}

export interface PromotionsAnswer {
  id?: number;
  /** For a gift promotion's button: the promotion the message is about. */
  gift_id?: number;
  message: string;
}

/** The list's buttons: activate or deactivate (with the version shown), delete one never used. */
export async function promotionsAction({ request, context }: PromotionsRoute.ActionArgs) {
  const locale = context.locale;
  const form = await readForm(request);
  askFirst(request, form, ["delete", "gift-delete"]);
  const intent = formText(form, "intent");
  const id = Number(formText(form, "id"));
  const actor = signedInStaff(context);
  const refuse = (body: PromotionsAnswer, status: number) => data(body, { status, headers: ADMIN_NO_STORE });
  if (intent === "gift-active" || intent === "gift-delete") {
    const refused = await giftListAction(context.db, actor, locale, form);
    if (refused) return refuse(refused.body, refused.status);
    throw redirect(promotionsPath(locale), { status: 303, headers: ADMIN_NO_STORE });
  }
  if (!Number.isInteger(id) || id < 1 || id > 2_147_483_647) return refuse({ message: apiMessage(locale, "couponNotFound") }, 404);
  let done;
  if (intent === "active") {
    const parsed = couponActiveInput.safeParse({
      active: formText(form, "active") === "1",
      expected_updated_at: formText(form, "expected_updated_at"),
    });
    if (!parsed.success) return refuse({ id, message: apiMessage(locale, "validationFailed") }, 422);
    done = await attempt(locale, () => setCouponActive({ db: context.db }, actor, id, parsed.data));
  } else if (intent === "delete") {
    done = await attempt(locale, () => deleteCoupon({ db: context.db }, actor, id));
  } else {
    return refuse({ id, message: apiMessage(locale, "validationFailed") }, 422);
  }
  if (!done.ok) return refuse({ id, message: done.refusal.message }, done.refusal.status);
  throw redirect(promotionsPath(locale), { status: 303, headers: ADMIN_NO_STORE });
}

/** The coupon to edit (404 when there is none), or null for a new one (/admin/promotions/coupons/new). */
export async function couponLoader({ params, context }: CouponRoute.LoaderArgs) {
  const timeZone = await shopTimeZone(context.db);
  if (params.id === "new") return data({ coupon: null as CouponRow | null }, { headers: ADMIN_NO_STORE });
  const id = Number(params.id);
  const coupon = Number.isInteger(id) && id >= 1 && id <= 2_147_483_647 ? await findAdminCoupon(context.db, id) : undefined;
  if (!coupon) throw data(null, { status: 404, headers: ADMIN_NO_STORE });
  return data({ coupon: withDays(coupon, timeZone) as CouponRow | null }, { headers: ADMIN_NO_STORE });
}

export interface CouponAnswer {
  message: string;
  errors?: Record<string, string>;
  values?: Record<string, string>;
}

const wholeOrNull = (text: string): number | null =>
  text.trim() === "" ? null : /^\d{1,9}$/.test(text.trim()) ? Number(text.trim()) : Number.NaN;

/** A day typed in the form → the instant it starts on the shop's clock; "" → null; anything else → text the rules refuse. */
const dayStart = (text: string, timeZone: string): string | null =>
  text.trim() === "" ? null : isLocalDate(text.trim()) ? instantAt(text.trim(), "00:00", timeZone).toISOString() : "not-a-date";

const FIELDS = [
  "code",
  "name_en",
  "name_vi",
  "type",
  "value",
  "min_subtotal",
  "starts_on",
  "ends_on",
  "usage_limit",
  "per_customer_limit",
  "expected_updated_at",
] as const;

/** The create and edit form: dollars and days turned into cents and instants, the rules' messages beside their fields. */
export async function couponAction({ request, params, context }: CouponRoute.ActionArgs) {
  const locale = context.locale;
  const form = await readForm(request);
  const values = Object.fromEntries(FIELDS.map((f) => [f, formText(form, f)])) as Record<(typeof FIELDS)[number], string>;
  const active = form.has("active");
  const timeZone = await shopTimeZone(context.db);
  const answer = (body: CouponAnswer, status: number) => data(body, { status, headers: ADMIN_NO_STORE });
  const ends = dayStart(values.ends_on, timeZone);
  const input = {
    code: values.code,
    name: { en: values.name_en, vi: values.name_vi },
    type: values.type,
    value: values.type === "fixed" ? centsOf(values.value) : (wholeOrNull(values.value) ?? Number.NaN),
    min_subtotal_cents: values.min_subtotal.trim() === "" ? 0 : centsOf(values.min_subtotal),
    starts_at: dayStart(values.starts_on, timeZone),
    // The last day is included: the coupon ends at the next day's start.
    ends_at: ends === null || ends === "not-a-date" ? ends : instantAt(addDays(values.ends_on.trim(), 1), "00:00", timeZone).toISOString(),
    usage_limit: wholeOrNull(values.usage_limit),
    per_customer_limit: wholeOrNull(values.per_customer_limit),
    active,
  };
  const id = params.id === "new" ? undefined : Number(params.id);
  const parsed =
    id === undefined
      ? couponCreateInput.safeParse(input)
      : couponUpdateInput.safeParse({ ...input, expected_updated_at: values.expected_updated_at });
  const messages = { ...values, active: active ? "1" : "" };
  if (!parsed.success) {
    const errors: Record<string, string> = {};
    for (const [field, [first]] of Object.entries(formErrors(parsed.error.issues, locale))) {
      const name =
        { "name.en": "name_en", "name.vi": "name_vi", min_subtotal_cents: "min_subtotal", starts_at: "starts_on", ends_at: "ends_on" }[
          field
        ] ?? field;
      const amount: ApiMessageKey | null = name === "value" && values.type === "fixed" ? "couponAmountInvalid" : null;
      errors[name] ??= amount ? apiMessage(locale, amount) : (first ?? "");
    }
    return answer({ message: apiMessage(locale, "validationFailed"), errors, values: messages }, 422);
  }
  const actor = signedInStaff(context);
  if (id !== undefined && (!Number.isInteger(id) || id < 1 || id > 2_147_483_647))
    return answer({ message: apiMessage(locale, "couponNotFound") }, 404);
  const done = await attempt(
    locale,
    () =>
      id === undefined
        ? createCoupon({ db: context.db }, actor, parsed.data)
        : updateCoupon({ db: context.db }, actor, id, parsed.data as Parameters<typeof updateCoupon>[3]),
    { code: parsed.data.code },
  );
  if (!done.ok) {
    const { refusal } = done;
    // A stale save shows the coupon as it is now (the loader runs again); what was typed is dropped with a message.
    const stale = refusal.error instanceof CouponAdminError && refusal.error.failure === "changed";
    return answer(
      {
        message: refusal.message,
        errors: Object.keys(refusal.fields).length > 0 ? refusal.fields : undefined,
        values: stale ? undefined : messages,
      },
      refusal.status,
    );
  }
  throw redirect(promotionsPath(locale), { status: 303, headers: ADMIN_NO_STORE });
}
