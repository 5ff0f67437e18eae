import { generateCookie } from "hono/cookie";
import { parse } from "hono/utils/cookie";
import { cardGatewayConfig, publicUrl, taxRateBp } from "../config.ts";
import type { AppDeps } from "../context.ts";
import type { CheckoutContext } from "../domain/checkout/checkout.service.ts";
import { accessCookieValue, ORDER_ACCESS_COOKIE, parseAccessCookie, type OrderViewer } from "../domain/orders/orders.service.ts";
import { customerIdOf } from "./session.ts";
import type { Lang } from "../i18n/language.ts";
import type { Attribution } from "../domain/orders/attribution.shared.ts";
import type { CakeContext } from "../domain/custom-cakes/custom-cakes.types.ts";
import { createOutboxSender, type OutboxSender } from "../domain/orders/order-outbox.ts";
import { createCardGateway, gatewayEndpoints, type CardGateway } from "../payments/authorize-net.ts";

// The checkout service's context for one request, the same for the API and the cart page's form post: the tax rate
// and the card gateway from the config, and the sender of the e-mails an order queues.

const gateways = new WeakMap<AppDeps["config"], CardGateway>();

function gatewayOf(deps: AppDeps, keys: NonNullable<ReturnType<typeof cardGatewayConfig>>): CardGateway {
  if (deps.cardGateway) return deps.cardGateway;
  let gateway = gateways.get(deps.config);
  if (!gateway) {
    gateway = createCardGateway(keys);
    gateways.set(deps.config, gateway);
  }
  return gateway;
}

const senders = new WeakMap<AppDeps["db"], OutboxSender>();

/** The process's sender of the e-mails orders queue (one per database). */
export function outboxOf(deps: Pick<AppDeps, "config" | "db" | "mailer" | "logger">): OutboxSender {
  let sender = senders.get(deps.db);
  if (!sender) {
    sender = createOutboxSender({
      db: deps.db,
      mailer: deps.mailer,
      logger: deps.logger,
      shopEmail: deps.config.SHOP_EMAIL,
      publicUrl: publicUrl(deps.config),
    });
    senders.set(deps.db, sender);
  }
  return sender;
}

/** The custom cakes' context for one request: the checkout's card gateway, tax rate and e-mail sender, and the photos' folder. */
export function cakeContext(deps: AppDeps, request: CheckoutRequest): CakeContext {
  const checkout = checkoutContext(deps, request);
  return {
    db: deps.db,
    lang: request.lang,
    privateDir: deps.config.PRIVATE_UPLOADS_DIR,
    taxRateBp: checkout.taxRateBp,
    card: checkout.card ? { gateway: checkout.card.gateway } : null,
    ip: request.ip,
    afterCommit: checkout.afterCommit,
    attribution: checkout.attribution ?? null,
    ...(checkout.claimOwner ? { claimOwner: checkout.claimOwner } : {}),
    now: checkout.now,
  };
}

/** The request's part of the checkout's context: its language, address, and the first visit's tracking (null: none sent). */
export interface CheckoutRequest {
  lang: Lang;
  ip: string;
  attribution?: Attribution | null;
}

export function checkoutContext(deps: AppDeps, request: CheckoutRequest): CheckoutContext {
  const { config, db } = deps;
  const keys = cardGatewayConfig(config);
  return {
    db,
    lang: request.lang,
    taxRateBp: taxRateBp(config),
    card: keys
      ? {
          gateway: gatewayOf(deps, keys),
          scriptUrl: gatewayEndpoints(keys).acceptUiUrl,
          apiLoginId: keys.apiLoginId,
          clientKey: keys.clientKey,
        }
      : null,
    client: { ip: request.ip, cartsPerHour: config.CART_LIMIT_PER_HOUR },
    attribution: request.attribution ?? null,
    attemptsPerHour: config.CHECKOUT_LIMIT_PER_HOUR,
    accounts: { sessionSeconds: config.AUTH_SESSION_SECONDS, registrationsPerHour: config.REGISTER_LIMIT_PER_HOUR },
    afterCommit: () => outboxOf(deps).kick(),
    ...(deps.processes ? { claimOwner: deps.processes } : {}),
  };
}

/** The guest's key to the order it just placed, for this browser only (HttpOnly), for 30 days; `secure`: cookie-security.ts. */
export function orderAccessCookie(code: string, accessKey: string, secure: boolean): string {
  return generateCookie(ORDER_ACCESS_COOKIE, accessCookieValue(code, accessKey), {
    path: "/",
    secure,
    sameSite: "Lax",
    httpOnly: true,
    maxAge: 30 * 86_400,
  });
}

/** Who asks for an order: the signed-in customer, and the key a guest holds (the `?key=` of the e-mailed link, else the cookie). */
export async function orderViewerOf(
  db: AppDeps["db"],
  headers: Headers,
  code: string,
  keyParam: string | null | undefined,
): Promise<OrderViewer> {
  const cookieHeader = headers.get("cookie");
  const fromCookie = parseAccessCookie(cookieHeader ? parse(cookieHeader)[ORDER_ACCESS_COOKIE] : undefined);
  const accessKey = keyParam || (fromCookie && fromCookie.code === code.trim().toUpperCase() ? fromCookie.key : null);
  return { customerId: await customerIdOf(db, headers), accessKey: accessKey ?? null };
}
