import { data, redirect } from "react-router";
import { CUSTOM_CAKE_LEAD_DAYS, CUSTOM_CAKE_MAX_DAYS_AHEAD } from "../../../server/domain/custom-cakes/custom-cake-rules.shared.ts";
import { parseCakeRequestForm } from "../../../server/api/custom-cakes-answers.ts";
import { createCakeRequest } from "../../../server/domain/custom-cakes/custom-cakes.service.ts";
import { shopTimeZone } from "../../../server/domain/content/theme.service.ts";
import { addDays, localDateAt } from "../../../server/domain/fulfilment/shop-time.ts";
import { sessionOf } from "../../../server/http/session.ts";
import { localizePath } from "../../i18n/config.ts";
import { translate } from "../../i18n/i18n.tsx";
import { readForm } from "../../lib/form-data.server.ts";
import type { CakeFormFailure, CakeFormValues } from "../../features/custom-cakes/cake-form.ts";
import { CAKE_FORM_FIELDS } from "../../features/custom-cakes/cake-form.ts";
import { cakeContextOf } from "./cake-context.server.ts";
import { attempt } from "../../lib/refusals.server.ts";
import type { Route } from "./+types/request";

// /custom-cakes: the request form, posted without JavaScript as a multipart form (the photos with it). Refused: the
// form again with each field's message beside it and what was typed (never the files). Sent: the request's page.

/** The first and last days a cake can be asked for, on the shop's calendar. */
async function dateBounds(db: Route.LoaderArgs["context"]["db"], now = new Date()) {
  const today = localDateAt(now, await shopTimeZone(db));
  return { min: addDays(today, CUSTOM_CAKE_LEAD_DAYS), max: addDays(today, CUSTOM_CAKE_MAX_DAYS_AHEAD) };
}

export async function requestLoader({ request, context }: Route.LoaderArgs) {
  const { locale } = context;
  const url = new URL(request.url);
  const [bounds, session] = await Promise.all([dateBounds(context.db), sessionOf(context.db, request.headers)]);
  const user = session?.user;
  // The photos were over the upload limit: the server refused the body before reading it (server/http/upload-limit.ts).
  const tooLarge = url.searchParams.get("upload_error") === "tooLarge";
  return data(
    {
      locale,
      dates: bounds,
      contact: user ? { full_name: user.name ?? "", email: user.email ?? "", phone: user.phone ?? "" } : null,
      uploadError: tooLarge ? translate(locale, "customCakes.photosTooLarge") : null,
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

/** What the form keeps after a refused post: the typed values (the files are never sent back). */
function keptValues(form: FormData): CakeFormValues {
  const values: CakeFormValues = {};
  for (const name of CAKE_FORM_FIELDS) {
    const value = form.get(name);
    if (typeof value === "string") values[name] = value.slice(0, 2000);
  }
  return values;
}

export async function requestAction({ request, context }: Route.ActionArgs) {
  const { locale } = context;
  const form = await readForm(request);
  const values = keptValues(form);
  const photosSent = form.getAll("photos").some((value) => typeof value !== "string" && value.size > 0);
  const refuse = (status: number, message: string, fields: Record<string, string[]>, headers: Record<string, string> = {}) =>
    data<CakeFormFailure>({ message, fields, values, photosSent }, { status, headers: { "Cache-Control": "no-store", ...headers } });
  const summary = translate(locale, "customCakes.errorSummary");

  const parsed = parseCakeRequestForm(form, locale);
  if (!parsed.ok) return refuse(422, summary, parsed.fields);
  const photos = await Promise.all(parsed.photos.map(async (file) => new Uint8Array(await file.arrayBuffer())));
  const customerId = (await sessionOf(context.db, request.headers))?.user.id ?? null;

  const sent = await attempt(locale, () => createCakeRequest(cakeContextOf(context, locale), parsed.input, photos, { customerId }));
  if (!sent.ok) {
    const { status, message, errors, headers } = sent.refusal;
    return refuse(status, Object.keys(errors).length ? summary : message, errors, headers);
  }
  const { request: made, key } = sent.value;
  const to = `${localizePath(`/custom-cakes/${made.code}`, locale)}?key=${encodeURIComponent(key)}&sent=1`;
  return redirect(to, { status: 303, headers: { "Cache-Control": "no-store" } });
}
