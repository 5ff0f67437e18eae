import { metaLocale } from "../../lib/seo.ts";
import type { ShouldRevalidateFunctionArgs } from "react-router";
import { staffMay } from "../../features/admin/session/staff.server.ts";
import { translate } from "../../i18n/i18n.tsx";
import { boardAction, boardLoader } from "./board.server.ts";
import type { Route } from "./+types/board";
import { BoardScreen } from "../../features/admin/board/BoardScreen.tsx";

// The board of the day: a tablet on the counter, a phone in the kitchen, or paper. It polls every 20
// seconds while the page is visible, and marks the orders placed since it was opened.

export const middleware: Route.MiddlewareFunction[] = [staffMay("board")];
export const loader = boardLoader;
export const action = boardAction;

/** A refused move (409: someone else moved the order) shows the order as it is now, not as it was. */
export function shouldRevalidate({ actionStatus, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return actionStatus === 409 ? true : defaultShouldRevalidate;
}

export function meta({ matches }: Route.MetaArgs) {
  const locale = metaLocale(matches);
  return [
    { title: `${translate(locale, "adminBoard.titleToday")} · ${translate(locale, "admin.title")}` },
    { name: "robots", content: "noindex" },
  ];
}

export default function AdminBoard({ loaderData, actionData }: Route.ComponentProps) {
  return <BoardScreen loaderData={loaderData} actionData={actionData} />;
}
