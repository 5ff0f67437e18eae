import { metaLocale } from "../../lib/seo.ts";
import { staffMay } from "../../features/admin/session/staff.server.ts";
import { translate } from "../../i18n/i18n.tsx";
import { productionLoader } from "./production.server.ts";
import type { Route } from "./+types/production";
import { ProductionScreen } from "../../features/admin/orders/ProductionScreen.tsx";

// /admin/production?date= (permission "board"): the kitchen's production report for a date — a GET form, the report
// by category, Print (the shell, the form and the buttons stay off the paper) and the CSV file.

export const middleware: Route.MiddlewareFunction[] = [staffMay("board")];
export const loader = productionLoader;

export function meta({ matches }: Route.MetaArgs) {
  const locale = metaLocale(matches);
  return [
    { title: `${translate(locale, "adminProduction.title")} · ${translate(locale, "admin.title")}` },
    { name: "robots", content: "noindex" },
  ];
}

export default function AdminProduction({ loaderData }: Route.ComponentProps) {
  return <ProductionScreen loaderData={loaderData} />;
}
