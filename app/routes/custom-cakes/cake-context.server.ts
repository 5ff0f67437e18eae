import type { AppLoadContext } from "react-router";
import { cardGatewayConfig, taxRateBp } from "../../../server/config.ts";
import type { CakeContext } from "../../../server/domain/custom-cakes/custom-cakes.types.ts";
import { CakeRequestError } from "../../../server/domain/custom-cakes/custom-cakes.types.ts";
import { checkoutContext, outboxOf } from "../../../server/http/checkout-context.ts";
import { apiMessage } from "../../../server/i18n/api-messages.ts";
import type { Locale } from "../../i18n/config.ts";

// The custom cake services' context for a page's request: the checkout's tax rate and card gateway (the same
// config, the same gateway), the private folder the reference photos go to, and the e-mails' sender.

/** Where the reference photos are kept: never under the public media folder. */
export const DEFAULT_PRIVATE_UPLOADS_DIR = "data/private";

export function cakeContextOf(context: AppLoadContext, locale: Locale): CakeContext {
  const checkout = checkoutContext(context, { lang: locale, ip: context.clientIp });
  const configured = (context.config as { PRIVATE_UPLOADS_DIR?: string }).PRIVATE_UPLOADS_DIR;
  return {
    db: context.db,
    lang: locale,
    privateDir: configured || DEFAULT_PRIVATE_UPLOADS_DIR,
    taxRateBp: taxRateBp(context.config),
    card: checkout.card ? { gateway: checkout.card.gateway } : null,
    ip: context.clientIp,
    afterCommit: () => outboxOf(context).kick(),
  };
}

/** What AcceptUI.js needs on the quote's page, or null when the shop takes no cards (the deposit is paid at the counter). */
export function cardFormOf(context: AppLoadContext): { scriptUrl: string; apiLoginId: string; clientKey: string } | null {
  if (!cardGatewayConfig(context.config)) return null;
  const card = checkoutContext(context, { lang: "en", ip: context.clientIp }).card;
  return card ? { scriptUrl: card.scriptUrl, apiLoginId: card.apiLoginId, clientKey: card.clientKey } : null;
}

/** A custom cake refusal in the page's language: the message, the field it is about, each field's messages. */
export interface CakeRefusal {
  status: number;
  message: string;
  fields: Record<string, string[]>;
  headers: Record<string, string>;
  reason: CakeRequestError["reason"];
}

/**
 * Runs a service call; a CakeRequestError comes back worded (its field's message beside the field), anything else goes
 * on up to the error page. Once the API's refusals table (server/api/refusals.ts) knows CakeRequestError, attempt()
 * can take its place.
 */
export async function cakeAttempt<T>(
  locale: Locale,
  work: () => Promise<T>,
): Promise<{ ok: true; value: T } | { ok: false; refusal: CakeRefusal }> {
  try {
    return { ok: true, value: await work() };
    // eslint-disable-next-line no-restricted-syntax -- until CakeRequestError is in server/api/refusals.ts's table, which attempt() reads
  } catch (error) {
    if (!(error instanceof CakeRequestError)) throw error;
    const message = apiMessage(locale, error.text.key, error.text.params);
    const fields: Record<string, string[]> = {};
    // The form's field a message is about: "photos" for the API's "photos[]" or "photos.1".
    const fieldOf = (name: string) => name.replace(/[.[].*$/, "");
    for (const [name, texts] of Object.entries(error.extra.fields ?? {}))
      (fields[fieldOf(name)] ??= []).push(...texts.map((text) => apiMessage(locale, text.key, text.params)));
    if (error.field && !fields[fieldOf(error.field)]) fields[fieldOf(error.field)] = [message];
    const headers: Record<string, string> = {};
    if (error.extra.retryAfterSeconds) headers["Retry-After"] = String(error.extra.retryAfterSeconds);
    return { ok: false, refusal: { status: error.status, message, fields, headers, reason: error.reason } };
  }
}
