import { staffMay } from "../../features/admin/session/staff.server.ts";
import { campaignProductionCsvLoader } from "./campaign-reports.server.ts";
import type { Route } from "./+types/campaign-production-csv";

// /admin/campaigns/:id/production.csv (and /vi/admin/…): the campaign's production plan as a CSV file, headed in the
// path's language. A resource route below the admin layout: its guard and this permission run before the file is made.

export const middleware: Route.MiddlewareFunction[] = [staffMay("board")];
export const loader = campaignProductionCsvLoader;
