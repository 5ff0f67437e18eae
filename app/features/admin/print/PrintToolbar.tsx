import type { ReactNode } from "react";
import { useHydrated } from "../../../lib/use-hydrated.ts";
import { localizePath } from "../../../i18n/config.ts";
import { useLocale, useT } from "../../../i18n/i18n.tsx";
import { ADMIN_BUTTON, ADMIN_BUTTON_QUIET } from "../admin-ui.ts";

// What a print page shows above the paper on screen, never on it: the way back, the Print button (once the page's
// JavaScript runs: window.print()) and the browser's own Print, which works without it.

export function PrintToolbar({ code, hint, children }: { code: string; hint: string; children?: ReactNode }) {
  const t = useT();
  const locale = useLocale();
  const ready = useHydrated();
  return (
    <div className="mb-4 space-y-3 print:hidden" data-testid="print-toolbar">
      <div className="flex flex-wrap items-center gap-2">
        <a href={localizePath(`/admin/orders/${code}`, locale)} className={ADMIN_BUTTON_QUIET}>
          ← {t("adminPrint.back")}
        </a>
        <a href={localizePath("/admin", locale)} className={ADMIN_BUTTON_QUIET}>
          {t("adminPrint.board")}
        </a>
        {ready && (
          <button type="button" className={ADMIN_BUTTON} onClick={() => window.print()} data-testid="print-button">
            {t("adminPrint.print")}
          </button>
        )}
      </div>
      <p className="text-sm text-crust">
        {hint} {t("adminPrint.printHint")}
      </p>
      {children}
    </div>
  );
}
