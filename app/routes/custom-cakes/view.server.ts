import { randomUUID } from "node:crypto";
import { data, redirect } from "react-router";
import { DECLINE_REASON_MAX } from "../../../server/domain/custom-cakes/custom-cake-rules.shared.ts";
import {
  acceptQuote,
  cakeRequestByKey,
  cakeRequestOfCustomer,
  declineByCustomer,
  type AcceptInput,
  type CakeAccess,
} from "../../../server/domain/custom-cakes/custom-cakes.service.ts";
import { isIdempotencyKey, requestFingerprint } from "../../../server/domain/checkout/idempotency.ts";
import { orderAccessCookie } from "../../../server/http/checkout-context.ts";
import { secureCookies } from "../../../server/http/cookie-security.ts";
import { customerIdOf } from "../../../server/http/session.ts";
import { apiMessage } from "../../../server/i18n/api-messages.ts";
import { localizePath } from "../../i18n/config.ts";
import { askFirst } from "../../lib/confirm.server.ts";
import { formText, readForm } from "../../lib/form-data.server.ts";
import { cakeContextOf, cardFormOf } from "./cake-context.server.ts";
import { attempt } from "../../lib/refusals.server.ts";
import type { Route } from "./+types/view";

// /custom-cakes/:code: the customer's request, by the link's key (?key=, the request's or the quote's) or signed in
// as its customer; anyone else gets the same 404. Its quote is accepted (the deposit by card, or at the counter when
// the shop takes no cards) or declined here, with forms that work without JavaScript.

const KEY_MAX = 200;

/** Who asks: the link's key, else the signed-in customer; null when neither. */
async function accessOf(request: Request, db: Route.LoaderArgs["context"]["db"], key: string): Promise<CakeAccess | null> {
  if (key) return { key };
  const customerId = await customerIdOf(db, request.headers);
  return customerId === null ? null : { customerId };
}

/** The request for the link's key, else the signed-in customer's own (an old link opened while signed in); with how it was found. */
async function findRequest(context: Route.LoaderArgs["context"], request: Request, code: string, key: string) {
  const byKey = key ? await cakeRequestByKey(context.db, code, key, context.locale) : undefined;
  if (byKey) return { cake: byKey, key };
  const customerId = await customerIdOf(context.db, request.headers);
  const own = customerId === null ? undefined : await cakeRequestOfCustomer(context.db, code, customerId, context.locale);
  return own && { cake: own, key: "" };
}

const NO_STORE = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" };

export async function viewLoader({ request, params, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const code = params.code.slice(0, 40);
  const key = (url.searchParams.get("key") ?? "").slice(0, KEY_MAX);
  const found = await findRequest(context, request, code, key);
  if (!found) throw data(null, { status: 404, headers: NO_STORE });
  const { cake } = found;
  return data(
    {
      locale: context.locale,
      cake,
      // The key the page's forms carry: none when it was opened signed in (the session is the access then).
      key: found.key,
      sent: url.searchParams.get("sent") === "1",
      done: url.searchParams.get("done") === "declined" && cake.status === "declined" ? ("declined" as const) : null,
      card: cake.status === "quoted" ? cardFormOf(context) : null,
      // A new key per render: the form posted twice (a reload, a double click) answers the same order.
      idempotencyKey: randomUUID(),
    },
    { headers: NO_STORE },
  );
}

/** A refusal on the request's page: the message above the quote, and a new key for the next try. */
export interface CakeActionFailure {
  intent: "accept" | "decline";
  message: string;
  idempotencyKey: string;
}

export async function viewAction({ request, params, context }: Route.ActionArgs) {
  const { locale } = context;
  const form = await readForm(request);
  askFirst(request, form, ["decline"]);
  const code = params.code.slice(0, 40);
  // The forms carry the key the page was opened with (none when it was opened signed in: the session is the access).
  const key = formText(form, "key").slice(0, KEY_MAX);
  const access = await accessOf(request, context.db, key);
  if (!access) throw data(null, { status: 404, headers: NO_STORE });
  const intent = formText(form, "intent") === "decline" ? "decline" : "accept";
  const refuse = (status: number, message: string, headers: Record<string, string> = {}) =>
    data<CakeActionFailure>(
      { intent, message, idempotencyKey: randomUUID() },
      { status, headers: { "Cache-Control": "no-store", ...headers } },
    );
  const ctx = cakeContextOf(context, locale);
  const back = `${localizePath(`/custom-cakes/${code}`, locale)}?${key ? `key=${encodeURIComponent(key)}&` : ""}`;

  if (intent === "decline") {
    const reason = formText(form, "reason").trim().slice(0, DECLINE_REASON_MAX);
    const declined = await attempt(locale, () => declineByCustomer(ctx, code, access, reason));
    if (!declined.ok) return refuse(declined.refusal.status, declined.refusal.message, declined.refusal.headers);
    return redirect(`${back}done=declined`, { status: 303, headers: { "Cache-Control": "no-store" } });
  }

  const payment: AcceptInput =
    formText(form, "payment_option") === "card"
      ? {
          payment_option: "card",
          payment_token: { data_descriptor: formText(form, "data_descriptor"), data_value: formText(form, "data_value") },
        }
      : { payment_option: "pay_at_pickup" };
  const idempotencyKey = formText(form, "idempotency_key");
  if (!isIdempotencyKey(idempotencyKey)) return refuse(400, apiMessage(locale, "checkoutKeyMissing"));
  const accepted = await attempt(locale, () =>
    acceptQuote(ctx, code, access, payment, {
      key: idempotencyKey,
      // The body as posted and who posted it, as the API fingerprints an accept.
      fingerprint: requestFingerprint({ code, body: payment, access: "key" in access ? "key" : access.customerId }),
    }),
  );
  if (!accepted.ok) return refuse(accepted.refusal.status, accepted.refusal.message, accepted.refusal.headers);
  const { order, accessKey } = accepted.value;
  const headers = new Headers({ "Cache-Control": "no-store" });
  // The guest's key to the order, as the checkout sets it: the order's page opens in this browser.
  if (accessKey) headers.append("Set-Cookie", orderAccessCookie(order.code, accessKey, secureCookies(request, context.config)));
  return redirect(`${localizePath("/cart/order-success", locale)}?code=${encodeURIComponent(order.code)}`, { status: 303, headers });
}
