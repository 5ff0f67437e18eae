import { data, redirect } from "react-router";
import { formErrors } from "../../../server/api/form-errors.ts";
import type { FieldErrors } from "../../../server/api/envelope.ts";
import {
  addAddress,
  deleteAddress,
  listAddresses,
  makeDefaultAddress,
  updateAddress,
} from "../../../server/domain/profile/addresses.service.ts";
import { addressInput, MAX_ADDRESSES } from "../../../server/domain/profile/profile.schema.ts";
import { ProfileError } from "../../../server/domain/profile/profile.service.ts";
import { apiMessage } from "../../../server/i18n/api-messages.ts";
import { signedInCustomer } from "../../features/accounts/session/customer.server.ts";
import { ADDRESS_FIELDS } from "../../features/profile/AddressFields.tsx";
import { localizePath, type Locale } from "../../i18n/config.ts";
import { translate } from "../../i18n/i18n.tsx";
import { askFirst } from "../../lib/confirm.server.ts";
import { formText, readForm } from "../../lib/form-data.server.ts";
import { attempt, type Refusal } from "../../lib/refusals.server.ts";
import type { Route as ListRoute } from "./+types/addresses";
import type { Route as EditRoute } from "./+types/address";

// The address book (/profile/addresses) and one address's edit page (/profile/addresses/:id): plain form posts to
// the address services the API calls. Success is a 303 back to the list with ?done=…; a refusal is the page again
// with the messages by field and the API's status.

export interface AddressFormResult {
  intent: string;
  message: string;
  fieldErrors: FieldErrors;
  values: Record<string, string>;
}

const NO_STORE = { "Cache-Control": "no-store" };
const DONE = {
  added: "addressAdded",
  saved: "addressSaved",
  deleted: "addressDeleted",
  deletedDefault: "addressDeletedWasDefault",
  default: "addressDefaultSet",
} as const;

const back = (locale: Locale, done: keyof typeof DONE) =>
  redirect(`${localizePath("/profile/addresses", locale)}?done=${done}`, { status: 303, headers: NO_STORE });

function valuesOf(form: FormData): Record<string, string> {
  return Object.fromEntries(ADDRESS_FIELDS.map((name) => [name, formText(form, name)]));
}

function refused(
  intent: string,
  locale: Locale,
  status: number,
  fieldErrors: FieldErrors,
  values: Record<string, string>,
  message?: string,
) {
  const result: AddressFormResult = {
    intent,
    message: message && Object.keys(fieldErrors).length === 0 ? message : translate(locale, "account.errorSummary"),
    fieldErrors,
    values,
  };
  return data(result, { status, headers: NO_STORE });
}

/** A service's refusal as the form shows it; an address that is not (or no longer) the customer's is the 404. */
function serviceRefusal(refusal: Refusal, intent: string, locale: Locale, values: Record<string, string>) {
  if (refusal.error instanceof ProfileError && refusal.error.failure === "addressNotFound") throw data(null, { status: 404 });
  return refused(intent, locale, refusal.status, refusal.errors, values, refusal.message);
}

/** The profile pages' hint: an account refusal here is worded for a signed-in customer. */
const SIGNED_IN = { signedIn: true };

const idOf = (text: string) => (/^[1-9]\d{0,9}$/.test(text) ? Number(text) : null);

export async function addressesLoader({ request, context }: ListRoute.LoaderArgs) {
  const url = new URL(request.url);
  const { locale } = context;
  const addresses = await listAddresses(context.db, signedInCustomer(context).customer.id);
  const done = url.searchParams.get("done");
  const doneText = done && Object.hasOwn(DONE, done) ? apiMessage(locale, DONE[done as keyof typeof DONE]) : null;
  return data({ locale, addresses, max: MAX_ADDRESSES, doneText }, { headers: { "Cache-Control": "private, no-store" } });
}

/** intent=add (the form's fields), delete or default (with `id`). */
export async function addressesAction({ request, context }: ListRoute.ActionArgs) {
  const locale = context.locale;
  const { customer } = signedInCustomer(context);
  const form = await readForm(request);
  const intent = formText(form, "intent");
  askFirst(request, form, ["delete"]);
  const ctx = { db: context.db };
  if (intent === "add") {
    const values = valuesOf(form);
    const input = addressInput.safeParse({ ...values, is_default: form.get("is_default") === "1" ? 1 : undefined });
    if (!input.success) return refused(intent, locale, 422, formErrors(input.error.issues, locale), values);
    const added = await attempt(locale, () => addAddress(ctx, customer.id, input.data), SIGNED_IN);
    if (!added.ok) return serviceRefusal(added.refusal, intent, locale, values);
    return back(locale, "added");
  }
  const id = idOf(formText(form, "id"));
  if ((intent === "delete" || intent === "default") && id !== null) {
    if (intent === "default") {
      const made = await attempt(locale, () => makeDefaultAddress(ctx, customer.id, id), SIGNED_IN);
      if (!made.ok) return serviceRefusal(made.refusal, intent, locale, {});
      return back(locale, "default");
    }
    const deleted = await attempt(locale, () => deleteAddress(ctx, customer.id, id), SIGNED_IN);
    if (!deleted.ok) return serviceRefusal(deleted.refusal, intent, locale, {});
    return back(locale, deleted.value.wasDefault ? "deletedDefault" : "deleted");
  }
  return data(null, { status: 400, headers: NO_STORE });
}

async function ownAddress(context: EditRoute.LoaderArgs["context"], idText: string) {
  const id = idOf(idText);
  const addresses = id === null ? [] : await listAddresses(context.db, signedInCustomer(context).customer.id);
  const address = addresses.find((a) => a.id === id);
  if (!address) throw data(null, { status: 404 });
  return address;
}

export async function addressLoader({ params, context }: EditRoute.LoaderArgs) {
  const locale = context.locale;
  return data({ locale, address: await ownAddress(context, params.id) }, { headers: { "Cache-Control": "private, no-store" } });
}

/** Saves the address's fields; whether it is the default stays as it was (the list's "Make default" changes that). */
export async function addressAction({ params, request, context }: EditRoute.ActionArgs) {
  const locale = context.locale;
  const address = await ownAddress(context, params.id);
  const form = await readForm(request);
  const values = valuesOf(form);
  const input = addressInput.safeParse(values);
  if (!input.success) return refused("save", locale, 422, formErrors(input.error.issues, locale), values);
  const saved = await attempt(
    locale,
    () => updateAddress({ db: context.db }, signedInCustomer(context).customer.id, address.id, input.data),
    SIGNED_IN,
  );
  if (!saved.ok) return serviceRefusal(saved.refusal, "save", locale, values);
  return back(locale, "saved");
}
