import { useEffect, useRef } from "react";

/** What the message is: a refusal (an alert), a confirmation ("link sent"), or information such as a welcome. */
export type AlertTone = "error" | "success" | "info";

const LOOK: Record<AlertTone, string> = {
  error: "border-red-700 bg-red-50 text-red-800",
  success: "border-green-700 bg-green-50 text-green-900",
  info: "border-sky-700 bg-sky-50 text-sky-900",
};

/**
 * The form's message: announced (an error at once, as an alert; anything else politely, as a status), and focused
 * after a failed submit so that keyboard and screen-reader users land on it.
 */
export function FormAlert({
  message,
  tone = "error",
  focusKey,
}: {
  message: string | null | undefined;
  tone?: AlertTone;
  focusKey?: number;
}) {
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
      data-tone={tone}
      className={`rounded-xl border px-4 py-3 font-semibold focus:outline-2 focus:outline-offset-2 focus:outline-brand-dark ${LOOK[tone]}`}
    >
      {message}
    </div>
  );
}
