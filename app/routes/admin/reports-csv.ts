import { staffMay } from "../../features/admin/session/staff.server.ts";
import { reportsCsvLoader } from "./reports.server.ts";
import type { Route } from "./+types/reports-csv";

// /admin/reports.csv?from=&to=&by= (and /vi/admin/…): the sales report as a CSV file, headed in the path's language.

export const middleware: Route.MiddlewareFunction[] = [staffMay("reports")];
export const loader = reportsCsvLoader;
