import { useEffect, useId, useRef } from "react";
import { Form, useLocation, useSearchParams } from "react-router";
import { localizePath, stripLocale } from "../../i18n/config.ts";
import { useLocale, useT } from "../../i18n/i18n.tsx";
import { SearchIcon } from "./SearchIcon.tsx";

export const SEARCH_MAX_LENGTH = 100;

/** The query the search page is showing, so the header's box keeps it there. */
function useCurrentQuery(): string {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  return stripLocale(pathname) === "/search" ? (params.get("q") ?? "") : "";
}

/** A GET form to /search (or /vi/search): it works the same with or without JavaScript. */
function SearchForm({
  className,
  inputClassName,
  inputRef,
}: {
  className: string;
  inputClassName: string;
  inputRef?: React.Ref<HTMLInputElement>;
}) {
  const t = useT();
  const locale = useLocale();
  const id = useId();
  const query = useCurrentQuery();
  return (
    <Form method="get" action={localizePath("/search", locale)} role="search" aria-label={t("search.label")} className={className}>
      <label htmlFor={id} className="sr-only">
        {t("search.label")}
      </label>
      <input
        key={query}
        ref={inputRef}
        id={id}
        name="q"
        type="search"
        defaultValue={query}
        maxLength={SEARCH_MAX_LENGTH}
        placeholder={t("search.placeholder")}
        enterKeyHint="search"
        autoComplete="off"
        className={inputClassName}
      />
      <button type="submit" className="inline-flex h-9 w-9 shrink-0 items-center justify-center rounded-full hover:bg-black/10">
        <SearchIcon className="h-5 w-5" />
        <span className="sr-only">{t("search.submit")}</span>
      </button>
    </Form>
  );
}

/**
 * The header's search box. "bar": a field in the top bar (desktop). "icon": a magnifier that opens the field
 * under the header (phone); a <details> disclosure, so it opens without JavaScript too.
 */
export function HeaderSearch({ variant = "bar", className = "" }: { variant?: "bar" | "icon"; className?: string }) {
  if (variant === "icon") return <SearchDisclosure className={className} />;
  return (
    <SearchForm
      className={`items-center gap-1 rounded-full bg-white/95 pl-3 text-ink focus-within:ring-2 focus-within:ring-brand ${className}`}
      inputClassName="h-8 w-44 min-w-0 bg-transparent text-sm placeholder:text-ink/60 focus:outline-none lg:w-56"
    />
  );
}

function SearchDisclosure({ className }: { className: string }) {
  const t = useT();
  const details = useRef<HTMLDetailsElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const location = useLocation();
  // A search (or any navigation) folds the field away again.
  useEffect(() => {
    if (details.current) details.current.open = false;
  }, [location.key]);

  return (
    <details
      ref={details}
      className={`group/search ${className}`}
      onToggle={(event) => {
        if (event.currentTarget.open) input.current?.focus();
      }}
      onKeyDown={(event) => {
        if (event.key !== "Escape" || !details.current?.open) return;
        details.current.open = false;
        details.current.querySelector("summary")?.focus();
      }}
    >
      <summary className="flex h-10 w-10 cursor-pointer list-none items-center justify-center rounded-full text-ink hover:text-brand-dark group-open/search:bg-cream [&::-webkit-details-marker]:hidden">
        <SearchIcon className="h-6 w-6" />
        <span className="sr-only">{t("search.open")}</span>
      </summary>
      <div className="absolute inset-x-0 top-full border-b border-black/10 bg-white px-4 py-3 shadow-md">
        <SearchForm
          inputRef={input}
          className="flex items-center gap-2 rounded-full border border-black/20 bg-white pl-4 pr-1 focus-within:ring-2 focus-within:ring-brand"
          inputClassName="h-11 min-w-0 flex-1 bg-transparent text-base placeholder:text-ink/60 focus:outline-none"
        />
      </div>
    </details>
  );
}
