import { metaLocale } from "../../lib/seo.ts";
import { staffMay } from "../../features/admin/session/staff.server.ts";
import { translate } from "../../i18n/i18n.tsx";
import { labelsLoader } from "./print.server.ts";
import pageCss from "../../features/admin/print/label-page.css?url";
import type { Route } from "./+types/order-labels";
import { LabelsScreen } from "../../features/admin/print/LabelsScreen.tsx";

// /admin/orders/:code/labels (permission "board"): a 4 × 3 inch label for each box of the order, one a page.

export const middleware: Route.MiddlewareFunction[] = [staffMay("board")];
export const loader = labelsLoader;

/** The paper's size (@page): a stylesheet of the page's own, gone when staff move on to another page. */
export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: pageCss }];

export function meta({ params, matches }: Route.MetaArgs) {
  const locale = metaLocale(matches);
  return [
    { title: `${translate(locale, "adminPrint.labelsTitle", { code: params.code.toUpperCase() })} · ${translate(locale, "admin.title")}` },
    { name: "robots", content: "noindex" },
  ];
}

export default function AdminOrderLabels({ loaderData }: Route.ComponentProps) {
  return <LabelsScreen loaderData={loaderData} />;
}
