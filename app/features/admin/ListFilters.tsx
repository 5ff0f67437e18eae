import type { ReactNode } from "react";
import { Form } from "react-router";
import { ADMIN_BUTTON, ADMIN_CARD, ADMIN_INPUT, ADMIN_LABEL } from "./admin-ui.ts";
import { useT } from "../../i18n/i18n.tsx";
import type { MessageKey } from "../../i18n/messages/en.ts";
import { Pagination } from "../../ui/Pagination.tsx";

// The pieces a back-office list screen (customers, orders, products) is made of: its filters as a GET form that works
// without JavaScript, the filters the server set aside, and the count, the list and pages that keep the filters.
// The fields as typed and the refused ones come from `listFilters` (list-filters.server.ts).

/** The filters' form: a card laid out by `className` (its grid columns), the fields, then "Filter" and "Clear". */
export function ListFilterForm({
  action,
  role,
  className,
  testId,
  submitTestId,
  filterLabel,
  clearLabel,
  children,
}: {
  /** The list's own (localised) address: the form's action, and what "Clear" opens. */
  action: string;
  role?: "search";
  className: string;
  testId: string;
  submitTestId: string;
  filterLabel: string;
  clearLabel: string;
  children: ReactNode;
}) {
  return (
    <Form method="get" action={action} role={role} className={`${ADMIN_CARD} mt-4 grid gap-3 ${className}`} data-testid={testId}>
      {children}
      <div className="flex flex-wrap items-end gap-3">
        <button type="submit" className={ADMIN_BUTTON} data-testid={submitTestId}>
          {filterLabel}
        </button>
        <a href={action} className="inline-flex min-h-12 items-center font-bold underline underline-offset-4">
          {clearLabel}
        </a>
      </div>
    </Form>
  );
}

/** A filter typed in (a search, a date), filled with what was given, marked invalid when the server set it aside. */
export function FilterInput({
  label,
  className = ADMIN_LABEL,
  type,
  name,
  given,
  maxLength,
  placeholder,
  invalid,
  testId,
}: {
  label: string;
  /** The label's class (it holds the input): a wider one spans more columns. */
  className?: string;
  type: "search" | "date";
  name: string;
  given: string | undefined;
  maxLength?: number;
  placeholder?: string;
  invalid: boolean;
  testId: string;
}) {
  return (
    <label className={className}>
      {label}
      <input
        type={type}
        name={name}
        defaultValue={given ?? ""}
        maxLength={maxLength}
        placeholder={placeholder}
        className={ADMIN_INPUT}
        aria-invalid={invalid || undefined}
        data-testid={testId}
      />
    </label>
  );
}

/** The list's search (`q`): the same box on every list, up to 100 characters. */
export function SearchFilter(props: Omit<Parameters<typeof FilterInput>[0], "type" | "name" | "maxLength">) {
  return <FilterInput type="search" name="q" maxLength={100} {...props} />;
}

/** A filter chosen from a list, its first choice ("Any …", the empty value) leaving it out. */
export function FilterSelect({
  label,
  name,
  given,
  invalid,
  testId,
  anyLabel,
  options,
}: {
  label: string;
  name: string;
  given: string | undefined;
  invalid: boolean;
  testId?: string;
  anyLabel: string;
  options: readonly { value: string | number; label: string }[];
}) {
  return (
    <label className={ADMIN_LABEL}>
      {label}
      <select name={name} defaultValue={given ?? ""} className={ADMIN_INPUT} aria-invalid={invalid || undefined} data-testid={testId}>
        <option value="">{anyLabel}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </label>
  );
}

/** The filters the server set aside, each named by its label (`labels`, else `fallback`) with the server's message. */
export function FilterProblems({
  problems,
  title,
  labels,
  fallback,
  testId,
}: {
  problems: readonly { field: string; message: string }[];
  title: string;
  labels: Record<string, MessageKey>;
  fallback: MessageKey;
  testId: string;
}) {
  const t = useT();
  if (problems.length === 0) return null;
  return (
    <div role="alert" className="mt-4 rounded-xl bg-red-50 p-3 text-red-900 ring-1 ring-red-300" data-testid={testId}>
      <p className="font-bold">{title}</p>
      <ul className="mt-1 list-disc pl-5">
        {problems.map((p) => (
          <li key={p.field}>
            {t(labels[p.field] ?? fallback)}: {p.message}
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * How many were found, the list (or `empty` in its place when this page has none), and numbered pages whose links
 * keep the filters in use.
 */
export function ListResults({
  found,
  countTestId,
  empty,
  action,
  inUse,
  pagination,
  children,
}: {
  found: string;
  countTestId: string;
  /** Said in the list's place when there is nothing to show; undefined when there is. */
  empty: string | undefined;
  action: string;
  inUse: Record<string, string>;
  pagination: { page: number; last_page: number };
  children: ReactNode;
}) {
  const t = useT();
  const pageHref = (page: number) => `${action}?${new URLSearchParams({ ...inUse, page: String(page) })}`;
  return (
    <>
      <p className="mt-6 text-lg font-semibold" data-testid={countTestId} aria-live="polite">
        {found}
      </p>
      {empty !== undefined ? <p className={`${ADMIN_CARD} mt-4`}>{empty}</p> : children}
      <Pagination
        page={pagination.page}
        pages={pagination.last_page}
        label={t("admin.pageOf", { page: pagination.page, last: pagination.last_page })}
        href={pageHref}
      />
    </>
  );
}
