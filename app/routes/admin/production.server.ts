import { data } from "react-router";
import { shopTimeZone } from "../../../server/domain/content/theme.service.ts";
import { isLocalDate, localDateAt } from "../../../server/domain/fulfilment/shop-time.ts";
import { productionAnswer, productionRowsAnswer } from "../../../server/api/production-answers.ts";
import { productionCsv, productionCsvName } from "../../../server/api/production-csv.ts";
import { productionDay, productionReport } from "../../../server/domain/orders/production.service.ts";
import { apiMessage } from "../../../server/i18n/api-messages.ts";
import { ADMIN_NO_STORE } from "../../features/admin/session/staff.server.ts";
import type { Route as PageRoute } from "./+types/production";
import type { Route as CsvRoute } from "./+types/production-csv";

// /admin/production?date= (permission "board"): what the kitchen bakes for a date, and the same as a CSV file at
// /admin/production.csv?date= — both in the page's language, through the same service as the API's.

/** The date asked for when it is a real one; the shop's today otherwise (`invalid` says a date was given but unread). */
async function dateOf(url: URL, db: PageRoute.LoaderArgs["context"]["db"]) {
  const asked = url.searchParams.get("date")?.trim() ?? "";
  const today = localDateAt(new Date(), await shopTimeZone(db));
  if (asked && isLocalDate(asked)) return { date: asked, today, invalid: false };
  return { date: today, today, invalid: asked !== "" };
}

export async function productionLoader({ request, context }: PageRoute.LoaderArgs) {
  const url = new URL(request.url);
  const { locale } = context;
  const { date, today, invalid } = await dateOf(url, context.db);
  const report = productionAnswer(locale, await productionReport(context.db, locale, date));
  return data({ locale, report, today, invalid }, { headers: ADMIN_NO_STORE });
}

export async function productionCsvLoader({ request, context }: CsvRoute.LoaderArgs) {
  const url = new URL(request.url);
  const { locale } = context;
  const { date, invalid } = await dateOf(url, context.db);
  if (invalid)
    return new Response(apiMessage(locale, "adminOrderDateInvalid"), {
      status: 422,
      headers: { ...ADMIN_NO_STORE, "Content-Type": "text/plain; charset=utf-8" },
    });
  const csv = productionCsv(date, productionRowsAnswer(locale, (await productionDay(context.db, locale, date)).rows), locale);
  return new Response(csv, {
    headers: {
      ...ADMIN_NO_STORE,
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${productionCsvName(date)}"`,
    },
  });
}
