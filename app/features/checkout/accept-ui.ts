// Authorize.Net's AcceptUI.js: its hosted card form gives the page an opaque token in
// place of the card. The script is loaded once, when the checkout is first shown with card payment on offer — not
// on every page — and a failed load says "Failed to load AcceptUI.js" (the caller shows it in the page's language).

/** What AcceptUI.js hands the function named by the button's data-responseHandler. */
export interface AcceptResponse {
  opaqueData?: { dataDescriptor: string; dataValue: string };
  messages: { resultCode: "Ok" | "Error"; message: { code: string; text: string }[] };
}

/** The global function the button names: AcceptUI.js calls it by name. */
export const RESPONSE_HANDLER = "maiVangAcceptResponse";

export const LOAD_FAILED = "Failed to load AcceptUI.js";

let loading: { url: string; promise: Promise<void> } | null = null;

/** The page's CSP nonce, read from a script React Router rendered with it (the attribute itself reads as ""). */
function pageNonce(): string | undefined {
  for (const script of document.querySelectorAll<HTMLScriptElement>("script")) {
    if (script.nonce) return script.nonce;
  }
  return undefined;
}

/**
 * Loads the script once per page load: later calls get the same promise, failed or not (a failed load is not
 * retried behind the customer's back; pay at pickup stays usable, and a reload tries again).
 */
export function loadAcceptUi(url: string): Promise<void> {
  if (loading && loading.url === url) return loading.promise;
  const promise = new Promise<void>((resolve, reject) => {
    const script = document.createElement("script");
    script.src = url;
    script.async = true;
    script.charset = "utf-8";
    const nonce = pageNonce();
    if (nonce) script.nonce = nonce;
    script.addEventListener("load", () => resolve());
    script.addEventListener("error", () => reject(new Error(LOAD_FAILED)));
    document.head.appendChild(script);
  });
  // A rejection nobody awaits yet must not be reported as unhandled.
  promise.catch(() => {});
  loading = { url, promise };
  return promise;
}

/** For tests: forget the load. */
export function resetAcceptUi(): void {
  loading = null;
}

/** The token of an answer, or the form's own words when it refused. */
export function readAcceptResponse(
  response: AcceptResponse,
): { ok: true; token: { data_descriptor: string; data_value: string } } | { ok: false; text: string } {
  const data = response?.opaqueData;
  if (response?.messages?.resultCode === "Ok" && data?.dataDescriptor && data.dataValue) {
    return { ok: true, token: { data_descriptor: data.dataDescriptor, data_value: data.dataValue } };
  }
  const text = (response?.messages?.message ?? [])
    .map((m) => m.text)
    .filter(Boolean)
    .join(" ");
  return { ok: false, text };
}
