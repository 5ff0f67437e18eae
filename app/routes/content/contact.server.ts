import { data } from "react-router";
import { getShopInfo } from "../../../server/domain/content/theme.service.ts";
import { answerOf, submitContactForm } from "./contact-form.server.ts";
import { weekdayIn } from "../../lib/opening-hours.ts";
import type { Route } from "./+types/contact";

export async function contactLoader({ context }: Route.LoaderArgs) {
  const locale = context.locale;
  const shop = await getShopInfo(context.db, locale);
  // "Open today" is the shop's today, decided here so the server and the browser render the same day.
  return { locale, today: weekdayIn(shop?.time_zone) };
}

export async function contactAction({ request, context }: Route.ActionArgs) {
  const locale = context.locale;
  const result = await submitContactForm(context, request, locale);
  return data(result, answerOf(result));
}
