import { staffMay } from "../../features/admin/session/staff.server.ts";
import { productionCsvLoader } from "./production.server.ts";
import type { Route } from "./+types/production-csv";

// /admin/production.csv?date= (and /vi/admin/…): the production report as a CSV file, headed in the path's language.
// A resource route below the admin layout: its guard and this permission run before the file is made.

export const middleware: Route.MiddlewareFunction[] = [staffMay("board")];
export const loader = productionCsvLoader;
