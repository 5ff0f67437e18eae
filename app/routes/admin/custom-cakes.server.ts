import { data, redirect } from "react-router";
import { publicUrl } from "../../../server/config.ts";
import { DECLINE_REASON_MAX, QUOTE_NOTES_MAX } from "../../../server/domain/custom-cakes/custom-cake-rules.shared.ts";
import {
  adminCakeRequest,
  declineCakeRequest,
  listCakeRequests,
  quoteCakeRequest,
  readCakePhoto,
  type CakeInboxFilter,
} from "../../../server/domain/custom-cakes/custom-cakes-admin.service.ts";
import { CakeRequestError, type CakeContext } from "../../../server/domain/custom-cakes/custom-cakes.types.ts";
import { QuoteInputSchema, ShopDeclineInputSchema } from "../../../server/domain/custom-cakes/custom-cakes.schema.ts";
import { firstFieldErrors } from "../../../server/api/form-errors.ts";
import { shopTimeZone } from "../../../server/domain/content/theme.service.ts";
import { pathIdOf } from "../../../server/domain/shared/fields.schema.ts";
import { can } from "../../../server/domain/staff/roles.shared.ts";
import { cakeContext } from "../../../server/http/checkout-context.ts";
import { staffOf } from "../../../server/http/staff-session.ts";
import { apiMessage } from "../../../server/i18n/api-messages.ts";
import type { Locale } from "../../../server/i18n/locales.shared.ts";
import { ADMIN_NO_STORE, signedInStaff } from "../../features/admin/session/staff.server.ts";
import { centsOf } from "../../features/admin/dollars.ts";
import { localizePath } from "../../i18n/config.ts";
import { askFirst } from "../../lib/confirm.server.ts";
import { attempt } from "../../lib/refusals.server.ts";
import { formText, readForm } from "../../lib/form-data.server.ts";
import { CAKE_FILTERS, type CakeFilter } from "./custom-cakes.shared.ts";
import type { Route as ListRoute } from "./+types/custom-cakes";
import type { Route as RequestRoute } from "./+types/custom-cake";
import type { Route as PhotoRoute } from "./+types/custom-cake-photo";

// /admin/custom-cakes (permission "board": owner, manager, kitchen), /admin/custom-cakes/:id (the same to read; the
// quote and the decline need "orders": owner, manager) and /admin/custom-cakes/:id/photos/:n (the reference photos,
// to staff with "board" only). The same services as /api/v1/admin/custom-cakes. Plain form posts: 303 back to the
// request with what was done; a refusal is the page again with its message beside its field, what was typed kept.

const filterOf = (url: URL): CakeFilter => CAKE_FILTERS.find((f) => f === url.searchParams.get("status")) ?? "open";

const DONE = ["quoted", "declined"] as const;
type Done = (typeof DONE)[number];
const doneOf = (url: URL): Done | null => DONE.find((d) => d === url.searchParams.get("done")) ?? null;

/** The services' context for a page request (the back office charges nothing: quoting and declining only). */
function cakeContextOf(context: Readonly<ListRoute.LoaderArgs["context"]>, locale: Locale): CakeContext {
  return cakeContext(context, { lang: locale, ip: context.clientIp });
}

export async function customCakesLoader({ request, context }: ListRoute.LoaderArgs) {
  const filter = filterOf(new URL(request.url));
  const requests = await listCakeRequests({ db: context.db, lang: context.locale }, { status: filter } satisfies CakeInboxFilter);
  return data({ filter, requests, timeZone: await shopTimeZone(context.db) }, { headers: ADMIN_NO_STORE });
}

export async function customCakeLoader({ params, request, context }: RequestRoute.LoaderArgs) {
  const id = pathIdOf(params.id);
  const found = id === undefined ? undefined : await adminCakeRequest({ db: context.db, lang: context.locale }, id);
  if (!found) throw data(null, { status: 404, headers: ADMIN_NO_STORE });
  return data(
    {
      request: found,
      mayAnswer: can(signedInStaff(context).role, "orders"),
      timeZone: await shopTimeZone(context.db),
      done: doneOf(new URL(request.url)),
      publicUrl: publicUrl(context.config),
    },
    { headers: ADMIN_NO_STORE },
  );
}

/** What the quote's and the decline's forms had typed, kept when a refusal sends the page back. */
export type CakeFormValues = {
  price: string;
  deposit: string;
  notes: string;
  date: string;
  reason: string;
};

export interface CakeAnswer {
  intent: "quote" | "decline";
  /** The refusal, above the form. */
  message: string;
  /** Each message beside its field: price, deposit, notes, date, reason. */
  errors: Record<string, string>;
  values: CakeFormValues;
  /** The reason was left empty: the decline was not asked about. */
  reasonMissing?: boolean;
}

/** The service's field name as the form names it. */
const FORM_FIELD: Record<string, keyof CakeFormValues> = {
  price_cents: "price",
  price: "price",
  deposit_cents: "deposit",
  deposit: "deposit",
  notes: "notes",
  date: "date",
  reason: "reason",
};

/**
 * intent=quote (price and deposit in dollars, notes, an optional other date, expected_version): quotes or quotes
 * again, the customer e-mailed the quote's link; 303 back with done=quoted. intent=decline (reason,
 * expected_version): asks first, then declines, the customer e-mailed the reason; 303 back with done=declined. A
 * refusal is the page again with each message beside its field (422), a request moved meanwhile 409 (the page reads
 * it again), a request that is gone the 404 page. The kitchen reads the page but may not answer (403).
 */
export async function customCakeAction({ params, request, context }: RequestRoute.ActionArgs) {
  const locale = context.locale;
  const staff = signedInStaff(context);
  const id = pathIdOf(params.id);
  if (id === undefined) throw data(null, { status: 404, headers: ADMIN_NO_STORE });
  if (!can(staff.role, "orders")) throw data({ permission: "orders" }, { status: 403, headers: ADMIN_NO_STORE });
  const form = await readForm(request);
  const intent = formText(form, "intent") === "decline" ? "decline" : "quote";
  const values: CakeFormValues = {
    price: formText(form, "price").slice(0, 40),
    deposit: formText(form, "deposit").slice(0, 40),
    notes: formText(form, "notes").slice(0, QUOTE_NOTES_MAX * 2),
    date: formText(form, "date").trim().slice(0, 20),
    reason: formText(form, "reason").slice(0, DECLINE_REASON_MAX * 2),
  };
  const answer = (body: CakeAnswer, status: number) => data(body, { status, headers: ADMIN_NO_STORE });
  if (formText(form, "intent") !== intent)
    return answer({ intent, message: apiMessage(locale, "validationFailed"), errors: {}, values }, 400);
  // An empty reason is said at once, before the question: there is nothing to confirm yet.
  if (intent === "decline" && !values.reason.trim()) return answer({ intent, message: "", errors: {}, values, reasonMissing: true }, 422);
  askFirst(request, form, ["decline"]);
  const version = /^\d{1,9}$/.test(formText(form, "expected_version")) ? Number(formText(form, "expected_version")) : undefined;
  const ctx = cakeContextOf(context, locale);
  // The same rules as the API's quote and decline (a price of at least $1, a deposit no more than it, a reason).
  const input =
    intent === "quote"
      ? QuoteInputSchema.safeParse({
          price_cents: centsOf(values.price || "x"),
          deposit_cents: centsOf(values.deposit || "x"),
          notes: values.notes,
          date: values.date || null,
          ...(version === undefined ? {} : { version }),
        })
      : ShopDeclineInputSchema.safeParse({ reason: values.reason, ...(version === undefined ? {} : { version }) });
  if (!input.success) {
    const errors: Record<string, string> = {};
    for (const [path, text] of Object.entries(firstFieldErrors(input.error.issues, locale))) {
      const field = FORM_FIELD[path];
      if (field) errors[field] ??= text;
    }
    return answer({ intent, message: apiMessage(locale, "validationFailed"), errors, values }, 422);
  }
  const valid = input.data;
  const done = await attempt(locale, () =>
    "price_cents" in valid ? quoteCakeRequest(ctx, staff, id, valid) : declineCakeRequest(ctx, staff, id, valid),
  );
  if (!done.ok) {
    const { status, message, fields, error } = done.refusal;
    if (status === 404) throw data(null, { status: 404, headers: ADMIN_NO_STORE });
    const errors: Record<string, string> = {};
    for (const [path, text] of Object.entries(fields)) {
      const field = FORM_FIELD[path];
      if (field) errors[field] ??= text;
    }
    const field = error instanceof CakeRequestError && error.field ? FORM_FIELD[error.field] : undefined;
    if (field) errors[field] ??= message;
    return answer({ intent, message, errors, values }, status);
  }
  return redirect(`${localizePath(`/admin/custom-cakes/${id}`, locale)}?done=${intent === "quote" ? "quoted" : "declined"}`, {
    status: 303,
    headers: ADMIN_NO_STORE,
  });
}

/** A photo's answer headers: one person's view, never sniffed into something else, shown in the page. */
const PHOTO_HEADERS = { "Cache-Control": "private, no-store", "X-Content-Type-Options": "nosniff" } as const;

/**
 * A request's reference photo (WebP), to a signed-in staff member whose role reads requests ("board"). Anyone else,
 * and any photo that is not there, gets the same plain 404: no redirect to the login page that would say it exists.
 * This route sits outside the back office's layout for that reason (the layout sends strangers to sign in).
 */
export async function cakePhotoLoader({ params, request, context }: PhotoRoute.LoaderArgs) {
  const notFound = () =>
    new Response("Not found", { status: 404, headers: { ...PHOTO_HEADERS, "Content-Type": "text/plain; charset=utf-8" } });
  const staff = await staffOf(context.db, request.headers);
  if (!staff || !can(staff.role, "board")) return notFound();
  const id = pathIdOf(params.id);
  const position = /^[1-9]$/.test(params.n) ? Number(params.n) : undefined;
  if (id === undefined || position === undefined) return notFound();
  const bytes = await readCakePhoto({ db: context.db, privateDir: context.config.PRIVATE_UPLOADS_DIR }, id, position);
  if (!bytes) return notFound();
  return new Response(new Uint8Array(bytes), {
    headers: { ...PHOTO_HEADERS, "Content-Type": "image/webp", "Content-Disposition": "inline", "Content-Length": String(bytes.length) },
  });
}
