import type { RatingSummary } from "../../../../server/domain/content/ratings.service.ts";
import { useLocale, useT } from "../../../i18n/i18n.tsx";
import { pluralOf } from "../../../i18n/formatters.ts";
import { formatAverage } from "./format.ts";
import { StarIcon } from "./icons.tsx";

/** Five stars filled to the average (decorative), then the average and count as words. */
export function AverageStars({ average, className = "h-5 w-5" }: { average: number; className?: string }) {
  const percent = Math.max(0, Math.min(100, (average / 5) * 100));
  const row = (color: string) => [1, 2, 3, 4, 5].map((n) => <StarIcon key={n} className={`${className} shrink-0 ${color}`} />);
  return (
    <span className="relative inline-flex" aria-hidden="true">
      <span className="inline-flex">{row("text-white")}</span>
      <span className="absolute inset-y-0 left-0 inline-flex overflow-hidden" style={{ width: `${percent}%` }}>
        {row("text-brand")}
      </span>
    </span>
  );
}

export function RatingSummaryLine({ rating, className = "" }: { rating: RatingSummary; className?: string }) {
  const t = useT();
  const locale = useLocale();
  return (
    <p data-testid="rating-summary" className={`flex flex-wrap items-center gap-x-2 gap-y-1 ${className}`}>
      {rating.average !== null && rating.count > 0 ? (
        <>
          <AverageStars average={rating.average} />
          <span className="font-semibold">{t("news.averageOf5", { average: formatAverage(rating.average, locale) })}</span>
          <span aria-hidden="true">·</span>
          <span data-testid="rating-count">{t(`news.ratingCount.${pluralOf(rating.count, locale)}`, { count: rating.count })}</span>
        </>
      ) : (
        <span>{t("news.notRated")}</span>
      )}
    </p>
  );
}
