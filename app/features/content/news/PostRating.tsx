import { Fragment } from "react";
import { useActionData, useFetcher, useLocation } from "react-router";
import type { Post } from "../../../../server/domain/content/posts.service.ts";
import { useLocale, useT } from "../../../i18n/i18n.tsx";
import { pluralOf } from "../../../i18n/formatters.ts";
import { StarIcon } from "./icons.tsx";
import type { PostActionResult } from "../../../routes/content/post-action.server.ts";
import { RatingSummaryLine } from "./RatingSummaryLine.tsx";
import { SubmitButton } from "../../../ui/SubmitButton.tsx";

const STARS = [1, 2, 3, 4, 5] as const;

/** A star is filled when its own radio or a later (higher) one is checked: CSS only, so it works without JavaScript. */
const STAR_LABEL = [
  "inline-flex h-11 w-11 cursor-pointer items-center justify-center rounded-full text-white transition-transform hover:scale-110",
  "[input:checked+&]:text-brand [&:has(~input:checked)]:text-brand",
  "[input:focus-visible+&]:outline-3 [input:focus-visible+&]:outline-offset-1 [input:focus-visible+&]:outline-brand-dark",
].join(" ");

/**
 * The post's average and count, and a 1–5 star radio group with a submit button: a plain form post without
 * JavaScript, a fetcher (no page reload) with it. Rating again replaces the reader's earlier stars.
 */
export function PostRating({ post }: { post: Post }) {
  const t = useT();
  const locale = useLocale();
  const { pathname } = useLocation();
  const fetcher = useFetcher<PostActionResult>({ key: `rate-post-${post.id}` });
  const actionData = useActionData<PostActionResult>();
  const result = fetcher.data ?? (actionData?.intent === "rate" ? actionData : undefined);
  const submitting = fetcher.state === "submitting";
  const pendingStars = submitting ? Number(fetcher.formData?.get("rating")) || null : null;
  // Right after a first rating without JavaScript the page's loader could not know the new visitor cookie yet.
  const yourRating = pendingStars ?? (result?.ok ? result.rating?.your_rating : undefined) ?? post.your_rating;
  const error = result && !result.ok ? (result.errors?.rating?.[0] ?? result.message) : undefined;
  const starsText = (count: number) => t(`news.rate.stars.${pluralOf(count, locale)}`, { count });

  return (
    <section id="rating" aria-labelledby="rating-heading" className="mt-12 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-black/5 md:p-6">
      <h2 id="rating-heading" className="text-xl font-bold">
        {t("news.rate.title")}
      </h2>
      <RatingSummaryLine rating={post.rating} className="mt-2 text-crust" />
      <fetcher.Form
        method="post"
        action={`${pathname}#rating`}
        preventScrollReset
        className="mt-4 flex flex-wrap items-end gap-x-4 gap-y-3"
      >
        <input type="hidden" name="intent" value="rate" />
        <fieldset key={yourRating ?? 0} aria-describedby={error ? "rating-error" : undefined}>
          <legend className="mb-1 text-sm font-semibold">{t("news.rate.legend")}</legend>
          <div className="flex">
            {STARS.map((n) => (
              <Fragment key={n}>
                <input
                  type="radio"
                  name="rating"
                  value={n}
                  id={`rating-${post.id}-${n}`}
                  defaultChecked={yourRating === n}
                  aria-invalid={error ? true : undefined}
                  className="sr-only"
                />
                <label htmlFor={`rating-${post.id}-${n}`} className={STAR_LABEL} title={starsText(n)}>
                  <StarIcon className="h-8 w-8" />
                  <span className="sr-only">{starsText(n)}</span>
                </label>
              </Fragment>
            ))}
          </div>
        </fieldset>
        <SubmitButton pending={submitting} pendingLabel={t("news.rate.saving")} size="sm">
          {t("news.rate.submit")}
        </SubmitButton>
      </fetcher.Form>
      <div className="mt-3 min-h-6 text-sm" role="status">
        {yourRating ? (
          <p>
            <span data-testid="your-rating" className="font-semibold">
              {t("news.rate.yours", { count: yourRating })}
            </span>{" "}
            {result?.ok && !submitting ? t("news.rate.saved") : t("news.rate.canChange")}
          </p>
        ) : null}
      </div>
      {error && (
        <p id="rating-error" role="alert" className="mt-2 font-semibold text-red-700">
          {error}
        </p>
      )}
    </section>
  );
}
