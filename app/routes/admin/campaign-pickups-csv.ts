import { staffMay } from "../../features/admin/session/staff.server.ts";
import { campaignPickupsCsvLoader } from "./campaign-reports.server.ts";
import type { Route } from "./+types/campaign-pickups-csv";

// /admin/campaigns/:id/pickups.csv (and /vi/admin/…): a pickup day's list (?date=) as a CSV file, headed in the path's
// language. A resource route below the admin layout: its guard and this permission run before the file is made.

export const middleware: Route.MiddlewareFunction[] = [staffMay("board")];
export const loader = campaignPickupsCsvLoader;
