import { formatMoney } from "../../../i18n/formatters.ts";

// The report's chart, drawn on the server as SVG (no chart library: nothing for the back office to download). Days,
// weeks and months are columns in time order; the other views are bars, the biggest first. The bars are SVG
// stretched to the width, without text in them; the words and amounts are the page's own text around them, so they
// keep their size on a phone. The table under the chart holds the same figures for a screen reader and the CSV.

export interface ChartRow {
  key: string;
  label: string;
  net_cents: number;
}

/** A round step for the axis (1, 2 or 5 × a power of ten) giving about four lines up to `max`. */
export function axisStep(max: number): number {
  if (max <= 0) return 100;
  const rough = max / 4;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 5, 10].map((m) => m * power).find((s) => s >= rough) ?? 10 * power;
  return Math.max(step, 100);
}

/** Every how many columns a label goes under them: all up to `most` + 1, else about `most` evenly. */
export function labelEvery(count: number, most = 7): number {
  return count <= most + 1 ? 1 : Math.ceil(count / most);
}

/** Whether column `i` of `count` is labelled: every `every`-th, and the last, but none closer to the last than `every`. */
function shows(i: number, count: number, every: number): boolean {
  if (i === count - 1) return true;
  return i % every === 0 && count - 1 - i >= every;
}

/** Columns for days, weeks or months: net sales, an axis in dollars, every k-th label under the columns. */
export function ColumnChart({ rows, label, caption }: { rows: readonly ChartRow[]; label: string; caption: string }) {
  const max = Math.max(0, ...rows.map((r) => r.net_cents));
  const step = axisStep(max);
  const top = Math.max(step, Math.ceil(max / step) * step);
  const lines = Array.from({ length: Math.round(top / step) + 1 }, (_, i) => i * step);
  const n = Math.max(rows.length, 1);
  return (
    <figure className="mt-4" data-testid="report-chart" data-kind="columns">
      <div className="flex gap-2">
        <div className="relative h-56 w-16 shrink-0 text-right text-xs text-crust sm:w-20 sm:text-sm" aria-hidden="true">
          {lines.map((value) => (
            <span key={value} className="absolute right-0 -translate-y-1/2 tabular-nums" style={{ top: `${100 - (value / top) * 100}%` }}>
              {formatMoney(value).replace(/\.00$/, "")}
            </span>
          ))}
        </div>
        <svg
          viewBox={`0 0 ${n} 100`}
          preserveAspectRatio="none"
          className="h-56 min-w-0 flex-1 overflow-visible"
          role="img"
          aria-label={label}
          data-testid="report-chart-svg"
        >
          {lines.map((value) => (
            <line
              key={value}
              x1={0}
              x2={n}
              y1={100 - (value / top) * 100}
              y2={100 - (value / top) * 100}
              stroke="currentColor"
              strokeOpacity={value === 0 ? 0.5 : 0.15}
              vectorEffect="non-scaling-stroke"
            />
          ))}
          {rows.map((row, i) => {
            const height = (row.net_cents / top) * 100;
            return (
              <rect
                key={row.key}
                x={i + 0.15}
                width={0.7}
                y={100 - height}
                height={height}
                className="fill-brand-dark"
                data-testid="report-bar"
                data-key={row.key}
                data-cents={row.net_cents}
              >
                <title>{`${row.label}: ${formatMoney(row.net_cents)}`}</title>
              </rect>
            );
          })}
        </svg>
      </div>
      <div className="relative ml-18 h-5 text-xs text-crust sm:ml-22 sm:text-sm" aria-hidden="true">
        {rows.map((row, i) => {
          const wide = shows(i, rows.length, labelEvery(rows.length));
          const narrow = shows(i, rows.length, labelEvery(rows.length, 4));
          if (!wide && !narrow) return null;
          // The first label starts at its column, the last ends at its column, the others are centred under theirs.
          const place =
            i === 0
              ? { left: `${(i / n) * 100}%` }
              : i === rows.length - 1
                ? { right: "0%" }
                : { left: `${((i + 0.5) / n) * 100}%`, transform: "translateX(-50%)" };
          return (
            <span
              key={row.key}
              className={`absolute top-0 whitespace-nowrap ${narrow ? "" : "hidden sm:inline"} ${wide ? "" : "sm:hidden"}`}
              style={place}
            >
              {shortLabel(row.label)}
            </span>
          );
        })}
      </div>
      <figcaption className="mt-2 text-sm text-crust">{caption}</figcaption>
    </figure>
  );
}

/** "Mon, Nov 23" under a column reads "Nov 23"; "T2, 23/11" reads "23/11". */
function shortLabel(label: string): string {
  return label.replace(/^[^,]+,\s*/, "");
}

/** Bars for products, channels and the other kinds: the label, a bar in proportion to the biggest, the amount. */
export function BarChart({ rows, label, caption }: { rows: readonly ChartRow[]; label: string; caption: string }) {
  const max = Math.max(0, ...rows.map((r) => r.net_cents));
  return (
    <figure className="mt-4" data-testid="report-chart" data-kind="bars">
      <ul className="space-y-2" aria-label={label}>
        {rows.map((row) => {
          const width = max > 0 ? (row.net_cents / max) * 100 : 0;
          return (
            <li
              key={row.key}
              className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-3 sm:grid-cols-[minmax(0,14rem)_minmax(0,1fr)_7.5rem]"
            >
              <span className="min-w-0 font-semibold wrap-break-word">{row.label}</span>
              <svg
                viewBox="0 0 100 10"
                preserveAspectRatio="none"
                className="col-span-2 row-start-2 h-4 w-full sm:col-span-1 sm:row-start-auto"
                aria-hidden="true"
              >
                <rect x={0} y={0} width={100} height={10} className="fill-cream" />
                <rect
                  x={0}
                  y={0}
                  width={width}
                  height={10}
                  className="fill-brand-dark"
                  data-testid="report-bar"
                  data-key={row.key}
                  data-cents={row.net_cents}
                />
              </svg>
              <span className="text-right font-bold tabular-nums sm:col-start-3 sm:row-start-1">{formatMoney(row.net_cents)}</span>
            </li>
          );
        })}
      </ul>
      <figcaption className="mt-2 text-sm text-crust">{caption}</figcaption>
    </figure>
  );
}
