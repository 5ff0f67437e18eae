import { redirect } from "react-router";
import { localizePath } from "../../i18n/config.ts";
import { logoutAction } from "./logout.server.ts";
import type { Route } from "./+types/logout";

// Sign-out: a POST only (a GET — a link, a prefetch — never signs anybody out).

export function loader({ context }: Route.LoaderArgs) {
  return redirect(localizePath("/admin", context.locale));
}

export const action = logoutAction;
