import { deliveryZonesView } from "../../../server/domain/checkout/checkout.service.ts";
import { loadFulfilmentSettings } from "../../../server/domain/fulfilment/settings.ts";
import type { Route } from "./+types/delivery";

/** The delivery zones as the shop's settings hold them now (no shared cache: staff may change them in the database). */
export async function deliveryLoader({ context }: Route.LoaderArgs) {
  const locale = context.locale;
  const settings = await loadFulfilmentSettings(context.db);
  return { locale, zones: deliveryZonesView(settings) };
}
