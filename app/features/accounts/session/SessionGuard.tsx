import { useEffect, useRef } from "react";
import { useLocation, useNavigate } from "react-router";
import { toast } from "../../../shell/toast/Toaster.tsx";
import { localeFromPath, localizePath } from "../../../i18n/config.ts";
import { isProtectedPath } from "./protected-paths.ts";
import { translate } from "../../../i18n/i18n.tsx";
import { installSessionGuard } from "./session-guard.ts";

/**
 * Mounted once in the Shell: runs the expiry guard and follows the other tabs. A tab whose session ends while
 * it shows a customer-only page leaves it for the login page.
 */
export function SessionGuard() {
  const navigate = useNavigate();
  const location = useLocation();
  const where = useRef(location.pathname);
  useEffect(() => {
    where.current = location.pathname;
  }, [location.pathname]);

  useEffect(
    () =>
      installSessionGuard({
        onSignedOut: (reason) => {
          const path = where.current;
          const locale = localeFromPath(path);
          if (reason !== "other-tab") toast(translate(locale, "toast.sessionEnded"));
          if (isProtectedPath(path)) void navigate(localizePath("/login", locale), { replace: true });
        },
      }),
    [navigate],
  );
  return null;
}
