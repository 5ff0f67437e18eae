import { useEffect, useRef, useState } from "react";
import { useActionData, useFetcher, useLocation, useNavigate } from "react-router";
import type { Page } from "../../../../server/domain/catalog/catalog.service.ts";
import type { Comment } from "../../../../server/domain/content/comments.service.ts";
import { useLocale, useT } from "../../../i18n/i18n.tsx";
import { formatDayTime, useShopTimeZone } from "./format.ts";
import { Pagination } from "../../../ui/Pagination.tsx";
import type { CommentField, PostActionResult } from "../../../routes/content/post-action.server.ts";
import { SubmitButton } from "../../../ui/SubmitButton.tsx";

/** The server's limits (server/domain/content/engagement.schema.ts), shown to the reader. */
const MAX = { name: 80, email: 254, content: 2000 } as const;

const INPUT =
  "mt-1 block w-full rounded-xl border border-black/20 bg-white px-3 py-2.5 text-base text-ink shadow-inner aria-[invalid=true]:border-red-700 aria-[invalid=true]:ring-1 aria-[invalid=true]:ring-red-700";

/** The post's comments (newest first, paginated with ?comments_page) and the form to add one. */
export function PostComments({ postId, comments }: { postId: number; comments: Page<Comment> }) {
  const t = useT();
  const { pathname } = useLocation();
  const href = (page: number) => `${pathname}${page > 1 ? `?comments_page=${page}` : ""}#comments`;
  return (
    <section id="comments" aria-labelledby="comments-heading" className="mt-12 scroll-mt-24">
      <h2 id="comments-heading" className="text-2xl font-bold">
        {t("news.comments.title")} <span className="text-crust">({comments.total})</span>
      </h2>
      <CommentForm postId={postId} page={comments.page} />
      {comments.items.length === 0 ? (
        <p className="mt-8 text-crust">{t("news.comments.empty")}</p>
      ) : (
        <CommentList comments={comments.items} />
      )}
      <Pagination page={comments.page} pages={comments.pages} label={t("news.comments.pagination")} href={href} />
    </section>
  );
}

function CommentList({ comments }: { comments: Comment[] }) {
  const locale = useLocale();
  const timeZone = useShopTimeZone();
  return (
    <ol className="mt-8 space-y-4" data-testid="comment-list">
      {comments.map((comment) => (
        <li key={comment.id} className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-black/5">
          <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
            <span className="font-bold text-ink">{comment.name}</span>
            <time dateTime={comment.created_at} className="text-sm text-crust">
              {formatDayTime(comment.created_at, locale, timeZone)}
            </time>
          </p>
          {/* Plain text, exactly as written: React escapes it, so markup shows as characters. */}
          <p data-testid="comment-content" className="mt-2 whitespace-pre-line break-words">
            {comment.content}
          </p>
        </li>
      ))}
    </ol>
  );
}

function CommentForm({ postId, page }: { postId: number; page: number }) {
  const t = useT();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const fetcher = useFetcher<PostActionResult>({ key: `comment-post-${postId}` });
  const actionData = useActionData<PostActionResult>();
  const result = fetcher.data ?? (actionData?.intent === "comment" ? actionData : undefined);
  const submitting = fetcher.state === "submitting";
  const errors = result && !result.ok ? (result.errors ?? {}) : {};
  const values = result && !result.ok ? result.values : undefined;
  const posted = result?.ok === true;
  const summary = useRef<HTMLDivElement>(null);
  const thanks = useRef<HTMLParagraphElement>(null);

  // With JavaScript: move focus to the outcome, and show the new comment, which is on the first page.
  useEffect(() => {
    if (!fetcher.data || fetcher.state !== "idle") return;
    if (fetcher.data.ok) {
      thanks.current?.focus();
      if (page > 1) void navigate(`${pathname}#comments`, { preventScrollReset: true });
    } else {
      summary.current?.focus();
    }
  }, [fetcher.data, fetcher.state]); // eslint-disable-line react-hooks/exhaustive-deps

  const errorOf = (field: CommentField) => errors[field]?.[0];
  const describedBy = (field: CommentField, ...more: string[]) =>
    [errorOf(field) ? `comment-${field}-error` : "", ...more].filter(Boolean).join(" ") || undefined;

  return (
    <div id="comment-form" className="mt-6 scroll-mt-24 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-black/5 md:p-6">
      <h3 className="text-xl font-bold">{t("news.comments.formTitle")}</h3>
      <p className="mt-1 text-sm text-crust">{t("news.comments.formIntro")}</p>
      {result && !result.ok && result.message && (
        <div
          ref={summary}
          tabIndex={-1}
          role="alert"
          className="mt-4 rounded-xl border-2 border-red-700 bg-red-50 p-3 font-semibold text-red-800"
        >
          {result.message}
        </div>
      )}
      {posted && (
        <p ref={thanks} tabIndex={-1} role="status" className="mt-4 rounded-xl bg-green-50 p-3 font-semibold text-green-800">
          {result.message}
        </p>
      )}
      {/* Remounted after each posted comment, which empties the fields. */}
      <fetcher.Form
        key={posted ? `posted-${result.comment?.id}-${result.comment?.created_at}` : "form"}
        method="post"
        action={`${pathname}#comment-form`}
        preventScrollReset
        noValidate
        className="mt-4 grid gap-4 md:grid-cols-2"
      >
        <input type="hidden" name="intent" value="comment" />
        <Field field="name" label={t("news.comments.name")} marker={t("news.comments.required")} error={errorOf("name")}>
          <input
            id="comment-name"
            name="name"
            type="text"
            autoComplete="name"
            required
            maxLength={MAX.name}
            defaultValue={values?.name}
            aria-invalid={errorOf("name") ? true : undefined}
            aria-describedby={describedBy("name")}
            className={INPUT}
          />
        </Field>
        <Field field="email" label={t("news.comments.email")} marker={t("news.comments.optional")} error={errorOf("email")}>
          <input
            id="comment-email"
            name="email"
            type="email"
            autoComplete="email"
            maxLength={MAX.email}
            defaultValue={values?.email}
            aria-invalid={errorOf("email") ? true : undefined}
            aria-describedby={describedBy("email", "comment-email-hint")}
            className={INPUT}
          />
          <span id="comment-email-hint" className="mt-1 block text-sm text-crust">
            {t("news.comments.emailHint")}
          </span>
        </Field>
        <Field field="content" label={t("news.comments.content")} marker={t("news.comments.required")} error={errorOf("content")} wide>
          <ContentArea
            defaultValue={values?.content ?? ""}
            invalid={Boolean(errorOf("content"))}
            describedBy={describedBy("content", "comment-content-hint")}
          />
        </Field>
        {/* Honeypot: people never see or reach it; a bot that fills it is told "posted" and nothing is kept. */}
        <div aria-hidden="true" className="absolute -left-[9999px] h-0 w-0 overflow-hidden">
          <label htmlFor="comment-website">{t("news.comments.website")}</label>
          <input id="comment-website" name="website" type="text" tabIndex={-1} autoComplete="off" className="h-0 w-0 border-0 p-0" />
        </div>
        <div className="md:col-span-2">
          <SubmitButton pending={submitting} pendingLabel={t("news.comments.sending")}>
            {t("news.comments.submit")}
          </SubmitButton>
        </div>
      </fetcher.Form>
    </div>
  );
}

function Field({
  field,
  label,
  marker,
  error,
  wide = false,
  children,
}: {
  field: CommentField;
  label: string;
  marker: string;
  error: string | undefined;
  wide?: boolean;
  children: React.ReactNode;
}) {
  return (
    <div className={wide ? "md:col-span-2" : ""}>
      <label htmlFor={`comment-${field}`} className="font-semibold">
        {label} <span className="text-sm font-normal text-crust">({marker})</span>
      </label>
      {children}
      {error && (
        <p id={`comment-${field}-error`} className="mt-1 text-sm font-semibold text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/** The comment box, with its limit shown and, once JavaScript runs, a live count of what is left. */
function ContentArea({ defaultValue, invalid, describedBy }: { defaultValue: string; invalid: boolean; describedBy: string | undefined }) {
  const t = useT();
  const [length, setLength] = useState(defaultValue.length);
  return (
    <>
      <textarea
        id="comment-content"
        name="content"
        rows={5}
        required
        maxLength={MAX.content}
        defaultValue={defaultValue}
        onChange={(event) => setLength(event.currentTarget.value.length)}
        aria-invalid={invalid ? true : undefined}
        aria-describedby={describedBy}
        className={INPUT}
      />
      <span id="comment-content-hint" className="mt-1 flex justify-between gap-3 text-sm text-crust">
        <span>{t("news.comments.maxLength", { max: MAX.content })}</span>
        <span aria-hidden="true">{t("news.comments.counter", { count: length, max: MAX.content })}</span>
      </span>
    </>
  );
}
