import { data, redirect } from "react-router";
import { firstFieldErrors } from "../../../server/api/form-errors.ts";
import { shopTimeZone } from "../../../server/domain/content/theme.service.ts";
import { addDays, instantAt, isLocalDate, localDateAt } from "../../../server/domain/fulfilment/shop-time.ts";
import { giftActiveInput, giftCreateInput, giftUpdateInput } from "../../../server/domain/promotions/gifts-admin.schema.ts";
import {
  createGiftPromotion,
  deleteGiftPromotion,
  findGiftPromotion,
  giftProductChoices,
  GiftAdminError,
  listGiftPromotions,
  setGiftPromotionActive,
  updateGiftPromotion,
  type AdminGiftPromotion,
} from "../../../server/domain/promotions/gifts-admin.service.ts";
import type { Db } from "../../../server/db/index.ts";
import { apiMessage } from "../../../server/i18n/api-messages.ts";
import type { Lang } from "../../../server/i18n/language.ts";
import type { StaffActor } from "../../../server/domain/staff/audit.ts";
import { ADMIN_NO_STORE, signedInStaff } from "../../features/admin/session/staff.server.ts";
import { localizePath } from "../../i18n/config.ts";
import { formText, readForm } from "../../lib/form-data.server.ts";
import { attempt } from "../../lib/refusals.server.ts";
import { centsOf } from "../../features/admin/dollars.ts";
import type { Route as GiftRoute } from "./+types/gift-promotion";

// The gift promotions' part of /admin/promotions and their form (/admin/promotions/gifts/new|:id), the managers' and
// the owner's: plain form posts to the same service as /api/v1/admin/gift-promotions. The pages show dollars and the
// shop's days; the service keeps cents and instants (a first day starts at the shop's midnight, a last day ends at
// the next one).

export interface GiftRow extends AdminGiftPromotion {
  starts_on: string;
  ends_on: string;
  /** What a qualifying cart gets now: the gift, nothing (switched off), not yet, or no more. */
  state: "active" | "inactive" | "scheduled" | "expired";
}

function withDays(gift: AdminGiftPromotion, timeZone: string, now = Date.now()): GiftRow {
  const state: GiftRow["state"] = !gift.active
    ? "inactive"
    : gift.ends_at && Date.parse(gift.ends_at) <= now
      ? "expired"
      : gift.starts_at && Date.parse(gift.starts_at) > now
        ? "scheduled"
        : "active";
  return {
    ...gift,
    state,
    starts_on: gift.starts_at ? localDateAt(new Date(gift.starts_at), timeZone) : "",
    ends_on: gift.ends_at ? localDateAt(new Date(Date.parse(gift.ends_at) - 1), timeZone) : "",
  };
}

/** The gift promotions for the promotions page, with their days on the shop's clock. */
export async function giftRows(db: Db): Promise<GiftRow[]> {
  const timeZone = await shopTimeZone(db);
  return (await listGiftPromotions(db)).map((g) => withDays(g, timeZone));
}

/**
 * The list's gift buttons (intent gift-active, gift-delete): undefined when done, else the answer to show beside the
 * promotion. The promotions page's action hands them here.
 */
export async function giftListAction(
  db: Db,
  actor: StaffActor,
  locale: Lang,
  form: FormData,
): Promise<{ body: { gift_id?: number; message: string }; status: number } | undefined> {
  const id = Number(formText(form, "id"));
  if (!Number.isInteger(id) || id < 1 || id > 2_147_483_647) return { body: { message: apiMessage(locale, "giftNotFound") }, status: 404 };
  let done;
  if (formText(form, "intent") === "gift-active") {
    const parsed = giftActiveInput.safeParse({
      active: formText(form, "active") === "1",
      expected_updated_at: formText(form, "expected_updated_at"),
    });
    if (!parsed.success) return { body: { gift_id: id, message: apiMessage(locale, "validationFailed") }, status: 422 };
    done = await attempt(locale, () => setGiftPromotionActive({ db }, actor, id, parsed.data));
  } else {
    done = await attempt(locale, () => deleteGiftPromotion({ db }, actor, id));
  }
  if (!done.ok) return { body: { gift_id: id, message: done.refusal.message }, status: done.refusal.status };
  return undefined;
}

/** The promotion to edit (404 when there is none) or null for a new one, and the products a gift can be. */
export async function giftLoader({ params, context }: GiftRoute.LoaderArgs) {
  const locale = context.locale;
  const [timeZone, products] = await Promise.all([shopTimeZone(context.db), giftProductChoices(context.db, locale)]);
  if (params.id === "new") return data({ gift: null as GiftRow | null, products }, { headers: ADMIN_NO_STORE });
  const id = Number(params.id);
  const gift = Number.isInteger(id) && id >= 1 && id <= 2_147_483_647 ? await findGiftPromotion(context.db, id) : undefined;
  if (!gift) throw data(null, { status: 404, headers: ADMIN_NO_STORE });
  return data({ gift: withDays(gift, timeZone) as GiftRow | null, products }, { headers: ADMIN_NO_STORE });
}

export interface GiftAnswer {
  message: string;
  errors?: Record<string, string>;
  values?: Record<string, string>;
}

const FIELDS = [
  "name_en",
  "name_vi",
  "gift_product_id",
  "gift_quantity",
  "min_subtotal",
  "starts_on",
  "ends_on",
  "expected_updated_at",
] as const;

const dayStart = (text: string, timeZone: string): string | null =>
  text.trim() === "" ? null : isLocalDate(text.trim()) ? instantAt(text.trim(), "00:00", timeZone).toISOString() : "not-a-date";
const whole = (text: string) => (/^\d{1,10}$/.test(text.trim()) ? Number(text.trim()) : Number.NaN);

/** The create and edit form: dollars and days turned into cents and instants, the rules' messages beside their fields. */
export async function giftAction({ request, params, context }: GiftRoute.ActionArgs) {
  const locale = context.locale;
  const form = await readForm(request);
  const values = Object.fromEntries(FIELDS.map((f) => [f, formText(form, f)])) as Record<(typeof FIELDS)[number], string>;
  const active = form.has("active");
  const timeZone = await shopTimeZone(context.db);
  const answer = (body: GiftAnswer, status: number) => data(body, { status, headers: ADMIN_NO_STORE });
  const ends = dayStart(values.ends_on, timeZone);
  const input = {
    name: { en: values.name_en, vi: values.name_vi },
    gift_product_id: whole(values.gift_product_id),
    gift_quantity: values.gift_quantity.trim() === "" ? 1 : whole(values.gift_quantity),
    min_subtotal_cents: values.min_subtotal.trim() === "" ? 0 : centsOf(values.min_subtotal),
    starts_at: dayStart(values.starts_on, timeZone),
    // The last day is included: the promotion ends at the next day's start.
    ends_at: ends === null || ends === "not-a-date" ? ends : instantAt(addDays(values.ends_on.trim(), 1), "00:00", timeZone).toISOString(),
    active,
  };
  const id = params.id === "new" ? undefined : Number(params.id);
  const parsed =
    id === undefined
      ? giftCreateInput.safeParse(input)
      : giftUpdateInput.safeParse({ ...input, expected_updated_at: values.expected_updated_at });
  const typed = { ...values, active: active ? "1" : "" };
  if (!parsed.success) {
    const errors: Record<string, string> = {};
    for (const [field, text] of Object.entries(firstFieldErrors(parsed.error.issues, locale))) {
      const name =
        { "name.en": "name_en", "name.vi": "name_vi", min_subtotal_cents: "min_subtotal", starts_at: "starts_on", ends_at: "ends_on" }[
          field
        ] ?? field;
      errors[name] ??= text;
    }
    return answer({ message: apiMessage(locale, "validationFailed"), errors, values: typed }, 422);
  }
  const actor = signedInStaff(context);
  if (id !== undefined && (!Number.isInteger(id) || id < 1 || id > 2_147_483_647))
    return answer({ message: apiMessage(locale, "giftNotFound") }, 404);
  const done = await attempt(locale, () =>
    id === undefined
      ? createGiftPromotion({ db: context.db }, actor, parsed.data)
      : updateGiftPromotion({ db: context.db }, actor, id, parsed.data as Parameters<typeof updateGiftPromotion>[3]),
  );
  if (!done.ok) {
    const { refusal } = done;
    // A stale save shows the promotion as it is now (the loader runs again); what was typed is dropped with a message.
    const stale = refusal.error instanceof GiftAdminError && refusal.error.failure === "changed";
    return answer(
      {
        message: refusal.message,
        errors: Object.keys(refusal.fields).length > 0 ? refusal.fields : undefined,
        values: stale ? undefined : typed,
      },
      refusal.status,
    );
  }
  throw redirect(localizePath("/admin/promotions", locale), { status: 303, headers: ADMIN_NO_STORE });
}
