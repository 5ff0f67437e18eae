import { Form } from "react-router";
import type { OutTodayItem, OutTodayPanel as Panel } from "../../../../server/domain/catalog/out-today-admin.service.ts";
import { useT } from "../../../i18n/i18n.tsx";
import { ADMIN_BUTTON_QUIET } from "../admin-ui.ts";

// The board's "Out today" panel: the kitchen has run out of pandan, or of fried eggs, and marks that size and flavour
// or that add-on out — customers cannot choose it until tomorrow, when it comes back by itself — or brings it back
// sooner. One small form a toggle, so it works without JavaScript; neither way needs a confirmation (nothing is lost:
// the button next to it undoes it), but the panel says what marking out does. Folded away unless something is out or
// was just toggled; never printed.

const TOGGLE = `${ADMIN_BUTTON_QUIET} min-h-11 px-3 py-1.5 text-sm`;

function Toggle({ item, date }: { item: OutTodayItem; date: string }) {
  const t = useT();
  return (
    <li
      className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 py-1.5"
      data-testid="out-today-item"
      data-kind={item.kind}
      data-id={item.id}
      data-out={item.out ? "true" : "false"}
    >
      <span className="min-w-0 wrap-break-word">
        <span className={item.out ? "text-crust line-through" : undefined}>{item.label}</span>
        {item.out && (
          <span className="ml-2 rounded-full bg-red-100 px-2 py-0.5 text-sm font-bold text-red-800 ring-1 ring-red-700/40">
            {t("adminBoard.outToday.isOut")}
          </span>
        )}
      </span>
      <Form method="post">
        <input type="hidden" name="intent" value="out-today" />
        <input type="hidden" name="kind" value={item.kind} />
        <input type="hidden" name="id" value={item.id} />
        <input type="hidden" name="out" value={item.out ? "0" : "1"} />
        <input type="hidden" name="date" value={date} />
        <button
          type="submit"
          className={item.out ? TOGGLE : `${TOGGLE} text-red-800 ring-red-700/50`}
          aria-label={t(item.out ? "adminBoard.outToday.bringBackNamed" : "adminBoard.outToday.markOutNamed", { label: item.label })}
          aria-describedby={item.out ? undefined : "out-today-hint"}
          data-testid="out-today-toggle"
        >
          {t(item.out ? "adminBoard.outToday.bringBack" : "adminBoard.outToday.markOut")}
        </button>
      </Form>
    </li>
  );
}

export function OutTodayPanel({ panel, date, open }: { panel: Panel; date: string; open: boolean }) {
  const t = useT();
  if (panel.products.length === 0 && panel.groups.length === 0) return null;
  const items = [...panel.products.flatMap((p) => p.variants), ...panel.groups.flatMap((g) => g.choices)];
  const outCount = items.filter((item) => item.out).length;
  return (
    <details
      className="mt-4 rounded-2xl border border-black/10 bg-white shadow-sm print:hidden"
      // Folded: the board's orders come first; its summary names what is out. Open again after a toggle.
      open={open ? true : undefined}
      data-testid="out-today"
    >
      <summary className="flex min-h-12 cursor-pointer flex-wrap items-center gap-x-3 px-4 py-2 text-lg font-bold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-dark">
        {t("adminBoard.outToday.title")}
        <span className="text-base font-semibold text-crust" data-testid="out-today-count">
          {outCount > 0
            ? `${t("adminBoard.outToday.count", { count: outCount })} — ${items
                .filter((item) => item.out)
                .map((item) => item.label)
                .join(", ")}`
            : t("adminBoard.outToday.none")}
        </span>
      </summary>
      <div className="px-4 pb-4">
        <p id="out-today-hint" className="text-crust">
          {t("adminBoard.outToday.hint")}
        </p>
        <div className="mt-3 grid gap-4 md:grid-cols-2">
          {panel.products.map((product) => (
            <section key={`p${product.id}`} aria-labelledby={`out-today-product-${product.id}`}>
              <h2 id={`out-today-product-${product.id}`} className="text-base font-black">
                {product.name}
              </h2>
              <ul className="divide-y divide-black/10">
                {product.variants.map((item) => (
                  <Toggle key={item.id} item={item} date={date} />
                ))}
              </ul>
            </section>
          ))}
          {panel.groups.map((group) => (
            <section key={`g${group.id}`} aria-labelledby={`out-today-group-${group.id}`}>
              <h2 id={`out-today-group-${group.id}`} className="text-base font-black">
                {group.name}
              </h2>
              <p className="text-sm text-crust">{t("adminBoard.outToday.offeredWith", { products: group.products.join(", ") })}</p>
              <ul className="divide-y divide-black/10">
                {group.choices.map((item) => (
                  <Toggle key={item.id} item={item} date={date} />
                ))}
              </ul>
            </section>
          ))}
        </div>
      </div>
    </details>
  );
}
