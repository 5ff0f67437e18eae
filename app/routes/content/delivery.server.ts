import { deliveryZonesView } from "../../../server/domain/checkout/checkout.service.ts";
import { loadFulfilmentSettings } from "../../../server/domain/fulfilment/settings.ts";
import { localeFromPath } from "../../i18n/config.ts";
import type { Route } from "./+types/delivery";

/** The delivery zones as the shop's settings hold them now (no shared cache: staff may change them in the database). */
export async function deliveryLoader({ request, context }: Route.LoaderArgs) {
  const locale = localeFromPath(new URL(request.url).pathname);
  const settings = await loadFulfilmentSettings(context.db);
  return { locale, zones: deliveryZonesView(settings) };
}
