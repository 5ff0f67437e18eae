import { LocaleLink, useT } from "../../i18n/i18n.tsx";

export interface Crumb {
  name: string;
  /** Locale-free path; the last crumb is the current page. */
  path: string;
}

export function Breadcrumbs({ crumbs }: { crumbs: Crumb[] }) {
  const t = useT();
  return (
    <nav aria-label={t("catalog.breadcrumbs")} className="text-sm text-crust">
      <ol className="flex flex-wrap items-center gap-1">
        {crumbs.map((crumb, i) => (
          <li key={crumb.path + i} className="flex items-center gap-1">
            {i > 0 && <span aria-hidden="true">›</span>}
            {i === crumbs.length - 1 ? (
              <span aria-current="page" className="font-semibold text-ink">
                {crumb.name}
              </span>
            ) : (
              <LocaleLink to={crumb.path} className="hover:text-brand-dark hover:underline">
                {crumb.name}
              </LocaleLink>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
