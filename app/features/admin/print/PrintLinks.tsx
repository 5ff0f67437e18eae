import { localizePath } from "../../../i18n/config.ts";
import { useLocale, useT } from "../../../i18n/i18n.tsx";
import { ADMIN_BUTTON_QUIET } from "../admin-ui.ts";

/** An order's kitchen ticket and box labels, each a page of its own to print (every staff role may). */
export function PrintLinks({ code, className = "" }: { code: string; className?: string }) {
  const t = useT();
  const locale = useLocale();
  return (
    <p className={`flex flex-wrap gap-2 print:hidden ${className}`} data-testid="print-links">
      <a
        href={localizePath(`/admin/orders/${code}/ticket`, locale)}
        className={ADMIN_BUTTON_QUIET}
        aria-label={t("adminPrint.ticketLinkOf", { code })}
        data-testid="print-ticket-link"
      >
        {t("adminPrint.ticketLink")}
      </a>
      <a
        href={localizePath(`/admin/orders/${code}/labels`, locale)}
        className={ADMIN_BUTTON_QUIET}
        aria-label={t("adminPrint.labelsLinkOf", { code })}
        data-testid="print-labels-link"
      >
        {t("adminPrint.labelsLink")}
      </a>
    </p>
  );
}
