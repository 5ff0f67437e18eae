import { metaLocale } from "../../lib/seo.ts";
import { staffMay } from "../../features/admin/session/staff.server.ts";
import { translate } from "../../i18n/i18n.tsx";
import { ticketLoader } from "./print.server.ts";
import pageCss from "../../features/admin/print/ticket-page.css?url";
import type { Route } from "./+types/order-ticket";
import { TicketScreen } from "../../features/admin/print/TicketScreen.tsx";

// /admin/orders/:code/ticket (permission "board": the kitchen prints its tickets): the order as an 80 mm kitchen ticket.
// Printed, the back office's frame is hidden; without JavaScript the browser's Print prints it the same.

export const middleware: Route.MiddlewareFunction[] = [staffMay("board")];
export const loader = ticketLoader;

/** The paper's size (@page): a stylesheet of the page's own, gone when staff move on to another page. */
export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: pageCss }];

export function meta({ params, matches }: Route.MetaArgs) {
  const locale = metaLocale(matches);
  return [
    { title: `${translate(locale, "adminPrint.ticketTitle", { code: params.code.toUpperCase() })} · ${translate(locale, "admin.title")}` },
    { name: "robots", content: "noindex" },
  ];
}

export default function AdminOrderTicket({ loaderData }: Route.ComponentProps) {
  return <TicketScreen loaderData={loaderData} />;
}
