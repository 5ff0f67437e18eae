import { Link } from "react-router";
import { useT } from "../i18n/i18n.tsx";

/** The page numbers to show: the first, the last, and two either side of the current one; null is a gap. */
export function pageWindow(page: number, pages: number): (number | null)[] {
  const shown = [...new Set([1, page - 2, page - 1, page, page + 1, page + 2, pages])]
    .filter((n) => n >= 1 && n <= pages)
    .sort((a, b) => a - b);
  const out: (number | null)[] = [];
  for (const n of shown) {
    const last = out.at(-1);
    if (typeof last === "number" && n - last > 1) out.push(null);
    out.push(n);
  }
  return out;
}

const ITEM = "inline-flex h-11 min-w-11 items-center justify-center rounded-full px-3 font-semibold";

/** Numbered page links that work without JavaScript. `href(n)` gives the full (already localised) URL of page n. */
export function Pagination({ page, pages, label, href }: { page: number; pages: number; label: string; href: (page: number) => string }) {
  const t = useT();
  if (pages <= 1) return null;
  return (
    <nav aria-label={label} className="mt-10 flex justify-center">
      <ul className="flex flex-wrap items-center justify-center gap-1">
        {page > 1 && (
          <li>
            <Link to={href(page - 1)} rel="prev" className={`${ITEM} text-brand-dark hover:bg-white`}>
              <span aria-hidden="true">‹&nbsp;</span>
              {t("news.previous")}
            </Link>
          </li>
        )}
        {pageWindow(page, pages).map((n, index) =>
          n === null ? (
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-crust">
              …
            </li>
          ) : (
            <li key={n}>
              <Link
                to={href(n)}
                aria-label={t("news.goToPage", { page: n })}
                aria-current={n === page ? "page" : undefined}
                className={`${ITEM} ${n === page ? "bg-brand-dark text-white" : "text-ink hover:bg-white"}`}
              >
                {n}
              </Link>
            </li>
          ),
        )}
        {page < pages && (
          <li>
            <Link to={href(page + 1)} rel="next" className={`${ITEM} text-brand-dark hover:bg-white`}>
              {t("news.next")}
              <span aria-hidden="true">&nbsp;›</span>
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}
