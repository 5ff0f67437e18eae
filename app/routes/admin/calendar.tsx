import { metaLocale } from "../../lib/seo.ts";
import { staffMay } from "../../features/admin/session/staff.server.ts";
import { translate } from "../../i18n/i18n.tsx";
import { calendarAction, calendarLoader } from "./calendar.server.ts";
import type { Route } from "./+types/calendar";
import { CalendarScreen } from "../../features/admin/calendar/CalendarScreen.tsx";

export const middleware: Route.MiddlewareFunction[] = [staffMay("calendar")];
export const loader = calendarLoader;
export const action = calendarAction;

export function meta({ matches }: Route.MetaArgs) {
  const locale = metaLocale(matches);
  return [
    { title: `${translate(locale, "adminCalendar.title")} · ${translate(locale, "admin.title")}` },
    { name: "robots", content: "noindex" },
  ];
}

export default function AdminCalendar({ loaderData, actionData }: Route.ComponentProps) {
  return <CalendarScreen loaderData={loaderData} actionData={actionData} />;
}
