import type { AppLoadContext } from "react-router";
import { cardGatewayConfig } from "../../../server/config.ts";
import type { CakeContext } from "../../../server/domain/custom-cakes/custom-cakes.types.ts";
import { cakeContext, checkoutContext } from "../../../server/http/checkout-context.ts";
import type { Locale } from "../../i18n/config.ts";

// The custom cake services' context for a page's request: the checkout's tax rate and card gateway (the same
// config, the same gateway), the private folder the reference photos go to, and the e-mails' sender.

export function cakeContextOf(context: AppLoadContext, locale: Locale): CakeContext {
  return cakeContext(context, { lang: locale, ip: context.clientIp });
}

/** What AcceptUI.js needs on the quote's page, or null when the shop takes no cards (the deposit is paid at the counter). */
export function cardFormOf(context: AppLoadContext): { scriptUrl: string; apiLoginId: string; clientKey: string } | null {
  if (!cardGatewayConfig(context.config)) return null;
  const card = checkoutContext(context, { lang: "en", ip: context.clientIp }).card;
  return card ? { scriptUrl: card.scriptUrl, apiLoginId: card.apiLoginId, clientKey: card.clientKey } : null;
}
