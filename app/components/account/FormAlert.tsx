import { useEffect, useRef } from "react";

/**
 * The form's message (an error, or a notice such as "link sent"): announced, and focused after a failed submit so
 * that keyboard and screen-reader users land on it.
 */
export function FormAlert({ message, tone = "error", focusKey }: { message: string | null | undefined; tone?: "error" | "info"; focusKey?: number }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (message && focusKey) ref.current?.focus();
  }, [message, focusKey]);
  if (!message) return <div role="alert" aria-live="assertive" className="sr-only" />;
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role={tone === "error" ? "alert" : "status"}
      data-testid="form-alert"
      className={`rounded-xl border px-4 py-3 font-semibold focus:outline-2 focus:outline-offset-2 focus:outline-brand-dark ${
        tone === "error" ? "border-red-700 bg-red-50 text-red-800" : "border-green-700 bg-green-50 text-green-900"
      }`}
    >
      {message}
    </div>
  );
}
