import { useEffect, useRef } from "react";
import { useLocation, useNavigate } from "react-router";
import { toast } from "../../../shell/toast/Toaster.tsx";
import { localeFromPath, localizePath } from "../../../i18n/config.ts";
import { isProtectedPath } from "./protected-paths.ts";
import { translate } from "../../../i18n/i18n.tsx";
import { AUTH_ACTION, AUTH_KEYS, mayHoldSession } from "./session-keys.ts";

const isAuthKey = (key: string | null) => key === null || key === AUTH_ACTION || (AUTH_KEYS as readonly string[]).includes(key);

/**
 * Mounted once in the Shell: runs the expiry guard and follows the other tabs. A tab whose session ends while
 * it shows a customer-only page leaves it for the login page.
 *
 * The guard's code (session-guard.ts, with the session's storage and the /me call) loads only when the tab holds a
 * session, or gets one: a sign-in here (`auth:changed`), in another tab (a storage event), or cookies found on
 * coming back to the tab. A visitor who never signs in does not download it; the guard's first sync on starting
 * takes in whatever happened before.
 */
export function SessionGuard() {
  const navigate = useNavigate();
  const location = useLocation();
  const where = useRef(location.pathname);
  useEffect(() => {
    where.current = location.pathname;
  }, [location.pathname]);

  useEffect(() => {
    let stopGuard: (() => void) | undefined;
    let ended = false;
    let loading = false;
    const start = () => {
      if (loading) return;
      loading = true;
      stopWatching();
      import("./session-guard.ts")
        .then(({ installSessionGuard }) => {
          if (ended) return;
          stopGuard = installSessionGuard({
            onSignedOut: (reason) => {
              const path = where.current;
              const locale = localeFromPath(path);
              if (reason !== "other-tab") toast(translate(locale, "toast.sessionEnded"));
              if (isProtectedPath(path)) void navigate(localizePath("/login", locale), { replace: true });
            },
          });
        })
        .catch(() => undefined);
    };
    const onStorage = (event: StorageEvent) => {
      if (isAuthKey(event.key)) start();
    };
    const onVisible = () => {
      if (document.visibilityState === "visible" && mayHoldSession()) start();
    };
    function stopWatching() {
      window.removeEventListener("storage", onStorage);
      window.removeEventListener("auth:changed", start);
      document.removeEventListener("visibilitychange", onVisible);
    }
    if (mayHoldSession()) start();
    else {
      window.addEventListener("storage", onStorage);
      window.addEventListener("auth:changed", start);
      document.addEventListener("visibilitychange", onVisible);
    }
    return () => {
      ended = true;
      stopWatching();
      stopGuard?.();
    };
  }, [navigate]);
  return null;
}
