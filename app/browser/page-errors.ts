// What went wrong on this page, kept where a browser driver can read it (the WebKit pass, tests/webkit): WebDriver
// hands no console logs back, and no script can be put in a page before it loads. Uncaught errors, unhandled
// rejections, CSP violations and the errors React recovers from — a hydration mismatch (#418) among them, when
// React throws the server's page away — are listed in `window.__pageErrors` and counted on <html data-page-errors>.

declare global {
  interface Window {
    __pageErrors?: string[];
  }
}

const KEPT = 20;

function describe(error: unknown): string {
  if (error instanceof Error) return `${error.name}: ${error.message}`;
  return String(error);
}

/** Notes one error on the page (the first 20). */
export function notePageError(kind: string, error: unknown): void {
  const list = (window.__pageErrors ??= []);
  if (list.length < KEPT) list.push(`${kind}: ${describe(error)}`.slice(0, 500));
  document.documentElement.dataset.pageErrors = String(list.length);
}

/** Starts listening, before the page hydrates. */
export function recordPageErrors(): void {
  window.__pageErrors ??= [];
  window.addEventListener("error", (event) => notePageError("error", event.error ?? event.message));
  window.addEventListener("unhandledrejection", (event) => notePageError("unhandledrejection", event.reason));
  document.addEventListener("securitypolicyviolation", (event) =>
    notePageError("csp", `${event.violatedDirective} by ${event.blockedURI}`),
  );
}

/** React's `onRecoverableError`: noted, then written to the console as React itself would. */
export function recoverableError(error: unknown): void {
  notePageError("recoverable", error);
  console.error(error);
}
