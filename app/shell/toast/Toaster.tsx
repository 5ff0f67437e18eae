import { useSyncExternalStore } from "react";
import { useT } from "../../i18n/i18n.tsx";
import { currentToasts, dismissToast, serverToasts, subscribeToasts } from "./toast-store.ts";

export { toast } from "./toast-store.ts";

/**
 * The toasts' live region. It is always in the page (a region added together with its text is often not read),
 * polite, and each toast is also a status message.
 */
export function Toaster() {
  const t = useT();
  const toasts = useSyncExternalStore(subscribeToasts, currentToasts, serverToasts);
  return (
    // Not a landmark: the live region inside announces each toast, and a region named "Thông báo" would repeat
    // the profile's notices section in Vietnamese.
    <div className="pointer-events-none fixed inset-x-0 bottom-20 z-50 flex flex-col items-center gap-2 px-4 md:bottom-6">
      <div
        role="status"
        aria-label={t("toast.region")}
        aria-live="polite"
        aria-atomic="false"
        className="flex w-full flex-col items-center gap-2"
      >
        {toasts.map((item) => (
          <div
            key={item.id}
            data-testid="toast"
            className="pointer-events-auto flex w-full max-w-sm items-start gap-3 rounded-xl bg-ink px-4 py-3 text-white shadow-lg"
          >
            <p className="flex-1 text-sm font-semibold">{item.message}</p>
            <button
              type="button"
              onClick={() => dismissToast(item.id)}
              className="-my-1 rounded px-2 py-1 text-sm text-white/90 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-white"
            >
              {t("toast.dismiss")}
            </button>
          </div>
        ))}
      </div>
    </div>
  );
}
