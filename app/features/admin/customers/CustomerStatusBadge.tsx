import { useT } from "../../../i18n/i18n.tsx";

// A customer account's status as a badge: active, or disabled (the customer cannot log in).

export function CustomerStatusBadge({ status }: { status: "active" | "disabled" }) {
  const t = useT();
  const tone = status === "active" ? "bg-emerald-100 text-emerald-900 ring-emerald-300" : "bg-stone-200 text-stone-800 ring-stone-400";
  return (
    <span
      className={`inline-block rounded-full px-3 py-0.5 text-sm font-bold whitespace-nowrap ring-1 ${tone}`}
      data-testid="customer-status"
      data-status={status}
    >
      {t(status === "active" ? "adminCustomers.active" : "adminCustomers.disabled")}
    </span>
  );
}
